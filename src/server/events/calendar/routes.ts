import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { calendarFeedSchema } from '../../../domain/responses/calendar.ts';
import { mayHaveCalendarFeed } from '../../../domain/policy/registrations.ts';
import { requireActor, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions, ServerContext } from '../../context.ts';
import { newSecret } from '../../infrastructure/db/ids.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import { findPublicEvent, listEventsOfStudent, type EventRecord } from '../events/queries.ts';
import { notFound } from '../../infrastructure/http/errors.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { toIcs, type CalendarEvent } from './ics.ts';
import { timedEventFields } from '../../infrastructure/outbox/event-fields.ts';
import { findCalendarToken, findStudentByCalendarToken, replaceCalendarToken } from './queries.ts';

const toCalendarEvent = (e: EventRecord, timeZone: string): CalendarEvent => timedEventFields(e, timeZone);

function feedUrl(ctx: ServerContext, token: string) {
  return `${ctx.config.publicUrl}/api/calendar/${token}.ics`;
}

/** `.ics` per event, and a secret per-student feed that calendar apps subscribe to. */
export async function calendarRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const studentOnly = requireActor(mayHaveCalendarFeed, MSG.onlyStudentsHaveCalendar);

  r.get('/events/:id/calendar.ics', {
    schema: { tags: ['calendar'], summary: 'The event as iCalendar', params: idParams, response: { 200: z.unknown().describe('text/calendar'), ...errorResponses(404) } },
  }, async (request, reply) => {
    const event = await findPublicEvent(ctx.db, request.params.id);
    if (!event) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="quad-${event.id}.ics"`)
      .send(await toIcs([toCalendarEvent(event, ctx.config.campusTimeZone)], ctx.config.publicUrl));
  });

  r.get('/me/calendar', {
    preValidation: studentOnly,
    schema: { tags: ['calendar'], summary: "The secret URL of the student's calendar feed", response: { 200: calendarFeedSchema, ...errorResponses(401, 403) } },
  }, async (request, reply) => {
    const token = await findCalendarToken(ctx.db, viewerOf(request).id);
    if (token === undefined) throw notFound(MSG.studentProfileNotFound);
    reply.header('cache-control', 'no-store');
    return { url: feedUrl(ctx, token) };
  });

  r.post('/me/calendar/reset', {
    preValidation: studentOnly,
    schema: { tags: ['calendar'], summary: 'A new secret feed URL; the old one stops working', response: { 200: calendarFeedSchema, ...errorResponses(401, 403) } },
  }, async (request) => {
    const token = newSecret();
    await replaceCalendarToken(ctx.db, viewerOf(request).id, token, nowIso());
    return { url: feedUrl(ctx, token) };
  });

  r.get('/calendar/:file', {
    schema: { tags: ['calendar'], summary: "A student's registered events (secret feed)", params: z.object({ file: z.string().max(100) }), response: { 200: z.unknown().describe('text/calendar'), ...errorResponses(400, 404) } },
  }, async (request, reply) => {
    const token = request.params.file.replace(/\.ics$/, '');
    const studentId = await findStudentByCalendarToken(ctx.db, token);
    if (studentId === undefined) throw notFound(MSG.calendarNotFound);
    const events = await listEventsOfStudent(ctx.db, studentId);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(await toIcs(events.map((e) => toCalendarEvent(e, ctx.config.campusTimeZone)), ctx.config.publicUrl, 'Quad — my events'));
  });
}
