import { createHash } from 'node:crypto';

/**
 * Sets Mantine's colour scheme on <html> before the first paint: what the visitor chose
 * last (Mantine's own storage key), or else the device's setting (issue 15): a server-rendered page in dark mode would
 * otherwise flash light until the app starts. Inline, because a separate file would be
 * one more round trip before anything shows; allowed by its hash in the CSP (app.ts).
 */
export const COLOR_SCHEME_SCRIPT =
  "try{var s=localStorage.getItem('mantine-color-scheme-value');var c=s==='dark'||s==='light'?s:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.setAttribute('data-mantine-color-scheme',c)}catch(e){}";

/** The script's CSP source expression. */
export const COLOR_SCHEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`;

/** index.html with the script right after the charset, before any style or script. */
export function withColorScheme(indexHtml: string): string {
  return indexHtml.replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}\n    <script>${COLOR_SCHEME_SCRIPT}</script>`);
}
