import { filledShade, normalizeHexColour } from '../../../domain/accent.ts';
import { loadSharp } from '../../infrastructure/images/sharp.ts';

/*
 * Quad's mark, the web app manifest and the theme colour in the campus's accent
 * (CAMPUS_ACCENT). A campus sets its colour when it starts the server, not when Quad is
 * built, so these are made by the server from the setting: the SVGs and the manifest as
 * text, the PNG icons once per process with sharp. public/ keeps copies in Quad's own
 * accent for the development server (scripts/make-icons.mjs).
 */

/** The four tiles of the mark on a 64×64 grid, white on the accent. */
const TILES =
  '<rect x="12" y="12" width="18" height="18" rx="4" fill="#fff"/><rect x="34" y="12" width="18" height="18" rx="4" fill="#fff" fill-opacity=".7"/><rect x="12" y="34" width="18" height="18" rx="4" fill="#fff" fill-opacity=".7"/><rect x="34" y="34" width="18" height="18" rx="4" fill="#fff"/>';

/** The accent's filled shade: white tiles on it keep the contrast of a filled button, so a pale campus colour still gives a legible mark. */
const markColour = filledShade;

/** The mark (favicon and logo): a rounded square of the accent with four white tiles. */
export function logoSvg(accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${markColour(accent)}"/>${TILES}</svg>`;
}

/**
 * The maskable icon: full-bleed accent, the tiles scaled to 80 % about the centre so their
 * corners stay inside the safe zone (a circle of 80 % of the width) the device crops to.
 */
export function maskableSvg(accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${markColour(accent)}"/><g transform="translate(32 32) scale(0.8) translate(-32 -32)">${TILES}</g></svg>`;
}

/** The manifest's icons, by their address: size and whether it is the maskable one. */
export const ICONS = {
  '/icons/icon-192.png': { size: 192, maskable: false },
  '/icons/icon-512.png': { size: 512, maskable: false },
  '/icons/maskable-512.png': { size: 512, maskable: true },
} as const;
export type IconPath = keyof typeof ICONS;

/** One of the manifest's PNG icons in the accent (a palette PNG: a few kB). */
export async function renderIcon(accent: string, path: IconPath): Promise<Buffer> {
  const { size, maskable } = ICONS[path];
  const sharp = await loadSharp();
  return sharp(Buffer.from(maskable ? maskableSvg(accent) : logoSvg(accent)), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** The built manifest with the accent as its theme colour. */
export function brandedManifest(manifestJson: string, accent: string): string {
  const manifest = JSON.parse(manifestJson) as Record<string, unknown>;
  return JSON.stringify({ ...manifest, theme_color: normalizeHexColour(accent) }, null, 2);
}

/** index.html with the accent as the browser's theme colour (the address bar, the installed app's title bar). */
export function withThemeColor(html: string, accent: string): string {
  return html.replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${normalizeHexColour(accent)}$2`);
}
