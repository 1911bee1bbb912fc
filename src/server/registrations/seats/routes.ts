import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { mayRunEvents } from '../../../domain/policy/events.ts';
import { canSeeRegistrantContacts } from '../../../domain/policy/registrations.ts';
import { registrationDecisionsSchema, registrationSchema } from '../../../domain/responses/registrations.ts';
import type { Say } from '../../../domain/i18n/languages.ts';
import { requireActor, requireUser, viewerOf, type Viewer } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { requestTranslator } from '../../infrastructure/http/language.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams, MAX_ID_LENGTH } from '../../infrastructure/http/params.ts';
import { presentRegistration } from '../registrations/presenters.ts';
import { sensitiveAnswersFor } from '../registrations/sensitive.ts';
import { confirmSeat, decideInBulk, decideRegistration, type Decision, type SeatRow } from './service.ts';

const tags = ['registrations'];
const invalid = { error: MSG.invalidInput };

/** POST /api/events/:id/registrations/decisions: up to 200 pending registrations of the event, one decision for all. */
export const decisionsInputSchema = z.object({
  ids: z.array(z.string(invalid).min(1, invalid).max(MAX_ID_LENGTH, invalid), invalid).min(1, invalid).max(200, invalid),
  decision: z.enum(['approve', 'decline'], invalid),
});

/**
 * Approval: the event's organizer approves or declines pending registrations,
 * one or many at a time; a student confirms the seat offered to them. Students are
 * stopped at the gate (403); a registration someone may not see is a 404, another
 * organizer's included, as everywhere else (its id is no oracle); an event is public, so
 * another organizer's event is a 403, as its registration list is.
 */
export async function seatRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const organizer = requireActor(mayRunEvents, MSG.onlyOrganizerApproves);
  /**
   * A decided or confirmed registration as the event's list shows it to this viewer: the
   * decider (who runs the event) and its student see the contacts and every answer, the
   * sensitive ones as canReadSensitiveAnswers says; `t`, the viewer's language.
   */
  const presentFor = (viewer: Viewer, row: SeatRow, t: Say, withTicket = false) => {
    const facts = { studentId: row.student_id, organizerId: row.organizer_id };
    return presentRegistration(row, { withTicket, contacts: canSeeRegistrantContacts(viewer, facts), sensitive: sensitiveAnswersFor(ctx, viewer, row, row.organizer_id), t });
  };
  const tOf = (request: FastifyRequest) => requestTranslator(request, ctx.config, ctx.db);

  for (const decision of ['approve', 'decline'] as const satisfies Decision[]) {
    r.post(`/registrations/:id/${decision}`, {
      preValidation: organizer,
      schema: {
        tags,
        summary: decision === 'approve'
          ? 'Approve a pending registration (the event’s organizer): registered, or waitlisted when the event is full'
          : 'Decline a pending registration (the event’s organizer); it stays, declined',
        description: 'The student is e-mailed the decision. 409 `NOT_PENDING` unless the registration is pending approval.',
        params: idParams,
        response: { 200: registrationSchema, ...errorResponses(401, 403, 404, 409) },
      },
    }, async (request) => {
      const viewer = viewerOf(request);
      return presentFor(viewer, await decideRegistration(ctx, viewer, request.params.id, decision), await tOf(request));
    });
  }

  r.post('/events/:id/registrations/decisions', {
    preValidation: organizer,
    schema: {
      tags,
      summary: 'Approve or decline many pending registrations of an event at once (its organizer), all or none',
      description: 'Body: {ids: registration ids (1 to 200), decision: "approve"|"decline"}. An id not of this event is a 404 and one no longer pending a 409 (`fields.registrationId` names it); then nothing changes. Approved in order of arrival: past capacity, waitlisted.',
      params: idParams, body: decisionsInputSchema,
      response: { 200: registrationDecisionsSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    const rows = await decideInBulk(ctx, viewer, request.params.id, request.body.ids, request.body.decision);
    const t = await tOf(request);
    return { registrations: rows.map((row) => presentFor(viewer, row, t)) };
  });

  r.post('/registrations/:id/confirm', {
    preValidation: requireUser,
    schema: {
      tags,
      summary: 'Confirm the seat offered to you (its student) before the deadline: registered, with the ticket',
      description: '409 `NOT_OFFERED` when no seat is on offer, `OFFER_EXPIRED` at or after `offerExpiresAt`.',
      params: idParams,
      response: { 200: registrationSchema, ...errorResponses(401, 403, 404, 409) },
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    return presentFor(viewer, await confirmSeat(ctx, viewer, request.params.id), await tOf(request), true);
  });
}
