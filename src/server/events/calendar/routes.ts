import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { calendarFeedSchema } from '../../../domain/responses/calendar.ts';
import { mayHaveCalendarFeed } from '../../../domain/policy/registrations.ts';
import { requireActor, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions, ServerContext } from '../../infrastructure/context.ts';
import { newSecret } from '../../infrastructure/db/ids.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import { findPublicEvent, listEventsOfStudent, type EventRecord } from '../events/queries.ts';
import { notFound } from '../../infrastructure/http/errors.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { toIcs, type CalendarEvent } from './ics.ts';
import { timedEventFields } from '../../infrastructure/outbox/event-fields.ts';
import { findCalendarToken, findStudentByCalendarToken, replaceCalendarToken } from './queries.ts';
import { recordInLanguage } from '../events/presenters.ts';
import { requestLanguage } from '../../infrastructure/http/language.ts';
import { findAccountLanguage } from '../../infrastructure/http/queries.ts';
import { isLanguage } from '../../../domain/i18n/languages.ts';

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
    const inLanguage = recordInLanguage(event, { campus: ctx.config.defaultLanguage, wanted: await requestLanguage(request, ctx.config, ctx.db) });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="quad-${event.id}.ics"`)
      .header('vary', 'accept-language, cookie')
      .send(await toIcs([toCalendarEvent(inLanguage, ctx.config.campusTimeZone)], ctx.config.publicUrl));
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
    // A calendar app fetches the feed with no session: it is in the student's chosen language.
    const chosen = await findAccountLanguage(ctx.db, studentId);
    const languages = { campus: ctx.config.defaultLanguage, wanted: isLanguage(chosen) ? chosen : undefined };
    const events = (await listEventsOfStudent(ctx.db, studentId)).map((e) => recordInLanguage(e, languages));
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(await toIcs(events.map((e) => toCalendarEvent(e, ctx.config.campusTimeZone)), ctx.config.publicUrl, 'Quad — my events'));
  });
}
