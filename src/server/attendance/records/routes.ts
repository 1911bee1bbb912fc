import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { mayHaveInvolvement } from '../../../domain/policy/registrations.ts';
import { recordLinkCreatedSchema, recordLinksSchema, recordPublicKeySchema, recordVerdictSchema } from '../../../domain/responses/records.ts';
import { recordCopySchema, recordLinkInputSchema } from '../../../domain/schemas/involvement-links.ts';
import { requireActor, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { requestLanguage } from '../../infrastructure/http/language.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { involvementOf } from '../involvement/service.ts';
import { involvementPdf, PDF_FILENAME } from './pdf.ts';
import { createLink, listLinks, withdrawLink } from './service.ts';
import { publicKeyOf, recordKeys, verifyRecord } from './signing.ts';

const tags = ['attendance'];
const studentsOnly = requireActor(mayHaveInvolvement, MSG.onlyStudentsInvolvement);

/** The involvement record's PDF and shared links; the shared page itself is page-routes.ts. */
export async function recordRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/me/involvement.pdf', {
    preValidation: studentsOnly,
    schema: { tags, summary: "The signed-in student's involvement record as an A4 PDF (a download)", response: { 200: z.unknown().describe('application/pdf'), ...errorResponses(401, 403) } },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    const record = await involvementOf(ctx, viewer.id);
    const pdf = await involvementPdf(record, {
      studentName: viewer.name, campusName: ctx.config.campusName, publicUrl: ctx.config.publicUrl, generatedAt: new Date(), timeZone: ctx.config.campusTimeZone, language: await requestLanguage(request, ctx.config, ctx.db),
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${PDF_FILENAME}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  r.post('/me/involvement/links', {
    config: { idempotent: true },
    preValidation: studentsOnly,
    schema: {
      tags, summary: 'Share chosen parts of the involvement record by a signed, revocable link',
      description: 'The record is copied and signed now; `url` is shown this once (only a hash of its token is kept). At most 20 open links (409).',
      body: recordLinkInputSchema, response: { 201: recordLinkCreatedSchema, ...errorResponses(400, 401, 403, 409) },
    },
  }, async (request, reply) => reply.status(201).send(await createLink(ctx, viewerOf(request), request.body.include)));

  r.get('/me/involvement/links', {
    preValidation: studentsOnly,
    schema: { tags, summary: "The student's open shared links (without their URLs)", response: { 200: recordLinksSchema, ...errorResponses(401, 403) } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { links: await listLinks(ctx, viewerOf(request).id) };
  });

  r.delete('/me/involvement/links/:id', {
    preValidation: studentsOnly,
    schema: { tags, summary: 'Withdraw a shared link: its page answers 404 from now on', params: idParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    await withdrawLink(ctx, viewerOf(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  r.get('/records/public-key', {
    schema: { tags, summary: 'The Ed25519 public key shared records are signed with (PEM and JWK), to check a copy offline', response: { 200: recordPublicKeySchema } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return publicKeyOf(recordKeys(ctx.config));
  });

  r.post('/records/verify', {
    schema: {
      tags, summary: 'Check a copy of a shared record against its signature',
      description: '`record`: the record as downloaded (`/records/:token.json`); `valid` is false when any part of it was changed.',
      body: recordCopySchema, response: { 200: recordVerdictSchema, ...errorResponses(400) },
    },
  }, async (request) => ({ valid: verifyRecord(recordKeys(ctx.config), request.body.record, request.body.signature) }));
}
