import { createHash } from 'node:crypto';

/**
 * A page rendered on the server is read before the app runs; its code is fetched once
 * the first screen is painted with its main pictures (`fetchpriority="high"` images), so
 * that on a slow connection the styles and the picture are not shared with 100+ KB of
 * script that only makes the page interactive. Forms stay disabled until the app runs
 * (web/infrastructure/components/LiveForm.tsx), so nothing typed is lost. A picture that is slow to come
 * holds the code back at most 3 s.
 *
 * The entry script and its preloads arrive as inert links (`quad-entry`, `quad-preload`)
 * that this script turns into the real ones. Inline, because a file would be one more
 * round trip; allowed by its hash in the CSP (app.ts).
 */
export const BOOT_SCRIPT = [
  '(function(){var started=false;',
  'function boot(){if(started)return;started=true;',
  'document.querySelectorAll(\'link[rel="quad-preload"]\').forEach(function(l){var p=document.createElement("link");p.rel="modulepreload";p.crossOrigin="anonymous";p.href=l.href;document.head.appendChild(p)});',
  'var e=document.querySelector(\'link[rel="quad-entry"]\');if(!e)return;',
  'var s=document.createElement("script");s.type="module";s.crossOrigin="anonymous";s.src=e.href;document.head.appendChild(s)}',
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(boot,0)})}',
  'function whenPictured(){setTimeout(boot,3000);',
  'var waiting=[].filter.call(document.querySelectorAll(\'img[fetchpriority="high"]\'),function(i){return!i.complete});',
  'var left=waiting.length;if(!left)return afterPaint();',
  'waiting.forEach(function(i){function done(){if(--left===0)afterPaint()}i.addEventListener("load",done);i.addEventListener("error",done)})}',
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",whenPictured);else whenPictured()})()',
].join('');

/** The script's CSP source expression. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** A module preload that waits for the boot script. */
export function deferredPreload(href: string): string {
  return `<link rel="quad-preload" href="${href}">`;
}

/** The shell's entry script and preloads made inert, and the boot script that starts them after the first paint. */
export function bootAfterPaint(shell: string): string {
  return shell
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/, (_, src: string) => `<link rel="quad-entry" href="${src}">`)
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_, href: string) => deferredPreload(href))
    .replace('</head>', () => `<script>${BOOT_SCRIPT}</script>\n  </head>`);
}
