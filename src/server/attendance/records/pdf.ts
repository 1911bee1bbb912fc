import { existsSync } from 'node:fs';
import { recordDay } from '../../../domain/format.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { termOf } from '../../../domain/involvement.ts';
import type { Involvement } from '../../../domain/responses/attendance.ts';
import { Gate } from '../../infrastructure/images/gate.ts';
import { INDIC_FONTS, scriptRuns } from '../../infrastructure/images/fonts.ts';

/**
 * The involvement record as an A4 PDF, written as it is sent. Helvetica, the
 * PDF's own font, covers Western European text only: DejaVu Sans, where the system has it,
 * is embedded instead (a subset, about 20 kB), so accented, Greek and Cyrillic names print
 * too. Hindi and Kannada (event names, clubs, a student's name) are drawn in Noto Sans
 * Devanagari and Noto Sans Kannada (fonts.ts), run by run: pdfkit has no font fallback.
 */
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const DEJAVU_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const fonts = existsSync(DEJAVU) && existsSync(DEJAVU_BOLD) ? { regular: DEJAVU, bold: DEJAVU_BOLD } : { regular: 'Helvetica', bold: 'Helvetica-Bold' };

export const PDF_FILENAME = 'quad-involvement-record.pdf';

export interface PdfMeta {
  studentName: string;
  campusName: string;
  publicUrl: string;
  generatedAt: Date;
  /** The campus zone: the day it was generated is the campus's day. */
  timeZone: string;
  /** The language the student reads Quad in (English unless given): the record's own words and dates. */
  language?: UiLanguage;
}

/**
 * PDFs are drawn on the event loop: one at a time, so a student pressing Download again and
 * again (or many at once) queues rather than stalls every other request.
 */
export const pdfGate = new Gate(1);

/**
 * The record as PDF bytes (a few tens of KB for hundreds of events). pdfkit (its font
 * metrics included) is loaded at the first PDF, not at start-up: most processes never draw one.
 */
export async function involvementPdf(record: Involvement, meta: PdfMeta, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return pdfGate.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        const doc = drawRecord(new PDFDocument(documentOptions(meta, options)), record, meta);
        doc.on('data', (chunk: Buffer) => chunks.push(chunk));
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.on('error', reject);
        doc.end();
      }),
  );
}

function documentOptions(meta: PdfMeta, options: { compress?: boolean }): PDFKit.PDFDocumentOptions {
  const language = meta.language ?? 'en';
  const t = translatorFor(language);
  return {
    size: 'A4', margin: 56, compress: options.compress ?? true, tagged: true, lang: language, displayTitle: true,
    // The title names the student: what a viewer's window shows, and a plain-text check of whose record it is.
    info: { Title: t('mail:pdf.docTitle', { name: meta.studentName }), Author: `Quad · ${meta.campusName}`, Subject: t('mail:pdf.subject'), CreationDate: meta.generatedAt },
  };
}

/** Writes the record into the document (not ended). */
function drawRecord(doc: PDFKit.PDFDocument, record: Involvement, meta: PdfMeta): PDFKit.PDFDocument {
  doc.registerFont('body', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  for (const [script, font] of Object.entries(INDIC_FONTS)) {
    doc.registerFont(`${script}-body`, font.regular);
    doc.registerFont(`${script}-bold`, font.bold);
  }

  /** A paragraph, each run of Devanagari or Kannada in its script's font. */
  const say = (text: string, weight: 'body' | 'bold', size: number) => {
    const runs = scriptRuns(text);
    if (runs.length <= 1) return doc.font(runs[0]?.script === 'latin' || !runs[0] ? weight : `${runs[0].script}-${weight}`).fontSize(size).text(text);
    runs.forEach((run, i) => doc.font(run.script === 'latin' ? weight : `${run.script}-${weight}`).fontSize(size).text(run.text, { continued: i < runs.length - 1 }));
    return doc;
  };
  const language = meta.language ?? 'en';
  const t = translatorFor(language);
  const heading = (text: string) => {
    doc.moveDown(1).fillColor('#1c7ed6');
    say(text, 'bold', 13);
    return doc.moveDown(0.3).fillColor('#212529');
  };
  const line = (text: string, size = 10) => say(text, 'body', size);
  const hours = (h: number | null) => (h === null ? t('mail:pdf.noEnd') : t('mail:pdf.hoursShort', { hours: String(h) }));
  // termOf's '2026 Jan–Jun' / '2026 Jul–Dec', said in the language.
  const termName = (term: string) => t('mail:pdf.termName', { year: term.slice(0, 4), half: term.includes('Jan') ? 'first' : 'second' });

  doc.fillColor('#212529');
  say(t('mail:pdf.title'), 'bold', 20);
  line(meta.studentName, 14);
  doc.fillColor('#495057');
  line(t('mail:pdf.generated', { campus: meta.campusName, date: recordDay(meta.generatedAt, meta.timeZone, language) }));
  doc.fillColor('#212529');

  heading(t('mail:pdf.summary'));
  line(t('mail:pdf.attendedCount', { count: record.attended.length }));
  line(t('mail:pdf.totalHours', { hours: String(record.totalHours) }));
  line(t('mail:pdf.feedbackGiven', { count: record.feedbackGiven }));

  heading(t('mail:pdf.attended'));
  if (record.attended.length === 0) line(t('mail:pdf.noneAttended'));
  for (const term of record.terms) {
    doc.moveDown(0.4);
    say(t('mail:pdf.term', { term: termName(term.term), events: term.events, hours: String(term.hours) }), 'bold', 11);
    for (const e of record.attended.filter((a) => termOf(a.date) === term.term)) {
      line(`${recordDay(e.date, undefined, language)}  ${e.name} · ${e.organizer.name} · ${hours(e.hours)}`);
    }
  }

  heading(t('mail:pdf.clubsFollowed'));
  line(record.clubsFollowed.length ? record.clubsFollowed.map((c) => c.name).join(', ') : t('mail:pdf.none'));

  heading(t('mail:pdf.roles'));
  if (record.roles.length === 0) line(t('mail:pdf.none'));
  for (const r of record.roles) line(`${r.name} · ${t('mail:pdf.role', { role: r.role })}`);

  doc.moveDown(2).fillColor('#495057');
  line(t('mail:pdf.footer', { page: `${meta.publicUrl}/involvement`, key: `${meta.publicUrl}/api/records/public-key` }), 9);
  return doc;
}
