import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import { checkInSchema, registrationInputSchemaFor } from '../../domain/schemas/registration.ts';
import { requireActor, requireUser, viewerOf } from '../auth/viewer.ts';
import type { RouteOptions } from '../context.ts';
import { loadEventFor } from '../events/service.ts';
import { canCheckIn, canManageRegistrations, mayRegister, mayRunEvents } from '../../domain/policy/events.ts';
import { errorResponses } from '../http/openapi.ts';
import { idParams } from '../http/params.ts';
import { csvFilename, registrationsCsv } from './csv.ts';
import { registrationListSchema, registrationSchema } from '../../domain/responses/registrations.ts';
import { isOwnRegistration } from '../../domain/policy/registrations.ts';
import { presentRegistration } from './presenters.ts';
import { listEventRegistrations } from './queries.ts';
import { checkIn, checkInByCode, editRegistration, loadRegistration, register, registrationFacts, removeRegistration } from './service.ts';
import { ticketQrSvg } from './ticket.ts';

const tags = ['registrations'];

export async function registrationRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const organizer = requireActor(mayRunEvents, MSG.onlyOrganizerSeesRegistrations);

  r.post('/events/:id/registrations', {
    preValidation: requireActor(mayRegister, MSG.onlyStudentsRegister),
    schema: {
      tags, summary: 'Register for an event (students); waitlisted when it is full',
      params: idParams, body: registrationInputSchemaFor(ctx.config.usnPattern),
      response: { 201: registrationSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    const row = await register(ctx, viewerOf(request), request.params.id, request.body);
    return reply.status(201).send(presentRegistration(row, { withTicket: true }));
  });

  r.get('/events/:id/registrations', {
    preValidation: organizer,
    schema: {
      tags, summary: "An event's registrations (its organizer); q matches name, USN or e-mail",
      params: idParams, querystring: z.object({ q: z.string().trim().max(100).optional() }),
      response: { 200: registrationListSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request) => {
    await loadEventFor(ctx, viewerOf(request), request.params.id, canManageRegistrations, MSG.onlyOrganizerSeesRegistrations);
    const rows = await listEventRegistrations(ctx.db, request.params.id, request.query.q || undefined);
    return { registrations: rows.map((row) => presentRegistration(row)) };
  });

  r.get('/events/:id/registrations.csv', {
    preValidation: organizer,
    schema: { tags, summary: "An event's registrations as CSV (its organizer)", params: idParams },
  }, async (request, reply) => {
    const event = await loadEventFor(ctx, viewerOf(request), request.params.id, canManageRegistrations, MSG.onlyOrganizerSeesRegistrations);
    const rows = await listEventRegistrations(ctx.db, event.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFilename(event.name)}"`)
      .header('cache-control', 'no-store')
      .send(registrationsCsv(rows));
  });

  r.post('/events/:id/check-in', {
    preValidation: requireActor(mayRunEvents, MSG.onlyOrganizerChecksIn),
    schema: {
      tags, summary: 'Check in the holder of a scanned ticket (its organizer); 409 when already checked in or outside the check-in window',
      params: idParams, body: checkInSchema,
      response: { 200: registrationSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    await loadEventFor(ctx, viewerOf(request), request.params.id, canCheckIn, MSG.onlyOrganizerChecksIn);
    return presentRegistration(await checkInByCode(ctx, viewerOf(request), request.params.id, request.body.code));
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
    return presentRegistration(registration, { withTicket: isOwnRegistration(viewer, registrationFacts(registration)) });
  });

  r.get('/registrations/:id/ticket.svg', {
    preValidation: requireUser,
    schema: { tags, summary: "The QR code of a registration's ticket", params: idParams },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const registration = await loadRegistration(ctx, viewer, request.params.id);
    return reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(await ticketQrSvg(registration.ticket_code));
  });

  r.patch('/registrations/:id', {
    preValidation: requireUser,
    schema: {
      tags,
      summary: 'Edit a registration (its student, before the event)',
      description: 'Body: any of {name, usn, semester (1–8), contactNo (7 to 15 digits)}; fields left out keep their values. The USN is the registration’s own. `email` may be sent but not changed.',
      params: idParams,
      // Judged in the handler, after who may edit is settled (403 before 400).
      body: z.looseObject({}),
      response: { 200: registrationSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => presentRegistration(await editRegistration(ctx, viewerOf(request), request.params.id, request.body), { withTicket: true }));

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
    preValidation: requireActor(mayRunEvents, MSG.onlyOrganizerChecksIn),
    schema: {
      tags, summary: 'Check a student in (the event’s organizer); 409 when already checked in or outside the check-in window',
      description: 'Check-in opens CHECK_IN_OPENS_HOURS (12 unless set) before the start and closes 24 hours after it; outside that window the 409 says why (`CHECK_IN_NOT_OPEN` with `fields.opensAt`, `CHECK_IN_CLOSED` with `fields.closedAt`).',
      params: idParams, response: { 200: registrationSchema, ...errorResponses(401, 403, 404, 409) },
    },
  }, async (request) => presentRegistration(await checkIn(ctx, viewerOf(request), await loadRegistration(ctx, viewerOf(request), request.params.id))));
}
