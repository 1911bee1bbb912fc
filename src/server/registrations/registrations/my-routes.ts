import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../../domain/messages.ts';
import { canSeeRegistrantContacts, mayHaveRegistrations } from '../../../domain/policy/registrations.ts';
import { requireActor, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { presentEvent } from '../../events/events/presenters.ts';
import { listEventsOfStudent } from '../../events/events/queries.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { myRegistrationsSchema } from '../../../domain/responses/registrations.ts';
import { presentRegistration } from './presenters.ts';
import { sensitiveAnswersFor } from './sensitive.ts';
import { requestLanguage } from '../../infrastructure/http/language.ts';
import { listStudentRatings, listStudentRegistrations } from './queries.ts';

/** GET /api/me/registrations: the student's registrations, split by the events' start instants. */
export async function myRegistrationRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  app.withTypeProvider<ZodTypeProvider>().get('/me/registrations', {
    preValidation: requireActor(mayHaveRegistrations, MSG.onlyStudentsHaveRegistrations),
    schema: {
      tags: ['registrations'],
      summary: "The signed-in student's registrations, upcoming and past, each with its event",
      response: { 200: myRegistrationsSchema, ...errorResponses(401, 403) },
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const studentId = viewer.id;
    const [rows, events, ratings] = await Promise.all([
      listStudentRegistrations(ctx.db, studentId),
      listEventsOfStudent(ctx.db, studentId),
      listStudentRatings(ctx.db, studentId),
    ]);
    const now = new Date();
    const languages = { campus: ctx.config.defaultLanguage, wanted: await requestLanguage(request, ctx.config, ctx.db) };
    const byId = new Map(events.map((e) => [e.id, presentEvent(e, languages, now)]));
    const items = rows
      .filter((r) => byId.has(r.event_id))
      .map((r) => {
        const event = byId.get(r.event_id)!;
        const contacts = canSeeRegistrantContacts(viewer, { studentId: r.student_id, organizerId: event.organizer.id });
        return {
          ...presentRegistration(r, { withTicket: true, lottery: event.allocation === 'lottery', contacts, sensitive: sensitiveAnswersFor(ctx, viewer, r, event.organizer.id) }),
          event,
          feedbackRating: ratings.get(r.event_id) ?? null,
        };
      })
      .sort((a, b) => a.event.startsAt.localeCompare(b.event.startsAt));
    reply.header('cache-control', 'no-store');
    return {
      upcoming: items.filter((i) => i.event.status === 'upcoming'),
      past: items.filter((i) => i.event.status === 'past').reverse(),
    };
  });
}
