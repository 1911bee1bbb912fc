import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventWhen } from '../../domain/event-when.ts';
import type { EventView } from '../../domain/events.ts';
import type { ServerContext } from '../context.ts';
import { findEvent } from '../events/queries.ts';
import { presentEvent } from '../events/presenters.ts';
import { idParams } from '../http/params.ts';
import { imageGate, loadImage } from '../images/service.ts';
import { escapeHtml, summary, withHead, type PageHead } from './head.ts';
import { renderOgImage } from './og-image.ts';
import { listSitemapEvents, listSitemapOrganizers, SITEMAP_LIMIT } from './queries.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { eventJsonLd } from './structured-data.ts';

export interface PageRouteOptions {
  ctx: ServerContext;
  /** The built index.html; absent in API-only tests, where pages answer 404. */
  indexHtml?: string;
}

const HTML = 'text/html; charset=utf-8';

/** Rendered previews, by what they show: a chat app fetches one many times. */
const previews = new Map<string, Buffer>();
const MAX_PREVIEWS = 200;
const previewKey = (e: EventView) => JSON.stringify([e.id, e.name, e.startsAt, e.venue, e.organizer.name, e.imageUrl]);

/** The event's public view, shared by every signed-out request until a write clears it. */
async function publicEvent(ctx: ServerContext, id: string): Promise<EventView | null> {
  const cached = await ctx.publicReads.get(`page:event:${id}`, async () => {
    const row = await findEvent(ctx.db, id);
    return { body: row ? presentEvent(row) : null };
  });
  return cached.body as EventView | null;
}

function eventHead(ctx: ServerContext, event: EventView): PageHead {
  const { publicUrl, campusName, campusTimeZone } = ctx.config;
  const url = `${publicUrl}/events/${encodeURIComponent(event.id)}`;
  const image = `${url}/og.png`;
  const when = eventWhen(event.startsAt, campusTimeZone);
  return {
    title: `${event.name} · ${event.organizer.name} · Quad`,
    description: summary(`${when} at ${event.venue}, by ${event.organizer.name}. ${event.description}`),
    url,
    image,
    imageAlt: `${event.name}, ${when}`,
    type: 'event',
    siteName: `Quad · ${campusName}`,
    jsonLd: eventJsonLd(event, { publicUrl, campusName, timeZone: campusTimeZone }, {
      page: url,
      image,
      organizer: `${publicUrl}/${encodeURIComponent(event.organizer.id)}/dashboard`,
    }),
  };
}

/**
 * The event as plain HTML inside #root: what a visitor sees before the app's script has
 * run, and what crawlers read. The app replaces it when it starts.
 */
function eventMarkup(ctx: ServerContext, event: EventView): string {
  const when = eventWhen(event.startsAt, ctx.config.campusTimeZone);
  return `<main><article><h1>${escapeHtml(event.name)}</h1><p>${escapeHtml(when)}</p><p>${escapeHtml(event.venue)}</p><p>${escapeHtml(event.organizer.name)}</p><p>${escapeHtml(event.description)}</p></article></main>`;
}

function notFoundHead(ctx: ServerContext, path: string): PageHead {
  return {
    title: 'Page not found · Quad',
    description: 'This page does not exist, or the event was removed.',
    url: `${ctx.config.publicUrl}${path}`,
    image: `${ctx.config.publicUrl}/logo.svg`,
    imageAlt: 'Quad',
    type: 'website',
    siteName: `Quad · ${ctx.config.campusName}`,
  };
}

const withRoot = (html: string, markup: string) => html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);

/** Public pages (API.md "Public pages"): the event page, its preview image, sitemap and robots. */
export async function publicPageRoutes(app: FastifyInstance, { ctx, indexHtml }: PageRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hide = { hide: true } as const;

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).header('cache-control', 'no-cache').type(HTML).send(html);

  r.get('/events/:id', { schema: { ...hide, params: idParams } }, async (request, reply) => {
    if (!indexHtml) return reply.callNotFound();
    const event = await publicEvent(ctx, request.params.id);
    if (!event) return sendPage(reply, 404, withHead(indexHtml, notFoundHead(ctx, request.url)));
    return sendPage(reply, 200, withRoot(withHead(indexHtml, eventHead(ctx, event)), eventMarkup(ctx, event)));
  });

  r.get('/events/:id/og.png', { schema: { ...hide, params: idParams } }, async (request, reply) => {
    const event = await publicEvent(ctx, request.params.id);
    if (!event) return reply.status(404).type('text/plain').send('Not found');
    const key = previewKey(event);
    let png = previews.get(key);
    if (!png) {
      const imageId = event.imageUrl?.split('/').pop()?.split('?')[0];
      // One image is decoded at a time, as for uploads (images/service.ts).
      png = await imageGate.run(async () => {
        const photo = imageId ? await loadImage(ctx.db, imageId, 'full') : undefined;
        return renderOgImage(event, photo, ctx.config.campusName, ctx.config.campusTimeZone);
      });
      if (previews.size >= MAX_PREVIEWS) previews.delete(previews.keys().next().value!);
      previews.set(key, png);
    }
    return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png);
  });

  r.get('/sitemap.xml', { schema: hide }, async (_request, reply) => {
    const { publicUrl } = ctx.config;
    const events = await listSitemapEvents(ctx.db, SITEMAP_LIMIT);
    const clubs = await listSitemapOrganizers(ctx.db, SITEMAP_LIMIT - events.length);
    const xml = renderSitemap([
      { loc: `${publicUrl}/` },
      ...events.map((e) => ({ loc: `${publicUrl}/events/${encodeURIComponent(e.id)}`, lastmod: e.updated_at })),
      ...clubs.map((c) => ({ loc: `${publicUrl}/${encodeURIComponent(c.id)}/dashboard`, lastmod: c.updated_at })),
      ...['/about', '/terms', '/developers'].map((p) => ({ loc: `${publicUrl}${p}` })),
    ]);
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  r.get('/robots.txt', { schema: hide }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(renderRobots(ctx.config.publicUrl)),
  );
}
