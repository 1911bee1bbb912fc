import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../../domain/messages.ts';
import { maySelfCheckIn, mayStaffEvents } from '../../../domain/policy/events.ts';
import { canSeeRegistrantContacts } from '../../../domain/policy/registrations.ts';
import { doorCodeSchema, doorListSchema, scanResultsSchema } from '../../../domain/responses/attendance.ts';
import { checkInScansSchema, MAX_SCANS_PER_BATCH } from '../../../domain/schemas/check-ins.ts';
import { registrationSchema } from '../../../domain/responses/registrations.ts';
import { selfCheckInSchema } from '../../../domain/schemas/registration.ts';
import { requireActor, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { requestTranslator } from '../../infrastructure/http/language.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { presentRegistration } from './presenters.ts';
import { sensitiveAnswersFor } from './sensitive.ts';
import { currentDoorCode, selfCheckIn } from './self-check-in.ts';
import { registrationFacts } from './service.ts';
import { checkInScans, doorList } from './batch-check-in.ts';

const tags = ['attendance'];

/**
 * The door: the door screen's code and the student's self check-in with it; the
 * door device's copy of the list and its scans, sent in batches when the network returns.
 */
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
  }, async (request) => {
    const viewer = viewerOf(request);
    const row = await selfCheckIn(ctx, viewer, request.params.id, request.body.code);
    // The student's own registration: always named, so no language is needed here.
    return presentRegistration(row, { contacts: canSeeRegistrantContacts(viewer, registrationFacts(row)), sensitive: sensitiveAnswersFor(ctx, viewer, row, row.organizer_id) });
  });

  r.get('/events/:id/door-list', {
    preValidation: requireActor(mayStaffEvents, MSG.onlyOrganizerChecksIn),
    schema: {
      tags, summary: "The seat holders and their tickets' hashes, for a door device to check tickets offline (the club's owner, managers, door staff)",
      description: "Beyond API.md. Registered students only (the waitlist and the undecided hold no seat), by name; no e-mail or phone. No ticket codes, for any caller: each entry has `ticketHash`, the lowercase hex SHA-256 of its ticket code's UTF-8 bytes, so the device hashes a scanned code and looks it up (door staff never see a ticket code). `readAt`: when the server read it.",
      params: idParams, response: { 200: doorListSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request, reply) => {
    // Names and USNs: kept by the device that asked, never by a shared cache.
    reply.header('cache-control', 'no-store');
    return doorList(ctx, viewerOf(request), request.params.id, await requestTranslator(request, ctx.config, ctx.db));
  });

  r.post('/events/:id/check-ins', {
    preValidation: requireActor(mayStaffEvents, MSG.onlyOrganizerChecksIn),
    schema: {
      tags, summary: "A door device's scans, taken offline and sent when the network returns (the club's owner, managers, door staff); idempotent, the earliest time wins",
      description: `At most ${MAX_SCANS_PER_BATCH} scans, each \`{ticket, at}\` (API.md) or \`{registrationId, at}\` (beyond API.md: the list's "Check in" button, or a ticket the device matched to its door list), exactly one of the two, else 400 '${MSG.scanOneIdentifier}'; \`at\`: when the device scanned it, ISO 8601 with its offset. Another event's ticket or registration id is \`unknown\`. One result per scan, in order (see its \`status\`), echoing the scan's \`ticket\` or \`registrationId\`; a ticket code is never sent back for a registration id. A scan counts at its own time when that was inside the check-in window, even if it arrives after the window closed; a time more than 5 minutes ahead of the server's clock is \`future\`, one a few minutes ahead counts as now. Sending the same scans again changes nothing; a ticket already checked in at a later time is moved back to the earlier one.`,
      params: idParams, body: checkInScansSchema,
      response: { 200: scanResultsSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => checkInScans(ctx, viewerOf(request), request.params.id, request.body.scans, await requestTranslator(request, ctx.config, ctx.db)));
}
