/**
 * The campus accent (CAMPUS_ACCENT, a hex colour) and the ten shades the web app's theme
 * makes of it. Shared by the server, which validates the setting, and the web app, which
 * turns it into its primary colour (docs/design.md).
 */

/** Quad's own accent when the campus sets none: a deep lagoon teal, not the usual indigo. */
export const DEFAULT_CAMPUS_ACCENT = '#0b7a75';

/** `#rgb` or `#rrggbb`, any case. */
export function isHexColour(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

/** `#rrggbb` in lower case (a three-digit colour written out). */
export function normalizeHexColour(value: string): string {
  const hex = value.trim().toLowerCase().slice(1);
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(normalizeHexColour(hex).slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => toLinear(c / 255)) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

// OKLCH (perceptual lightness, chroma, hue): shades of one hue that look evenly spaced.
function toOklch(hex: string): [number, number, number] {
  const [r, g, b] = toRgb(hex).map((c) => toLinear(c / 255)) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return [L, Math.hypot(A, B), Math.atan2(B, A)];
}

function oklchToLinear(L: number, C: number, h: number): Rgb {
  const A = C * Math.cos(h);
  const B = C * Math.sin(h);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

/** The colour of that lightness and hue, its chroma lowered until it fits in sRGB. */
function fromOklch(L: number, C: number, h: number): string {
  let c = C;
  for (let i = 0; i < 40; i++) {
    const rgb = oklchToLinear(L, c, h);
    if (rgb.every((v) => v >= -0.0005 && v <= 1.0005)) return toHex(rgb.map((v) => fromLinear(Math.min(1, Math.max(0, v))) * 255) as Rgb);
    c *= 0.92;
  }
  return toHex(oklchToLinear(L, 0, h).map((v) => fromLinear(Math.min(1, Math.max(0, v))) * 255) as Rgb);
}

/** Lightness of shades 0 (a tint for backgrounds) to 9 (the deepest), and how much of the accent's chroma each keeps. */
const LIGHTNESS = [0.97, 0.93, 0.87, 0.8, 0.72, 0.65, 0.58, 0.51, 0.44, 0.37];
const CHROMA = [0.12, 0.25, 0.45, 0.65, 0.85, 0.95, 1, 1, 0.95, 0.85];

export interface AccentScale {
  /** Ten shades, light to dark; the accent itself is the one nearest its own lightness. */
  shades: [string, string, string, string, string, string, string, string, string, string];
  /**
   * The shade of filled buttons (and of links on white): the campus colour itself when
   * white text on it reaches 4.5:1, else the next deeper shade that does; never lighter than 5.
   */
  filled: number;
}

/** The ten shades of a campus accent, and the shade filled buttons use so white text on them stays readable. */
export function accentScale(accent: string): AccentScale {
  const hex = normalizeHexColour(isHexColour(accent) ? accent : DEFAULT_CAMPUS_ACCENT);
  const [L, C, h] = toOklch(hex);
  const shades = LIGHTNESS.map((l, i) => fromOklch(l, C * CHROMA[i]!, h)) as AccentScale['shades'];
  // The campus's own colour stands in for the shade nearest it, so a filled button is that colour when it can be.
  const nearest = LIGHTNESS.reduce((best, l, i) => (Math.abs(l - L) < Math.abs(LIGHTNESS[best]! - L) ? i : best), 0);
  shades[nearest] = hex;
  let filled = Math.max(5, nearest);
  while (filled < 9 && contrast('#ffffff', shades[filled]!) < 4.5) filled++;
  // Even the deepest shade is too light (a very pale accent): a darker one replaces it.
  if (contrast('#ffffff', shades[9]) < 4.5) shades[9] = fromOklch(0.3, C * 0.8, h);
  return { shades, filled };
}

/** The accent's filled shade: white text on it, and it as text on white, keep 4.5:1 (buttons, links, the mark). */
export function filledShade(accent: string): string {
  const { shades, filled } = accentScale(accent);
  return shades[filled]!;
}
