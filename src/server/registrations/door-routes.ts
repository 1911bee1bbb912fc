import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages.ts';
import { maySelfCheckIn, mayStaffEvents } from '../../domain/policy/events.ts';
import { doorCodeSchema } from '../../domain/responses/attendance.ts';
import { registrationSchema } from '../../domain/responses/registrations.ts';
import { selfCheckInSchema } from '../../domain/schemas/registration.ts';
import { requireActor, viewerOf } from '../auth/viewer.ts';
import type { RouteOptions } from '../context.ts';
import { errorResponses } from '../http/openapi.ts';
import { idParams } from '../http/params.ts';
import { presentRegistration } from './presenters.ts';
import { currentDoorCode, selfCheckIn } from './self-check-in.ts';

const tags = ['attendance'];

/** Self check-in at the door (issue 20): the door screen's code, and the student's check-in with it. */
export async function doorRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/events/:id/door-code', {
    preValidation: requireActor(mayStaffEvents, MSG.onlyOrganizerChecksIn),
    schema: {
      tags, summary: "The door screen's current code (the club's owner, managers, door staff); changes every 30 s",
      description: '409 `SELF_CHECK_IN_OFF` unless the event has self check-in on. `url` is what the QR code holds; a code is accepted until 30 s after `expiresAt`.',
      params: idParams, response: { 200: doorCodeSchema, ...errorResponses(401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    // A code must never be served from a cache after its step.
    reply.header('cache-control', 'no-store');
    return currentDoorCode(ctx, viewerOf(request), request.params.id);
  });

  r.post('/events/:id/self-check-in', {
    preValidation: requireActor(maySelfCheckIn, MSG.onlyStudentsSelfCheckIn),
    schema: {
      tags, summary: 'Check yourself in with the door screen’s code (a registered student)',
      description: "400 'This code has expired.' (`CODE_EXPIRED`) for a wrong or old code; 403 'You are not registered for this event.' without a seat; 409 when already checked in, outside the check-in window or when self check-in is off (`SELF_CHECK_IN_OFF`).",
      params: idParams, body: selfCheckInSchema,
      response: { 200: registrationSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => presentRegistration(await selfCheckIn(ctx, viewerOf(request), request.params.id, request.body.code)));
}
