import { createHash } from 'node:crypto';
import { accentScale, filledShade } from '../../../domain/accent.ts';
import { eventPagePath } from '../../../domain/event-path.ts';
import { eventWhen } from '../../../domain/event-when.ts';
import type { EventView } from '../../../domain/events.ts';
import { escapeHtml } from '../pages/head.ts';

/**
 * The embed pages (/embed/organizers/:id, /embed/events, /embed/events/:id): plain HTML
 * with a little inline CSS and one inline script, no app bundle, so a club's website
 * loads a few kilobytes. Links open the event's page in a new tab: inside the frame, the
 * visitor is still on the club's site.
 */

/** What the frame says to its parent: its content's height in CSS pixels (docs/platform.md "Embeds"). */
export const EMBED_HEIGHT_MESSAGE = 'quad:embed-height';

/**
 * Posts the height whenever it changes. The target is `*`: the page cannot know which site
 * framed it, and a height is no secret; the snippet (embed.js) checks where a message came from.
 */
const HEIGHT_SCRIPT =
  `(function(){var m=document.getElementById('quad-embed'),last=0;function send(){var h=Math.ceil(m.getBoundingClientRect().height);` +
  `if(h!==last&&window.parent!==window){last=h;window.parent.postMessage({type:'${EMBED_HEIGHT_MESSAGE}',height:h},'*');}}` +
  `if(window.ResizeObserver)new ResizeObserver(send).observe(m);window.addEventListener('load',send);window.addEventListener('resize',send);send();})();`;

/** The inline script's hash: the embed pages' policy allows exactly it. */
export const HEIGHT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEIGHT_SCRIPT).digest('base64')}'`;

/**
 * The embed pages' content security policy: any site may frame them (`frame-ancestors *`,
 * the only pages that allow it), and they load nothing but their own inline style and script.
 */
export const EMBED_CSP = [
  "default-src 'none'",
  `script-src ${HEIGHT_SCRIPT_HASH}`,
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

export interface EmbedSite {
  publicUrl: string;
  campusName: string;
  timeZone: string;
  accent: string;
}

function styles(accent: string): string {
  const { shades } = accentScale(accent);
  const link = filledShade(accent);
  return [
    ':root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#fff}',
    'html,body{margin:0}',
    `#quad-embed{padding:12px;border-top:4px solid ${link}}`,
    'h1{font-size:1.1rem;margin:0 0 8px}',
    'ul{list-style:none;margin:0;padding:0;display:grid;gap:8px}',
    `li{border:1px solid #d0d7de;border-left:4px solid ${shades[4]};border-radius:8px;padding:10px 12px;background:#fff}`,
    `a{color:${link};font-weight:600;text-decoration:underline;text-underline-offset:2px}`,
    `a:focus-visible{outline:2px solid ${link};outline-offset:2px}`,
    '.when,.where{display:block;font-size:.9rem;color:#424a53;margin-top:2px}',
    '.empty{margin:0;color:#424a53}',
    'footer{margin-top:10px;font-size:.8rem;color:#424a53}',
    '.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
  ].join('');
}

function eventItem(event: EventView, site: EmbedSite): string {
  const href = `${site.publicUrl}${eventPagePath(event.id)}`;
  return (
    `<li><a href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(event.name)}<span class="sr"> (opens in a new tab)</span></a>` +
    `<span class="when">${escapeHtml(eventWhen(event.startsAt, site.timeZone))}</span>` +
    `<span class="where">${escapeHtml(event.venue)} · ${escapeHtml(event.organizer.name)}</span></li>`
  );
}

/** A list of upcoming events under a heading, or a line saying there are none. */
export function renderEmbedList(heading: string, events: EventView[], site: EmbedSite, moreUrl: string): string {
  const list = events.length
    ? `<ul>${events.map((e) => eventItem(e, site)).join('')}</ul>`
    : '<p class="empty">No upcoming events right now.</p>';
  return document(
    heading,
    `<h1>${escapeHtml(heading)}</h1>${list}` +
      `<footer><a href="${escapeHtml(moreUrl)}" target="_blank" rel="noopener">All events on Quad · ${escapeHtml(site.campusName)}<span class="sr"> (opens in a new tab)</span></a></footer>`,
    site,
  );
}

/** One event as a card (the oEmbed answer's frame). */
export function renderEmbedEvent(event: EventView, site: EmbedSite): string {
  return document(`${event.name} · Quad`, `<ul>${eventItem(event, site)}</ul>`, site);
}

function document(title: string, body: string, site: EmbedSite): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${styles(site.accent)}</style></head>` +
    `<body><main id="quad-embed">${body}</main><script>${HEIGHT_SCRIPT}</script></body></html>`
  );
}
