import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { involvementPdf } from '../../attendance/records/pdf.ts';
import { renderOgImage } from '../../platform/pages/og-image.ts';
import type { EventView } from '../../../domain/events.ts';
import type { Involvement } from '../../../domain/responses/attendance.ts';
import { INDIC_FONTS, scriptRuns, useIndicFonts, woffToSfnt } from './fonts.ts';
import { readFileSync } from 'node:fs';

// Quad draws Hindi and Kannada itself in the link previews and the involvement PDF: no box
// where a letter should be (tofu), and the letters joined as the script writes them.

const KANNADA = 'ಯಕ್ಷಗಾನ ರಾತ್ರಿ';
const HINDI = 'यक्षगान संध्या';

// pdfkit's own font engine (it ships no types): the shaping the PDF gets.
const fontkit = createRequire(import.meta.url)('fontkit') as { create(data: Buffer): { layout(text: string): { glyphs: { id: number }[] } } };

/** The glyphs a font shapes a text into; glyph 0 is .notdef, the box drawn for a missing letter. */
function shapedGlyphs(file: string, text: string): number[] {
  const font = fontkit.create(woffToSfnt(readFileSync(file)));
  return font.layout(text).glyphs.map((g) => g.id);
}

describe('fonts for Devanagari and Kannada', () => {
  it('each script’s font has every letter of a Hindi and a Kannada event name, and joins them (fewer glyphs than letters)', () => {
    for (const [script, text] of [['kannada', KANNADA], ['devanagari', HINDI]] as const) {
      for (const run of scriptRuns(text).filter((r) => r.script !== 'latin')) {
        const glyphs = shapedGlyphs(INDIC_FONTS[script].regular, run.text);
        expect(glyphs, `${script}: ${run.text}`).not.toContain(0);
        expect(glyphs.length).toBeLessThan([...run.text].length);
      }
    }
  });

  it('splits a mixed line into runs by script', () => {
    expect(scriptRuns(`Kannada Sangha: ${KANNADA} · ${HINDI}।`).map((r) => r.script)).toEqual(['latin', 'kannada', 'latin', 'kannada', 'latin', 'devanagari', 'latin', 'devanagari']);
  });

  it('the link preview’s fontconfig finds them for each script, and draws a Hindi and Kannada name', async () => {
    const event = { id: 'ev1', name: `${KANNADA} · ${HINDI}`, startsAt: '2026-12-01T13:00:00.000Z', venue: 'ಬಯಲು ರಂಗಮಂದಿರ', organizer: { id: 'o', name: 'ಕನ್ನಡ ಸಂಘ' }, imageUrl: null } as unknown as EventView;
    const png = await renderOgImage(event, undefined, 'Campus', 'Asia/Kolkata', '#1c7ed6');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const env = { ...process.env, FONTCONFIG_FILE: useIndicFonts() };
    for (const [charset, family] of [['0c95', 'Noto Sans Kannada'], ['0915', 'Noto Sans Devanagari']]) {
      expect(execFileSync('fc-match', [`:charset=${charset}`, 'family'], { env }).toString().trim()).toBe(family);
    }
  });

  it('the involvement PDF embeds the Kannada and Devanagari fonts for names in those scripts', async () => {
    const record: Involvement = {
      attended: [
        { eventId: 'e1', name: KANNADA, date: '2026-11-01', time: '18:00', endTime: '20:00', organizer: { id: 'o1', name: 'ಕನ್ನಡ ಸಂಘ' }, checkedInAt: '2026-11-01T12:30:00Z', hours: 2 },
        { eventId: 'e2', name: HINDI, date: '2026-10-01', time: '18:00', endTime: null, organizer: { id: 'o2', name: 'हिन्दी समिति' }, checkedInAt: '2026-10-01T12:30:00Z', hours: null },
      ],
      totalHours: 2,
      terms: [{ term: '2026 Jul–Dec', events: 2, hours: 2 }],
      clubsFollowed: [{ id: 'o1', name: 'ಕನ್ನಡ ಸಂಘ' }],
      roles: [],
      feedbackGiven: 0,
    };
    const pdf = (await involvementPdf(record, { studentName: 'ಅನನ್ಯಾ', campusName: 'Campus', publicUrl: 'https://quad.example', generatedAt: new Date('2026-11-27T00:00:00Z'), timeZone: 'Asia/Kolkata' }, { compress: false })).toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKannada/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
  });
});
