import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventPagePath } from '../../../domain/event-path.ts';
import { staffsClub } from '../../../domain/policy/organizers.ts';
import type { EventView } from '../../../domain/events.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { findPublicEvent } from '../../events/events/queries.ts';
import { presentEvent } from '../../events/events/presenters.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { imageGate, loadImage } from '../../infrastructure/images/service.ts';
import { findOrganizer } from '../../identity/organizers/queries.ts';
import type { AppPages } from './app-pages.ts';
import { brandedManifest, ICONS, logoSvg, renderIcon, type IconPath } from './brand.ts';
import { clubHead, eventHead, notFoundHead, registerHead, staticHead } from './heads.ts';
import { renderOgImage, renderSiteCard } from './og-image.ts';
import { listSitemapEvents, listSitemapOrganizers, SITEMAP_LIMIT } from './queries.ts';
import { sendAppPage } from './respond.ts';
import { sendRoutedPage } from './page-status.ts';
import { requestLanguage } from '../../infrastructure/http/language.ts';
import { isLanguage, type Language, type UiLanguage } from '../../../domain/i18n/languages.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

export interface PageRouteOptions {
  ctx: ServerContext;
  /** The built app; absent in API-only tests, where pages answer 404. */
  pages?: AppPages;
}

/** Rendered previews, by what they show: a chat app fetches one many times. */
const previews = new Map<string, Buffer>();
const MAX_PREVIEWS = 200;
function remember(key: string, png: Buffer) {
  if (previews.size >= MAX_PREVIEWS) previews.delete(previews.keys().next().value!);
  previews.set(key, png);
}
const previewKey = (e: EventView) => JSON.stringify([e.id, e.name, e.startsAt, e.venue, e.organizer.name, e.imageUrl]);

/** The event's public view in a language (its name and description), shared by every signed-out request until a write clears it. */
async function publicEvent(ctx: ServerContext, id: string, wanted: UiLanguage | undefined): Promise<EventView | null> {
  const cached = await ctx.publicReads.get(`page:event:${id}:${wanted ?? ''}`, async () => {
    const row = await findPublicEvent(ctx.db, id);
    return { body: row ? presentEvent(row, { campus: ctx.config.defaultLanguage, wanted }) : null };
  });
  return cached.body as EventView | null;
}

/** The club's name and field for its head and card, shared like the event's. */
async function publicClub(ctx: ServerContext, id: string) {
  const cached = await ctx.publicReads.get(`page:club:${id}`, async () => {
    const row = await findOrganizer(ctx.db, id);
    return { body: row ? { id: row.id, name: row.name, field: row.field } : null };
  });
  return cached.body as { id: string; name: string; field: string } | null;
}

/** As the built files beside them: kept an hour, like every file not in assets/. */
const BRAND_CACHE = 'public, max-age=3600';

/**
 * Quad's mark, icons and manifest in the campus accent (brand.ts), in place of the built
 * files of the same address. Each is made at its first request and kept for the process.
 */
async function brandRoutes(app: FastifyInstance, ctx: ServerContext) {
  const accent = ctx.config.campusAccent;
  const logo = logoSvg(accent);
  for (const file of ['/favicon.svg', '/logo.svg']) {
    app.get(file, { schema: { hide: true } }, (_request, reply) => reply.type('image/svg+xml').header('cache-control', BRAND_CACHE).send(logo));
  }
  const icons = new Map<IconPath, Promise<Buffer>>();
  for (const icon of Object.keys(ICONS) as IconPath[]) {
    app.get(icon, { schema: { hide: true } }, async (_request, reply) => {
      let png = icons.get(icon);
      if (!png) {
        icons.set(icon, (png = imageGate.run(() => renderIcon(accent, icon))));
        // A failure is not kept: the next request tries again.
        png.catch(() => icons.delete(icon));
      }
      return reply.type('image/png').header('cache-control', BRAND_CACHE).send(await png);
    });
  }
  let manifest: string | undefined;
  app.get('/manifest.webmanifest', { schema: { hide: true } }, (_request, reply) => {
    const file = path.join(ctx.config.webRoot ?? '', 'manifest.webmanifest');
    if (manifest === undefined) {
      if (!existsSync(file)) return reply.callNotFound();
      manifest = brandedManifest(readFileSync(file, 'utf8'), accent);
    }
    return reply.type('application/manifest+json; charset=utf-8').header('cache-control', BRAND_CACHE).send(manifest);
  });
}

/**
 * Public pages (API.md "Public pages"), rendered on the server (respond.ts): the home,
 * info and sign-in pages, the club page and the event page; their preview images,
 * the sitemap and robots.
 */
export async function publicPageRoutes(app: FastifyInstance, { ctx, pages }: PageRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hide = { hide: true } as const;
  const root = app;

  if (pages) {
    for (const path of ['/', '/about', '/terms', '/privacy', '/developers', '/login', '/student-signup', '/organizer-signup']) {
      const head = staticHead(ctx, path);
      r.get(path, { schema: hide }, (request, reply) => sendAppPage(root, ctx, pages, request, reply, head && (() => head)));
    }
    // The app's shell as the pages left to the browser get it, colour scheme first: the
    // service worker keeps it as the offline fallback for any page (vite.config.ts).
    r.get('/index.html', { schema: hide }, (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(pages.shell));
    await brandRoutes(app, ctx);
  }

  r.get('/events/:id', { schema: { ...hide, params: idParams } }, async (request, reply) => {
    if (!pages) return reply.callNotFound();
    const event = await publicEvent(ctx, request.params.id, await requestLanguage(request, ctx.config, ctx.db));
    if (!event) return sendAppPage(root, ctx, pages, request, reply, () => notFoundHead(ctx, request.url), 404);
    return sendAppPage(root, ctx, pages, request, reply, () => eventHead(ctx, event));
  });

  // A student's registration form, rendered with their session (a page of their own, never
  // the page for anyone), so the form is in the first paint. Otherwise, as any page the
  // router shows: a signed-out visitor gets the app, which sends them to sign in and back.
  r.get('/:id/register', { schema: { ...hide, params: idParams } }, async (request, reply) => {
    if (!pages || request.params.id === 'api') return reply.callNotFound();
    const event = await publicEvent(ctx, request.params.id, await requestLanguage(request, ctx.config, ctx.db));
    if (!event) return sendRoutedPage(root, ctx, pages, request, reply);
    return sendAppPage(root, ctx, pages, request, reply, () => registerHead(ctx, event), 200, true);
  });

  // The club's page, and the sections of its team's workspace below it (the same page for
  // everyone else): rendered with the club's head, whose canonical address is the club's page.
  for (const section of ['', '/people', '/insights', '/settings']) {
    r.get(`/:id/dashboard${section}`, { schema: { ...hide, params: idParams } }, async (request, reply) => {
      if (!pages || request.params.id === 'api') return reply.callNotFound();
      const club = await publicClub(ctx, request.params.id);
      // An unknown club is a 404; the app then sends the visitor home with a message (SPEC.md).
      if (!club) return sendAppPage(root, ctx, pages, request, reply, () => notFoundHead(ctx, request.url), 404);
      // The club's team gets its workspace (its shape, until the browser has its code) in the first paint.
      return sendAppPage(root, ctx, pages, request, reply, () => clubHead(ctx, club), 200, staffsClub(request.viewer, club.id));
    });
  }

  // The site's card in each language (`?lang=`, else the campus's), drawn once each.
  const siteCards = new Map<Language, Promise<Buffer>>();
  r.get('/og.png', { schema: hide }, async (request, reply) => {
    const asked = (request.query as { lang?: unknown } | undefined)?.lang;
    const language = isLanguage(asked) ? asked : ctx.config.defaultLanguage;
    const t = translatorFor(language);
    let card = siteCards.get(language);
    if (!card) siteCards.set(language, (card = renderSiteCard(t('mail:og.siteTitle'), t('mail:og.siteText'), ctx.config.campusName, ctx.config.campusAccent)));
    return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(await card);
  });

  r.get('/:id/og.png', { schema: { ...hide, params: idParams } }, async (request, reply) => {
    if (request.params.id === 'api') return reply.callNotFound();
    const club = await publicClub(ctx, request.params.id);
    if (!club) return reply.status(404).type('text/plain').send('Not found');
    const key = JSON.stringify(['club', club.id, club.name, club.field]);
    let png = previews.get(key);
    if (!png) {
      png = await imageGate.run(() => renderSiteCard(club.name, club.field, ctx.config.campusName, ctx.config.campusAccent));
      remember(key, png);
    }
    return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png);
  });

  r.get('/events/:id/og.png', { schema: { ...hide, params: idParams } }, async (request, reply) => {
    // A link preview is fetched by a chat app's crawler, whose languages are not the reader's:
    // the page's head names the language it was made in (`?lang=`), else the event's own.
    const asked = (request.query as { lang?: unknown } | undefined)?.lang;
    const event = await publicEvent(ctx, request.params.id, isLanguage(asked) ? asked : undefined);
    if (!event) return reply.status(404).type('text/plain').send('Not found');
    // Its date in the language its name is in.
    const language = event.language ?? ctx.config.defaultLanguage;
    const key = JSON.stringify([previewKey(event), language]);
    let png = previews.get(key);
    if (!png) {
      const imageId = event.imageUrl?.split('/').pop()?.split('?')[0];
      // One image is decoded at a time, as for uploads (images/service.ts).
      png = await imageGate.run(async () => {
        const photo = imageId ? await loadImage(ctx.db, imageId, 'full') : undefined;
        return renderOgImage(event, photo, ctx.config.campusName, ctx.config.campusTimeZone, ctx.config.campusAccent, language);
      });
      remember(key, png);
    }
    return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png);
  });

  r.get('/sitemap.xml', { schema: hide }, async (_request, reply) => {
    const { publicUrl } = ctx.config;
    const events = await listSitemapEvents(ctx.db, SITEMAP_LIMIT);
    const clubs = await listSitemapOrganizers(ctx.db, SITEMAP_LIMIT - events.length);
    const xml = renderSitemap([
      { loc: `${publicUrl}/` },
      ...events.map((e) => ({ loc: `${publicUrl}${eventPagePath(e.id)}`, lastmod: e.updated_at })),
      ...clubs.map((c) => ({ loc: `${publicUrl}/${encodeURIComponent(c.id)}/dashboard`, lastmod: c.updated_at })),
      ...['/about', '/terms', '/privacy', '/developers'].map((p) => ({ loc: `${publicUrl}${p}` })),
    ]);
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  r.get('/robots.txt', { schema: hide }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(renderRobots(ctx.config.publicUrl)),
  );
}
