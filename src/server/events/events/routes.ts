import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { eventInputSchema, eventListQuerySchema, eventPatchSchema } from '../../../domain/schemas/event.ts';
import { mayCreateEvent, mayRunEvents } from '../../../domain/policy/events.ts';
import { requireActor, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import type { WaitlistLinks } from './waitlist-links.ts';
import type { VenueLinks } from './venue-links.ts';
import type { FollowerLinks } from './follower-links.ts';
import type { ForYouLinks } from './for-you-links.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../infrastructure/http/errors.ts';
import { eventTagsMessage, normalizeTags } from '../../../domain/tags.ts';
import { normalizeEventType } from '../../../domain/events.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { eventListingSchema, eventSchema, seriesSchema, type EventListing } from '../../../domain/responses/events.ts';
import { presentEvent, presentEventForViewer, presentListingForViewer, presentRating, sayReason } from './presenters.ts';
import { isAdminViewer } from '../../infrastructure/auth/admin.ts';
import { canSeeEvent } from '../../../domain/policy/review.ts';
import { etagMatches, sharedBody } from '../../infrastructure/http/compression.ts';
import { type EventRecord, findEvent, findRatingTotals, findSeries, listSeriesEvents, listUpcomingEvents, listUpcomingEventsByIds, viewerStates } from './queries.ts';
import { createEvent, deleteEvent, updateEventOrFollowing } from './service.ts';
import { requestLanguage } from '../../infrastructure/http/language.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { PSEUDO_LANGUAGE } from '../../../domain/i18n/languages.ts';
import type { EventLanguages } from '../../../domain/event-language.ts';


/** A signed-in student's id: their registration state is joined into event reads. */
function studentId(request: FastifyRequest): string | undefined {
  return request.viewer?.role === 'student' ? request.viewer.id : undefined;
}

export async function eventRoutes(app: FastifyInstance, { ctx, waitlist, followers, venues, forYou }: RouteOptions & { waitlist: WaitlistLinks; followers: FollowerLinks; venues: VenueLinks; forYou: ForYouLinks }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The reader's language for an event's name and description (docs/i18n.md), and the campus default. */
  async function languagesOf(request: FastifyRequest): Promise<EventLanguages> {
    return { campus: ctx.config.defaultLanguage, wanted: await requestLanguage(request, ctx.config, ctx.db) };
  }

  /**
   * The student's picks with their reasons, one page; never shared between viewers, but
   * remembered for a moment per student like their registrations (cleared by any write).
   */
  async function forYouListing(request: FastifyRequest, reply: FastifyReply) {
    if (!request.viewer) throw unauthorized();
    const viewer = studentId(request);
    if (!viewer) throw forbidden(MSG.onlyStudentsForYou);
    const languages = await languagesOf(request);
    const body = await ctx.recentForYou.read(`${viewer}:${languages.wanted}`, async () => ({ value: sharedBody(Buffer.from(JSON.stringify(await readForYou(viewer, languages)))) }));
    reply.header('vary', 'accept-language, cookie');
    reply.header('cache-control', 'no-store');
    return reply.type('application/json; charset=utf-8').send(body);
  }

  async function readForYou(viewer: string, languages: EventLanguages): Promise<EventListing> {
    const now = new Date();
    const picks = await forYou.picksFor(viewer, now.toISOString());
    const wanted = languages.wanted ?? languages.campus;
    const t = translatorFor(wanted, wanted === PSEUDO_LANGUAGE);
    const records = new Map((await listUpcomingEventsByIds(ctx.db, picks.map((p) => p.eventId), now.toISOString(), viewer)).map((r) => [r.id, r]));
    const events = picks.flatMap((p) => {
      const record = records.get(p.eventId);
      return record ? [{ ...presentEvent(record, languages, now), reason: sayReason(p.reason, t) }] : [];
    });
    return { events, nextCursor: null };
  }

  r.get('/events', {
    schema: {
      tags: ['events'],
      summary: 'Upcoming events, soonest first, filtered and paged; `for=me`: the signed-in student\'s For-you listing',
      querystring: eventListQuerySchema,
      // Documents the page; its bytes are sent pre-encoded (the shared cache), not re-serialized.
      response: { 200: eventListingSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    if (request.query.for === 'me') return forYouListing(request, reply as FastifyReply);
    const { name, organizer, date, until, cursor, limit = 50 } = request.query;
    const type = request.query.type ? normalizeEventType(request.query.type) : undefined;
    const tag = request.query.tag ? normalizeTags([request.query.tag], ctx.config.eventTags)?.[0] : undefined;
    if (request.query.tag && !tag) throw badRequest(eventTagsMessage, { tag: eventTagsMessage });
    const languages = await languagesOf(request);
    const read = async (): Promise<EventListing> => {
      const now = new Date();
      const rows = await listUpcomingEvents(
        ctx.db,
        { name: name || undefined, organizer: organizer || undefined, date: date || undefined, until: date && until ? until : undefined, tag, type, cursor: cursor ? decodeCursor(cursor) : undefined, limit, now: now.toISOString() },
      );
      const page = rows.slice(0, limit).map((row) => presentEvent(row, languages, now));
      const last = page.at(-1);
      return { events: page, nextCursor: rows.length > limit && last ? encodeCursor({ startsAt: last.startsAt, id: last.id }) : null };
    };
    // Everyone sees the same page: built and serialized once, shared until a write or
    // until its first event starts (and drops out of "upcoming").
    // One copy per language: the names and descriptions are the reader's language's.
    const key = JSON.stringify([name ?? '', organizer ?? '', date ?? '', until ?? '', tag ?? '', type ?? '', cursor ?? '', limit, languages.wanted]);
    const cached = await ctx.publicReads.get(key, async () => {
      const body = await read();
      const first = body.events[0];
      return { body, validUntil: first ? Date.parse(first.startsAt) : undefined };
    });
    // Sent as built (presentEvent's type is the schema's shape), without a second serialization.
    const raw = reply as FastifyReply;
    raw.header('vary', 'accept-language, cookie');
    const viewer = studentId(request);
    if (viewer) {
      const states = await ctx.recentViewerStates.read(viewer, async () => ({ value: await viewerStates(ctx.db, viewer) }));
      return raw.type('application/json; charset=utf-8').send(presentListingForViewer(cached, states));
    }
    raw.header('etag', cached.etag).header('cache-control', 'no-cache');
    if (etagMatches(request.headers['if-none-match'], cached.etag)) return raw.status(304).send();
    return raw.type('application/json; charset=utf-8').send(cached.payload);
  });

  r.get('/series/:id', {
    schema: {
      tags: ['events'],
      summary: 'A weekly or fortnightly series and all its dates, in order',
      params: idParams,
      response: { 200: seriesSchema, ...errorResponses(404) },
    },
  }, async (request, reply) => {
    const series = await findSeries(ctx.db, request.params.id);
    if (!series) throw notFound(MSG.seriesNotFound, 'SERIES_NOT_FOUND');
    const now = new Date();
    const languages = await languagesOf(request);
    reply.header('vary', 'accept-language, cookie');
    const events = (await listSeriesEvents(ctx.db, series.id, studentId(request))).map((row) => presentEvent(row, languages, now));
    return { id: series.id, every: series.every, organizer: { id: series.organizer_id, name: series.organizer_name ?? '' }, events };
  });

  r.get('/events/:id', {
    schema: {
      tags: ['events'],
      summary: 'One event, upcoming or past',
      params: idParams,
      response: { 200: eventSchema, ...errorResponses(404) },
    },
  }, async (request, reply) => {
    // An approved event is the same for everyone: built and serialized once, shared until a
    // write or until it starts (when it turns past and shows its rating); a student's own
    // state is laid over it from their remembered states. Anything else reads as before.
    const languages = await languagesOf(request);
    // One copy per language, as the listing's.
    const shared = await ctx.publicReads.get(`event:${request.params.id}:${languages.wanted}`, async () => {
      const row = await findEvent(ctx.db, request.params.id, undefined);
      if (!row || row.review_status !== 'approved') return { body: null, validUntil: 0 };
      const event = await presentEventWithRating(row, languages);
      return { body: event, validUntil: event.status === 'upcoming' ? Date.parse(event.startsAt) : undefined };
    });
    const raw = reply as FastifyReply;
    raw.header('vary', 'accept-language, cookie');
    const viewer = studentId(request);
    if (shared.body) {
      raw.type('application/json; charset=utf-8');
      if (!viewer) {
        raw.header('etag', shared.etag).header('cache-control', 'no-cache');
        if (etagMatches(request.headers['if-none-match'], shared.etag)) return raw.status(304).send();
        return raw.send(shared.payload);
      }
      const states = await ctx.recentViewerStates.read(viewer, async () => ({ value: await viewerStates(ctx.db, viewer) }));
      return raw.send(presentEventForViewer(shared, states?.get(request.params.id)));
    }
    const row = await findEvent(ctx.db, request.params.id, viewer);
    if (!row) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
    // Not approved yet: to anyone else it does not exist.
    if (row.review_status !== 'approved') {
      const context = { admin: await isAdminViewer(ctx, request.viewer), registered: Boolean(row.viewer_registration_id) };
      if (!canSeeEvent(request.viewer, { organizerId: row.organizer_id, reviewStatus: row.review_status }, context)) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
    }
    return presentEventWithRating(row, languages);
  });

  /** The event as API.md's Event; ratings are of events that took place, so the extra read is only for those. */
  async function presentEventWithRating(row: EventRecord, languages: EventLanguages) {
    const event = presentEvent(row, languages);
    const rating = event.status === 'past' ? presentRating(await findRatingTotals(ctx.db, row.id)) : undefined;
    return rating ? { ...event, rating } : event;
  }

  r.post('/events', {
    config: { idempotent: true },
    preValidation: requireActor(mayCreateEvent, MSG.onlyOrganizersCreate),
    schema: {
      tags: ['events'],
      summary: 'Create an event (organizers)',
      body: eventInputSchema,
      response: { 201: eventSchema, ...errorResponses(400, 401, 403, 409) },
    },
  }, async (request, reply) => {
    const id = await createEvent(ctx, followers, venues, viewerOf(request), request.body);
    return reply.status(201).send(presentEvent((await findEvent(ctx.db, id))!, await languagesOf(request)));
  });

  r.patch('/events/:id', {
    preValidation: requireActor(mayRunEvents, MSG.notAllowedToEditEvent),
    schema: {
      tags: ['events'],
      summary: "Change an event (its organizer)",
      params: idParams,
      body: eventPatchSchema,
      response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    await updateEventOrFollowing(ctx, waitlist, venues, viewerOf(request), request.params.id, request.body);
    return presentEvent((await findEvent(ctx.db, request.params.id))!, await languagesOf(request));
  });

  r.delete('/events/:id', {
    preValidation: requireActor(mayRunEvents, MSG.notAllowedToDeleteEvent),
    schema: {
      tags: ['events'],
      summary: 'Delete an event with its registrations and feedback (its organizer)',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
  }, async (request, reply) => {
    await deleteEvent(ctx, viewerOf(request), request.params.id);
    return reply.status(204).send(null);
  });
}
