/**
 * The <head> of a public page: title, description, canonical link, Open Graph,
 * Twitter card and optional JSON-LD, written into the built index.html for link previews
 * and search engines, which do not run the app's JavaScript.
 */
import { cutAtWord } from '../../../domain/text-cut.ts';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of a 1200×630 image. */
  image: string;
  imageAlt: string;
  type: 'website' | 'event' | 'profile';
  siteName: string;
  /** schema.org data, written as one application/ld+json script. */
  jsonLd?: object;
  /** The page's oEmbed address (GET /api/oembed?url=…), announced for discovery (oembed.com §4). */
  oembed?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** JSON inside a <script>: no `</script>` or `<!--` can close or bend it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** One line of text for a description: whitespace folded, cut at a word near `max`. */
export function summary(text: string, max = 160): string {
  return cutAtWord(text.replace(/\s+/g, ' ').trim(), max);
}

export function renderHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
  ];
  if (head.oembed) tags.push(`<link rel="alternate" type="application/json+oembed" href="${escapeHtml(head.oembed)}" title="${escapeHtml(head.title)}" />`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * index.html with the page's head in place of the built default title and description.
 * The markers are the ones index.html carries; a build without them is a programming error.
 */
export function withHead(indexHtml: string, head: PageHead): string {
  const title = /<title>[\s\S]*?<\/title>/;
  const description = /<meta name="description"[^>]*>\s*/;
  if (!title.test(indexHtml)) throw new Error('index.html has no <title> to replace');
  return indexHtml.replace(description, '').replace(title, () => renderHead(head));
}
