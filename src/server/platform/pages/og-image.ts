import { accentScale } from '../../../domain/accent.ts';
import { eventWhen } from '../../../domain/event-when.ts';
import type { EventView } from '../../../domain/events.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import { cutText, graphemeLength, withoutEmoji } from '../../../domain/text-cut.ts';
import { loadSharp } from '../../infrastructure/images/sharp.ts';
import { escapeHtml } from './head.ts';
import { CARD_FONT_FAMILY } from '../../infrastructure/images/fonts.ts';

/** Link previews want 1200×630 (Open Graph, Twitter, WhatsApp). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

// sharp (libvips, about 30 MB resident) is loaded with the first preview drawn, not at start,
// set up as uploads use it.
const sharpModule = loadSharp;

/**
 * The campus colours (CAMPUS_ACCENT): its filled shade at the top, where white text on it
 * keeps 4.5:1 as on a button, and its deepest shade at the foot.
 */
export function cardColours(accent: string): { top: string; bottom: string } {
  const { shades, filled } = accentScale(accent);
  return { top: shades[filled]!, bottom: shades[9] };
}

/**
 * Splits `text` into at most `maxLines` lines of about `perLine` characters, on words,
 * counting and cutting by grapheme; a cut is marked with '…'.
 */
export function wrapWords(text: string, perLine: number, maxLines: number): string[] {
  const all = text.replace(/\s+/g, ' ').trim();
  const lines: string[] = [];
  let line = '';
  for (const word of all.split(' ')) {
    const chunk = cutText(word, perLine);
    if (!line) line = chunk;
    else if (graphemeLength(line) + 1 + graphemeLength(chunk) <= perLine) line += ` ${chunk}`;
    else {
      lines.push(line);
      line = chunk;
    }
    if (lines.length === maxLines) break;
  }
  if (line && lines.length < maxLines) lines.push(line);
  if (lines.join(' ').length < all.length && lines.length) lines[lines.length - 1] = `${lines[lines.length - 1]!.replace(/…$/, '')}…`;
  return lines;
}

/** One line of white text on a card, at the left margin. */
const text = (y: number, fontSize: number, weight: number, value: string, opacity = 1) =>
  `<text x="80" y="${y}" font-family="${CARD_FONT_FAMILY}" font-size="${fontSize}" font-weight="${weight}" fill="#ffffff" fill-opacity="${opacity}">${escapeHtml(value)}</text>`;

/**
 * What the card's fonts can draw of a text: they have no emoji (librsvg would draw each as
 * a box of its code), so emoji are left out rather than shown broken.
 */
const drawable = (value: string) => withoutEmoji(value);

/** A 1200×630 card: the campus colours (or a shade over a photo underneath) and its lines of text, Quad's name first. */
function cardSvg(campusName: string, accent: string, lines: string[], overPhoto = false): string {
  const { top, bottom } = cardColours(accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <defs>
    <linearGradient id="campus" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.8"/></linearGradient>
  </defs>
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#${overPhoto ? 'shade' : 'campus'})"/>
  ${[text(110, 34, 700, drawable(`Quad · ${campusName}`), 0.9), ...lines].join('\n  ')}
</svg>`;
}

/** The event card's text: name, when (in the card's language), where and the club. */
function eventLines(event: EventView, timeZone: string, language: Language): string[] {
  const nameLines = wrapWords(drawable(event.name) || translatorFor(language)('mail:og.campusEvent'), 26, 3);
  const size = nameLines.length > 2 ? 64 : 76;
  return [
    ...nameLines.map((line, i) => text(210 + i * (size + 12), size, 700, line)),
    text(500, 36, 400, eventWhen(event.startsAt, timeZone, undefined, language)),
    text(560, 32, 400, cutText(drawable(`${event.venue} · ${event.organizer.name}`), 60), 0.9),
  ];
}

/**
 * The 1200×630 preview of an event: its own image, cropped and shaded under the text, or
 * the campus colours when it has none. PNG with a palette keeps photos small enough for
 * chat apps (WhatsApp drops previews over ~600 KB).
 */
export async function renderOgImage(
  event: EventView, photo: Buffer | undefined, campusName: string, timeZone: string, accent: string, language: Language = 'en',
): Promise<Buffer> {
  const overlay = Buffer.from(cardSvg(campusName, accent, eventLines(event, timeZone, language), Boolean(photo)));
  const sharp = await sharpModule();
  const base = photo
    ? sharp(photo).resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover' })
    : sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: cardColours(accent).top } });
  return base.composite([{ input: overlay }]).png({ palette: true, quality: 85, compressionLevel: 9 }).toBuffer();
}

/** A preview for a page that is not an event (the site, a club): a title and a line under it, on the campus colours. */
export async function renderSiteCard(title: string, subtitle: string, campusName: string, accent: string): Promise<Buffer> {
  const lines = [
    ...wrapWords(drawable(title) || 'Quad', 26, 2).map((line, i) => text(260 + i * 92, 80, 700, line)),
    ...wrapWords(drawable(subtitle), 48, 2).map((line, i) => text(480 + i * 50, 36, 400, line, 0.9)),
  ];
  const sharp = await sharpModule();
  return sharp(Buffer.from(cardSvg(campusName, accent, lines))).png({ palette: true, compressionLevel: 9 }).toBuffer();
}
