/**
 * Cutting text for display, by grapheme (what a reader sees as one character): a cut by
 * UTF-16 unit or code point can split an emoji, a flag, a family (ZWJ sequence) or a letter
 * from its accent, and show a broken glyph ("Priya �…"). Every place that shortens a text
 * for display goes through here.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text's graphemes, in order. */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** How many graphemes the text has. */
export function graphemeLength(text: string): number {
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

/**
 * The text cut to at most `max` graphemes with `mark` after it when anything was cut;
 * the whole text when it fits. The mark counts in `max` unless `markOutside`.
 */
export function cutText(text: string, max: number, { mark = '…', markOutside = false }: { mark?: string; markOutside?: boolean } = {}): string {
  const parts = graphemes(text);
  if (parts.length <= max) return text;
  const keep = Math.max(0, markOutside ? max : max - graphemeLength(mark));
  return `${parts.slice(0, keep).join('').trimEnd()}${mark}`;
}

/**
 * Like cutText, but at the last word boundary when one is near the end (after
 * `minShare` of the kept text), so a word is not cut in two.
 */
export function cutAtWord(text: string, max: number, { mark = '…', minShare = 0.6 }: { mark?: string; minShare?: number } = {}): string {
  const parts = graphemes(text);
  if (parts.length <= max) return text;
  const kept = parts.slice(0, Math.max(0, max - graphemeLength(mark)));
  const lastSpace = kept.lastIndexOf(' ');
  return `${(lastSpace > max * minShare ? kept.slice(0, lastSpace) : kept).join('').trimEnd()}${mark}`;
}

/** An emoji shown as a picture (emoji presentation, a flag, a keycap): drawn only by a font with emoji in it. */
const EMOJI = /\p{Emoji_Presentation}|\p{Regional_Indicator}|\u20e3|\ufe0f/u;

/** The text without its emoji graphemes (for a renderer with no emoji font), spaces folded. */
export function withoutEmoji(text: string): string {
  return graphemes(text)
    .filter((g) => !EMOJI.test(g))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
