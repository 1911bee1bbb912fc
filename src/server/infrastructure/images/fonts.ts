import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/*
 * The fonts Quad draws Devanagari (Hindi) and Kannada with, wherever it draws text itself:
 * the link previews (og.png, drawn by librsvg, which finds fonts through fontconfig) and the
 * involvement PDF (pdfkit, which embeds the font it is given). The system's Latin fonts
 * (DejaVu) have neither script; Noto Sans Devanagari and Noto Sans Kannada come with the
 * app as npm packages (@fontsource/*), so every machine draws them alike.
 */

const require = createRequire(import.meta.url);
const fontFile = (family: string, subset: string, weight: 400 | 700) =>
  require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`);

export type IndicScript = 'devanagari' | 'kannada';

/** Each script's regular and bold font files (WOFF: both fontconfig and pdfkit's fontkit read them). */
export const INDIC_FONTS: Record<IndicScript, { family: string; regular: string; bold: string }> = {
  devanagari: { family: 'Noto Sans Devanagari', regular: fontFile('noto-sans-devanagari', 'devanagari', 400), bold: fontFile('noto-sans-devanagari', 'devanagari', 700) },
  kannada: { family: 'Noto Sans Kannada', regular: fontFile('noto-sans-kannada', 'kannada', 400), bold: fontFile('noto-sans-kannada', 'kannada', 700) },
};

/** The card's font list: Latin first, then the Indic fonts (fontconfig falls back per character). */
export const CARD_FONT_FAMILY = `DejaVu Sans, ${INDIC_FONTS.devanagari.family}, ${INDIC_FONTS.kannada.family}, Liberation Sans, sans-serif`;

let configured: string | undefined;

/**
 * Points fontconfig at the system's fonts and ours, before librsvg first asks it (sharp's
 * loading): a config file that includes the system's and adds a folder holding our font
 * files. A FONTCONFIG_FILE set by the operator is left as it is. Returns the file used.
 */
export function useIndicFonts(): string | undefined {
  if (configured !== undefined || process.env.FONTCONFIG_FILE) return configured ?? process.env.FONTCONFIG_FILE;
  const dir = path.join(os.tmpdir(), `quad-fonts-${process.getuid?.() ?? 'user'}`);
  const fonts = path.join(dir, 'fonts');
  mkdirSync(fonts, { recursive: true });
  // Only our files, not every weight and subset the packages hold, in a folder of their own,
  // as TrueType: the FreeType that sharp ships reads no WOFF.
  for (const f of Object.values(INDIC_FONTS).flatMap((font) => [font.regular, font.bold])) {
    writeFileSync(path.join(fonts, path.basename(f).replace(/\.woff$/, '.ttf')), woffToSfnt(readFileSync(f)));
  }
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${escapeXml(fonts)}</dir>
  <cachedir>${escapeXml(path.join(dir, 'cache'))}</cachedir>
</fontconfig>
`,
  );
  process.env.FONTCONFIG_FILE = file;
  configured = file;
  return file;
}

/** A WOFF 1.0 file as the TrueType/OpenType file it wraps (W3C WOFF 1.0: each table zlib-compressed or stored). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(stored) : stored };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const head = Buffer.alloc(12 + numTables * 16);
  woff.copy(head, 0, 4, 8);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(entrySelector, 8);
  head.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(head, at);
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const DEVANAGARI = /\p{Script=Devanagari}/u;
const KANNADA = /\p{Script=Kannada}/u;
// Joiners and the dandas (shared by both scripts) belong to the word around them.
const RUN = /([\p{Script=Devanagari}\u0964\u0965\u200C\u200D]+|[\p{Script=Kannada}\u0964\u0965\u200C\u200D]+)/u;

/** A text in runs by script: each Indic run is drawn in its script's font, the rest in the Latin one. */
export function scriptRuns(text: string): { script: IndicScript | 'latin'; text: string }[] {
  return text
    .split(RUN)
    .filter((part) => part.length > 0)
    .map((part) => ({ script: KANNADA.test(part) ? 'kannada' : DEVANAGARI.test(part) ? 'devanagari' : 'latin', text: part }));
}
