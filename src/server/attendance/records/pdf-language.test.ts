import { describe, expect, it } from 'vitest';
import type { Involvement } from '../../../domain/responses/attendance.ts';
import { involvementPdf } from './pdf.ts';

// The involvement PDF in the student's language: its own words in their script's font
// (embedded even when every name is in Latin letters), the document's language and title.

const record: Involvement = {
  attended: [{ eventId: 'e1', name: 'Drone Day', date: '2026-11-01', time: '18:00', endTime: '20:00', organizer: { id: 'o1', name: 'Robotics Club' }, checkedInAt: '2026-11-01T12:30:00Z', hours: 2 }],
  totalHours: 2,
  terms: [{ term: '2026 Jul–Dec', events: 1, hours: 2 }],
  clubsFollowed: [{ id: 'o1', name: 'Robotics Club' }],
  roles: [{ organizerId: 'o1', name: 'Robotics Club', role: 'door' }],
  feedbackGiven: 1,
};

const pdfIn = async (language: 'en' | 'hi' | 'kn') =>
  (await involvementPdf(record, {
    studentName: 'Asha', campusName: 'Campus', publicUrl: 'https://quad.example', generatedAt: new Date('2026-11-27T00:00:00Z'), timeZone: 'Asia/Kolkata', language,
  }, { compress: false })).toString('latin1');

/** The Info dictionary's Title (never compressed): a PDF literal string, UTF-16BE with its mark when not ASCII. */
function titleOf(pdf: string): string {
  const ref = /\/Title (\d+) 0 R/.exec(pdf)?.[1];
  const literal = new RegExp(`\\n${ref} 0 obj\\n\\((.*?)\\)\\nendobj`, 's').exec(pdf)?.[1] ?? '';
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
  const bytes = Buffer.from(literal.replace(/\\([0-7]{1,3}|.)/gs, (_, c: string) => (/^[0-7]/.test(c) ? String.fromCharCode(parseInt(c, 8)) : (escapes[c] ?? c))), 'latin1');
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
  return bytes.subarray(2).swap16().toString('utf16le');
}

describe('the involvement PDF in the student’s language', () => {
  it('Hindi: lang hi, a Hindi title, drawn in Noto Sans Devanagari', async () => {
    const pdf = await pdfIn('hi');
    expect(pdf).toContain('/Lang (hi)');
    expect(titleOf(pdf)).toBe('इन्वॉल्वमेंट रिकॉर्ड: Asha');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
  });

  it('Kannada: lang kn, a Kannada title, drawn in Noto Sans Kannada', async () => {
    const pdf = await pdfIn('kn');
    expect(pdf).toContain('/Lang (kn)');
    expect(titleOf(pdf)).toBe('ಇನ್ವಾಲ್ವ್‌ಮೆಂಟ್ ರೆಕಾರ್ಡ್: Asha');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKannada-Regular/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKannada-Bold/);
  });

  it('English as before: lang en, its title, and no Indic font for a record in Latin letters', async () => {
    const pdf = await pdfIn('en');
    expect(pdf).toContain('/Lang (en)');
    expect(titleOf(pdf)).toBe('Involvement record: Asha');
    expect(pdf).not.toMatch(/NotoSans(Devanagari|Kannada)/);
  });
});
