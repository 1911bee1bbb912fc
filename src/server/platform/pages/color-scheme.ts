import { createHash } from 'node:crypto';

/**
 * Sets Mantine's colour scheme on <html> before the first paint: what the visitor chose
 * last (Mantine's own storage key), or else the device's setting: a server-rendered page in dark mode would
 * otherwise flash light until the app starts. Inline, because a separate file would be
 * one more round trip before anything shows; allowed by its hash in the CSP (app.ts).
 */
export const COLOR_SCHEME_SCRIPT =
  "try{var s=localStorage.getItem('mantine-color-scheme-value');var c=s==='dark'||s==='light'?s:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.setAttribute('data-mantine-color-scheme',c)}catch(e){}";

/** The script's CSP source expression. */
export const COLOR_SCHEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`;

/**
 * The scheme the server renders with: Mantine's "auto" (providers.tsx) resolves to light
 * where there is no window. Written on <html> too, because Mantine's colours are all
 * scoped to the attribute: without JavaScript the script never runs, and a page without
 * it has transparent buttons and inputs.
 */
export const SERVER_COLOR_SCHEME = 'light';

/** index.html with the rendered scheme on <html>, and the script right after the charset, before any style or script. */
export function withColorScheme(indexHtml: string): string {
  return indexHtml
    .replace(/<html(?![^>]*data-mantine-color-scheme)/i, `<html data-mantine-color-scheme="${SERVER_COLOR_SCHEME}"`)
    .replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}\n    <script>${COLOR_SCHEME_SCRIPT}</script>`);
}
