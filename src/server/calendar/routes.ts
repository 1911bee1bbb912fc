import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import { requireRole, viewerOf } from '../auth/viewer.ts';
import type { RouteOptions, ServerContext } from '../context.ts';
import { newSecret } from '../db/ids.ts';
import { nowIso, toIso } from '../db/time.ts';
import { findEvent, listEventsOfStudent, type EventRecord } from '../events/queries.ts';
import { notFound } from '../http/errors.ts';
import { errorResponses } from '../http/openapi.ts';
import { idParams } from '../http/params.ts';
import { toIcs, type CalendarEvent } from './ics.ts';

const toCalendarEvent = (e: EventRecord): CalendarEvent => ({
  id: e.id, name: e.name, description: e.description, venue: e.venue, startsAt: toIso(e.starts_at), organizerName: e.organizer_name,
});

function feedUrl(ctx: ServerContext, token: string) {
  return `${ctx.config.publicUrl}/api/calendar/${token}.ics`;
}

/** `.ics` per event, and a secret per-student feed that calendar apps subscribe to. */
export async function calendarRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const studentOnly = requireRole('student', 'Only students have a calendar feed');

  r.get('/events/:id/calendar.ics', {
    schema: { tags: ['calendar'], summary: 'The event as iCalendar', params: idParams },
  }, async (request, reply) => {
    const event = await findEvent(ctx.db, request.params.id);
    if (!event) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="quad-${event.id}.ics"`)
      .send(toIcs([toCalendarEvent(event)], ctx.config.publicUrl));
  });

  r.get('/me/calendar', {
    preValidation: studentOnly,
    schema: { tags: ['calendar'], summary: "The secret URL of the student's calendar feed", response: { 200: z.object({ url: z.string() }), ...errorResponses(401, 403) } },
  }, async (request, reply) => {
    const row = await ctx.db.selectFrom('students').select('calendar_token').where('user_id', '=', viewerOf(request).id).executeTakeFirst();
    if (!row) throw notFound(MSG.studentProfileNotFound);
    reply.header('cache-control', 'no-store');
    return { url: feedUrl(ctx, row.calendar_token) };
  });

  r.post('/me/calendar/reset', {
    preValidation: studentOnly,
    schema: { tags: ['calendar'], summary: 'A new secret feed URL; the old one stops working', response: { 200: z.object({ url: z.string() }), ...errorResponses(401, 403) } },
  }, async (request) => {
    const token = newSecret();
    await ctx.db.updateTable('students').set({ calendar_token: token, updated_at: nowIso() }).where('user_id', '=', viewerOf(request).id).execute();
    return { url: feedUrl(ctx, token) };
  });

  r.get('/calendar/:file', {
    schema: { tags: ['calendar'], summary: "A student's registered events (secret feed)", params: z.object({ file: z.string().max(100) }) },
  }, async (request, reply) => {
    const token = request.params.file.replace(/\.ics$/, '');
    const student = await ctx.db.selectFrom('students').select('user_id').where('calendar_token', '=', token).executeTakeFirst();
    if (!student) throw notFound('Calendar not found');
    const events = await listEventsOfStudent(ctx.db, student.user_id);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(toIcs(events.map(toCalendarEvent), ctx.config.publicUrl, 'Quad — my events'));
  });
}
