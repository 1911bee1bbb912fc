import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, viewerOf } from '../auth/viewer.ts';
import type { RouteOptions } from '../context.ts';
import { presentEvent } from '../events/presenters.ts';
import { listEventsOfStudent } from '../events/queries.ts';
import { errorResponses } from '../http/openapi.ts';
import { myRegistrationSchema } from './openapi.ts';
import { presentRegistration } from './presenters.ts';

/** GET /api/me/registrations: the student's registrations, split by the events' start instants. */
export async function myRegistrationRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  app.withTypeProvider<ZodTypeProvider>().get('/me/registrations', {
    preValidation: requireRole('student', 'Only students have registrations'),
    schema: {
      tags: ['registrations'],
      summary: "The signed-in student's registrations, upcoming and past, each with its event",
      response: { 200: z.object({ upcoming: z.array(myRegistrationSchema), past: z.array(myRegistrationSchema) }), ...errorResponses(401, 403) },
    },
  }, async (request, reply) => {
    const studentId = viewerOf(request).id;
    const [rows, events] = await Promise.all([
      ctx.db.selectFrom('registrations').selectAll().where('student_id', '=', studentId).execute(),
      listEventsOfStudent(ctx.db, studentId),
    ]);
    const now = new Date();
    const byId = new Map(events.map((e) => [e.id, presentEvent(e, now)]));
    const items = rows
      .filter((r) => byId.has(r.event_id))
      .map((r) => ({ ...presentRegistration(r, { withTicket: true }), event: byId.get(r.event_id)! }))
      .sort((a, b) => a.event.startsAt.localeCompare(b.event.startsAt));
    reply.header('cache-control', 'no-store');
    return {
      upcoming: items.filter((i) => i.event.status === 'upcoming'),
      past: items.filter((i) => i.event.status === 'past').reverse(),
    };
  });
}
