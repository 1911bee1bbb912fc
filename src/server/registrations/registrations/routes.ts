import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { checkInSchema, clubRegistrationsQuerySchema, csvQuerySchema, registrationBodySchemaFor } from '../../../domain/schemas/registration.ts';
import { requireActor, requireUser, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { loadEventFor } from '../../events/events/service.ts';
import { canCheckIn, mayRegister, mayRunEvents, mayStaffEvents } from '../../../domain/policy/events.ts';
import { requestLanguage, requestTranslator } from '../../infrastructure/http/language.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { notFound } from '../../infrastructure/http/errors.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { csvFilename, registrationsCsv } from './csv.ts';
import { clubRegistrationListSchema, registrationListSchema, registrationSchema } from '../../../domain/responses/registrations.ts';
import { canSeeRegistrantContacts, isOwnRegistration } from '../../../domain/policy/registrations.ts';
import { clubRegistrationsFor, eventRegistrationsForCsv, eventRegistrationsForDoor } from './manage-list.ts';
import { presentClubRegistrationList, presentRegistration, presentRegistrationList } from './presenters.ts';
import { checkIn, checkInByCode, editRegistration, loadRegistration, registrationFacts, removeRegistration, undoCheckIn } from './service.ts';
import { register } from './register.ts';
import { cipherOf, openSensitive, sensitiveAnswersFor } from './sensitive.ts';
import { ticketQrSvg } from './ticket.ts';
import type { RegistrationWithEvent } from './queries.ts';

const tags = ['registrations'];

export async function registrationRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const organizer = requireActor(mayRunEvents, MSG.onlyOrganizerSeesRegistrations);
  const doorStaff = requireActor(mayStaffEvents, MSG.onlyOrganizerSeesRegistrations);
  /** The catalogue's words in the request's language (a former participant's name, the CSV's headers). */
  const tOf = (request: FastifyRequest) => requestTranslator(request, ctx.config, ctx.db);
  /** A registration as this viewer may see it: door staff without contacts and answers, sensitive ones for those who may read them. */
  const presentFor = async (request: FastifyRequest, row: RegistrationWithEvent, withTicket = false) => {
    const viewer = viewerOf(request);
    return presentRegistration(row, { withTicket, contacts: canSeeRegistrantContacts(viewer, registrationFacts(row)), sensitive: sensitiveAnswersFor(ctx, viewer, row, row.organizer_id), t: await tOf(request) });
  };

  r.post('/events/:id/registrations', {
    config: { idempotent: true },
    preValidation: requireActor(mayRegister, MSG.onlyStudentsRegister),
    schema: {
      tags, summary: 'Register for an event (students); waitlisted when it is full',
      description: "`answers`: the event's questions answered by id; a required one left out is 400 'Please answer: <question>' with `fields['answers.<id>']`.",
      params: idParams, body: registrationBodySchemaFor(ctx.config.usnPattern),
      response: { 201: registrationSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    const { answers, ...input } = request.body;
    const viewer = viewerOf(request);
    const row = await register(ctx, viewer, request.params.id, input, answers);
    const own = isOwnRegistration(viewer, { studentId: row.student_id });
    return reply.status(201).send(presentRegistration(row, { withTicket: true, contacts: own, sensitive: own ? openSensitive(cipherOf(ctx), row) : {} }));
  });

  r.get('/events/:id/registrations', {
    preValidation: doorStaff,
    schema: {
      tags, summary: "An event's registrations (its club's owner and managers; door staff without contacts and answers); q matches name, USN, e-mail or an answer to a question that is not sensitive",
      description: 'Registered first, then offered, waitlisted, pending, entered and declined. `questions`: the columns of answers (removed questions someone answered last, `removed: true`); `optionCounts`: per one-choice question, how many chose each option.',
      params: idParams, querystring: z.object({ q: z.string().trim().max(100).optional() }),
      response: { 200: registrationListSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request) => {
    return presentRegistrationList(await eventRegistrationsForDoor(ctx, viewerOf(request), request.params.id, request.query.q || undefined), await tOf(request));
  });

  r.get('/organizers/:id/registrations', {
    preValidation: requireUser,
    schema: {
      tags, summary: "Registrations across a club's events, newest first (its team; e-mail and phone for its owner and managers only)",
      description: '`q` matches name or USN (and e-mail for those who see contacts); `eventId` and `status` narrow the list; at most `limit` rows (default 200, at most 500) of `total`.',
      params: idParams, querystring: clubRegistrationsQuerySchema,
      response: { 200: clubRegistrationListSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    return presentClubRegistrationList(await clubRegistrationsFor(ctx, viewerOf(request), request.params.id, request.query), await tOf(request));
  });

  r.get('/events/:id/registrations.csv', {
    preValidation: organizer,
    schema: {
      tags, summary: "An event's registrations as CSV (its organizer), with a column per question answered",
      description: "Answers to sensitive questions only with `includeSensitive=true`, and that export is written to the audit log. The header row, a checkbox's Yes/No and a former participant's name are in the requester's language (English without one); the columns' order, statuses and times never change.",
      params: idParams, querystring: csvQuerySchema,
      response: { 200: z.unknown().describe('text/csv'), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const { event, rows, questions, sensitive } = await eventRegistrationsForCsv(ctx, viewerOf(request), request.params.id, request.query.includeSensitive === 'true');
    const language = await requestLanguage(request, ctx.config, ctx.db);
    if (language !== 'en') reply.header('content-language', language);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFilename(event.name)}"`)
      .header('cache-control', 'no-store')
      .send(registrationsCsv(rows, questions, sensitive, await tOf(request)));
  });

  r.post('/events/:id/check-in', {
    preValidation: requireActor(mayStaffEvents, MSG.onlyOrganizerChecksIn),
    schema: {
      tags, summary: 'Check in the holder of a scanned ticket (its organizer); 409 when already checked in or outside the check-in window',
      params: idParams, body: checkInSchema,
      response: { 200: registrationSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    await loadEventFor(ctx, viewerOf(request), request.params.id, canCheckIn, MSG.onlyOrganizerChecksIn);
    return presentFor(request, await checkInByCode(ctx, viewerOf(request), request.params.id, request.body.code));
  });

  r.get('/registrations/:id', {
    preValidation: requireUser,
    schema: {
      tags, summary: 'One registration (its student, or the event’s organizer)',
      params: idParams, response: { 200: registrationSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    const registration = await loadRegistration(ctx, viewer, request.params.id);
    return presentFor(request, registration, isOwnRegistration(viewer, registrationFacts(registration)));
  });

  r.get('/registrations/:id/ticket.svg', {
    preValidation: requireUser,
    schema: { tags, summary: "The QR code of a registration's ticket", params: idParams, response: { 200: z.unknown().describe('image/svg+xml'), ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const registration = await loadRegistration(ctx, viewer, request.params.id);
    // The QR holds the ticket's secret: not for door staff, who scan tickets rather than print them.
    if (!canSeeRegistrantContacts(viewer, registrationFacts(registration))) throw notFound(MSG.registrationNotFound, 'REGISTRATION_NOT_FOUND');
    // Not kept by the browser's own cache, which would hand it to whoever next uses the device
    // (offline, the service worker keeps it for its own account only).
    return reply.type('image/svg+xml').header('cache-control', 'private, no-store').send(await ticketQrSvg(registration.ticket_code));
  });

  r.patch('/registrations/:id', {
    preValidation: requireUser,
    schema: {
      tags,
      summary: 'Edit a registration (its student, before the event)',
      description: 'Body: any of {name, usn, semester (1–8), contactNo (7 to 15 digits), answers}; fields left out keep their values; `answers` replace those to the event’s current questions (judged as at registration), answers to removed questions stay. The USN is the registration’s own. `email` may be sent but not changed.',
      params: idParams,
      // Judged in the handler, after who may edit is settled (403 before 400).
      body: z.looseObject({}),
      response: { 200: registrationSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => presentFor(request, await editRegistration(ctx, viewerOf(request), request.params.id, request.body), true));

  r.delete('/registrations/:id', {
    preValidation: requireUser,
    schema: {
      tags, summary: 'Cancel (its student, before the event) or remove (the event’s organizer) a registration',
      params: idParams, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await removeRegistration(ctx, viewerOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  r.post('/registrations/:id/check-in', {
    preValidation: requireActor(mayStaffEvents, MSG.onlyOrganizerChecksIn),
    schema: {
      tags, summary: 'Check a student in (the event’s organizer); 409 when already checked in or outside the check-in window',
      description: 'Check-in opens CHECK_IN_OPENS_HOURS (12 unless set) before the start and closes 24 hours after it; outside that window the 409 says why (`CHECK_IN_NOT_OPEN` with `fields.opensAt`, `CHECK_IN_CLOSED` with `fields.closedAt`).',
      params: idParams, response: { 200: registrationSchema, ...errorResponses(401, 403, 404, 409) },
    },
  }, async (request) => presentFor(request, await checkIn(ctx, viewerOf(request), await loadRegistration(ctx, viewerOf(request), request.params.id))));

  r.delete('/registrations/:id/check-in', {
    preValidation: requireActor(mayStaffEvents, MSG.onlyOrganizerChecksIn),
    schema: {
      tags, summary: 'Undo a check-in (the event’s organizer); 409 when not checked in. A credential issued for it is revoked',
      params: idParams, response: { 200: registrationSchema, ...errorResponses(401, 403, 404, 409) },
    },
  }, async (request) => presentFor(request, await undoCheckIn(ctx, viewerOf(request), await loadRegistration(ctx, viewerOf(request), request.params.id))));
}
