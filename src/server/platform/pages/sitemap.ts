import { toIso } from '../../infrastructure/db/time.ts';
import { escapeHtml } from './head.ts';

export interface SitemapEntry {
  loc: string;
  lastmod?: Date | string;
}

/** sitemaps.org's XML: one <url> per public page. */
export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${toIso(lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeHtml(loc)}</loc>${modified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Search engines may read the public pages; account and organizer tools stay out. */
export function renderRobots(publicUrl: string): string {
  const privatePaths = [
    // The sign-in and sign-up pages stay crawlable: people search for them ("Quad login").
    '/api/', '/forgot-password', '/reset-password', '/email-link',
    '/account', '/inbox', '/involvement', '/tickets', '/records/', '/complete-profile', '/feedback', '/admin/', '/edit-event/', '/manage-event/', '/edit-registration/', '/event-feedback/',
    '/*/profile', '/*/register', '/*/create-event', '/*/activity',
  ];
  return ['User-agent: *', 'Allow: /', ...privatePaths.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
