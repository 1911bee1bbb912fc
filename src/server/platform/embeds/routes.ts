import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubPagePath } from '../../../domain/event-path.ts';
import { normalizeEventType } from '../../../domain/events.ts';
import { oembedSchema } from '../../../domain/responses/oembed.ts';
import { oembedQuerySchema } from '../../../domain/schemas/embed.ts';
import { eventListQuerySchema } from '../../../domain/schemas/event.ts';
import { eventTagsMessage, normalizeTags } from '../../../domain/tags.ts';
import type { RouteOptions, ServerContext } from '../../infrastructure/context.ts';
import { badRequest } from '../../infrastructure/http/errors.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { EMBED_CSP, renderEmbedEvent, renderEmbedList, type EmbedSite } from './page.ts';
import { clubCalendar, clubEmbed, eventEmbed, eventOembed, listingEmbed } from './service.ts';
import { embedScript } from './snippet.ts';

/** The listing's filters, as its address carries them (the home page's URL). */
const embedListQuery = eventListQuerySchema.pick({ name: true, organizer: true, date: true, until: true, tag: true, type: true });

/** A minute: a new event shows on the club's site soon, and a busy site does not ask for every visitor. */
const EMBED_CACHE = 'public, max-age=60';

const site = (ctx: ServerContext): EmbedSite => ({
  publicUrl: ctx.config.publicUrl,
  campusName: ctx.config.campusName,
  timeZone: ctx.config.campusTimeZone,
  accent: ctx.config.campusAccent,
});

/**
 * An embed page's answer: the only one any site may frame. Every other page keeps the
 * policy of app.ts (`frame-ancestors 'none'`, X-Frame-Options), set on the raw response
 * before routing; this one replaces the policy and drops X-Frame-Options, which has no
 * "allow all" value.
 */
function sendEmbed(reply: FastifyReply, html: string) {
  reply.raw.removeHeader('x-frame-options');
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', EMBED_CSP)
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('cache-control', EMBED_CACHE)
    .send(html);
}

/** GET /embed/organizers/:id, /embed/events, /embed/events/:id and /embed.js (docs/platform.md "Embeds"). */
export async function embedPageRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hide = { hide: true } as const;

  r.get('/embed/organizers/:id', { schema: { ...hide, params: idParams } }, async (request, reply) => {
    const { club, events } = await clubEmbed(ctx, request.params.id);
    const { publicUrl } = ctx.config;
    return sendEmbed(reply, renderEmbedList(`Upcoming events · ${club.name}`, events, site(ctx), `${publicUrl}${clubPagePath(club.id)}`));
  });

  r.get('/embed/events', { schema: { ...hide, querystring: embedListQuery } }, async (request, reply) => {
    const { name, organizer, date, until } = request.query;
    const tag = request.query.tag ? normalizeTags([request.query.tag], ctx.config.eventTags)?.[0] : undefined;
    if (request.query.tag && !tag) throw badRequest(eventTagsMessage, { tag: eventTagsMessage });
    const type = request.query.type ? normalizeEventType(request.query.type) : undefined;
    const filters = { name: name || undefined, organizer: organizer || undefined, date: date || undefined, until: date && until ? until : undefined, tag, type };
    const events = await listingEmbed(ctx, filters);
    // The footer opens the same filtered listing on Quad.
    const search = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1]))).toString();
    return sendEmbed(reply, renderEmbedList(`Upcoming events at ${ctx.config.campusName}`, events, site(ctx), `${ctx.config.publicUrl}/${search ? `?${search}` : ''}`));
  });

  r.get('/embed/events/:id', { schema: { ...hide, params: idParams } }, async (request, reply) => {
    return sendEmbed(reply, renderEmbedEvent(await eventEmbed(ctx, request.params.id), site(ctx)));
  });

  const script = embedScript();
  r.get('/embed.js', { schema: hide }, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      // Loaded by <script src> from the club's site: a no-cors read that same-origin would refuse.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=3600')
      .send(script),
  );
}

/** GET /api/oembed and GET /api/organizers/:id/calendar.ics. */
export async function embedApiRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/oembed', {
    schema: {
      tags: ['embeds'],
      summary: 'oEmbed for an event page: a "rich" answer framing the event\'s card',
      description: '`url`: an event page of this site (`/events/:id`). `format`: `json` only; any other is 501, as oembed.com says. 400 for another site\'s address, 404 for an unknown event.',
      querystring: oembedQuerySchema,
      response: { 200: oembedSchema, ...errorResponses(400, 404, 501) },
    },
  }, async (request, reply) => {
    const answer = await eventOembed(ctx, request.query);
    // Consumers (CMSs, chat tools) call from their own servers, and sometimes from a browser.
    return reply.header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=3600').send(answer);
  });

  r.get('/organizers/:id/calendar.ics', {
    schema: { tags: ['calendar'], summary: "The club's upcoming public events as an iCalendar feed", params: idParams, response: { 200: z.unknown().describe('text/calendar'), ...errorResponses(404) } },
  }, async (request, reply) => {
    const ics = await clubCalendar(ctx, request.params.id);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="quad-club-${request.params.id.replace(/[^\w-]/g, '')}.ics"`)
      .header('cache-control', 'public, max-age=300')
      .send(ics);
  });
}
