import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import { eventInputSchema, eventListQuerySchema, eventPatchSchema } from '../../domain/schemas/event.ts';
import { mayCreateEvent, mayRunEvents } from '../../domain/policy/events.ts';
import { requireActor, viewerOf } from '../auth/viewer.ts';
import type { RouteOptions } from '../context.ts';
import type { WaitlistLinks } from './waitlist-links.ts';
import { notFound } from '../http/errors.ts';
import { errorResponses } from '../http/openapi.ts';
import { idParams } from '../http/params.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { eventListingSchema, eventSchema, type EventListing } from '../../domain/responses/events.ts';
import { presentEvent, presentListingForViewer, presentRating } from './presenters.ts';
import { findEvent, findRatingTotals, listUpcomingEvents, viewerStates } from './queries.ts';
import { createEvent, deleteEvent, updateEvent } from './service.ts';


/** A signed-in student's id: their registration state is joined into event reads. */
function studentId(request: FastifyRequest): string | undefined {
  return request.viewer?.role === 'student' ? request.viewer.id : undefined;
}

export async function eventRoutes(app: FastifyInstance, { ctx, waitlist }: RouteOptions & { waitlist: WaitlistLinks }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/events', {
    schema: {
      tags: ['events'],
      summary: 'Upcoming events, soonest first, filtered and paged',
      querystring: eventListQuerySchema,
      // Documents the page; its bytes are sent pre-encoded (the shared cache), not re-serialized.
      response: { 200: eventListingSchema, ...errorResponses(400) },
    },
  }, async (request, reply) => {
    const { name, organizer, date, cursor, limit = 50 } = request.query;
    const read = async (): Promise<EventListing> => {
      const now = new Date();
      const rows = await listUpcomingEvents(
        ctx.db,
        { name: name || undefined, organizer: organizer || undefined, date: date || undefined, cursor: cursor ? decodeCursor(cursor) : undefined, limit, now: now.toISOString() },
      );
      const page = rows.slice(0, limit).map((row) => presentEvent(row, now));
      const last = page.at(-1);
      return { events: page, nextCursor: rows.length > limit && last ? encodeCursor({ startsAt: last.startsAt, id: last.id }) : null };
    };
    // Everyone sees the same page: built and serialized once, shared until a write or
    // until its first event starts (and drops out of "upcoming").
    const key = JSON.stringify([name ?? '', organizer ?? '', date ?? '', cursor ?? '', limit]);
    const cached = await ctx.publicReads.get(key, async () => {
      const body = await read();
      const first = body.events[0];
      return { body, validUntil: first ? Date.parse(first.startsAt) : undefined };
    });
    // Sent as built (presentEvent's type is the schema's shape), without a second serialization.
    const raw = reply as FastifyReply;
    const viewer = studentId(request);
    if (viewer) {
      const states = await ctx.recentViewerStates.read(viewer, async () => ({ value: await viewerStates(ctx.db, viewer) }));
      return raw.type('application/json; charset=utf-8').send(presentListingForViewer(cached, states));
    }
    raw.header('etag', cached.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === cached.etag) return raw.status(304).send();
    return raw.type('application/json; charset=utf-8').send(cached.payload);
  });

  r.get('/events/:id', {
    schema: {
      tags: ['events'],
      summary: 'One event, upcoming or past',
      params: idParams,
      response: { 200: eventSchema, ...errorResponses(404) },
    },
  }, async (request) => {
    const row = await findEvent(ctx.db, request.params.id, studentId(request));
    if (!row) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
    const event = presentEvent(row);
    // Ratings are of events that took place; the extra read is only for those.
    const rating = event.status === 'past' ? presentRating(await findRatingTotals(ctx.db, row.id)) : undefined;
    return rating ? { ...event, rating } : event;
  });

  r.post('/events', {
    preValidation: requireActor(mayCreateEvent, MSG.onlyOrganizersCreate),
    schema: {
      tags: ['events'],
      summary: 'Create an event (organizers)',
      body: eventInputSchema,
      response: { 201: eventSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const id = await createEvent(ctx, viewerOf(request), request.body);
    return reply.status(201).send(presentEvent((await findEvent(ctx.db, id))!));
  });

  r.patch('/events/:id', {
    preValidation: requireActor(mayRunEvents, MSG.notAllowedToEditEvent),
    schema: {
      tags: ['events'],
      summary: "Change an event (its organizer)",
      params: idParams,
      body: eventPatchSchema,
      response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    await updateEvent(ctx, waitlist, viewerOf(request), request.params.id, request.body);
    return presentEvent((await findEvent(ctx.db, request.params.id))!);
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
