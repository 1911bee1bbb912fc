import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { outcomeListSchema, outcomeSchema } from '../../../domain/responses/outcomes.ts';
import { outcomeInputSchema, outcomePatchSchema } from '../../../domain/schemas/outcomes.ts';
import { requireAdmin } from '../../infrastructure/auth/admin.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { createOutcome, deleteOutcome, editOutcome, outcomesOf } from './service.ts';

const tags = ['outcomes'];

/** The campus office's learning outcomes: anyone reads them, administrators keep them. */
export async function outcomeRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = requireAdmin(ctx, MSG.adminsOnlyOutcomes);

  r.get('/outcomes', {
    schema: { tags, summary: "The campus's learning outcomes, by name", response: { 200: outcomeListSchema } },
  }, async () => ({ outcomes: await outcomesOf(ctx) }));

  r.post('/admin/outcomes', {
    config: { idempotent: true },
    preValidation: admins,
    schema: {
      tags, summary: 'Add a learning outcome (administrators)',
      body: outcomeInputSchema, response: { 201: outcomeSchema, ...errorResponses(400, 401, 403, 409) },
    },
  }, async (request, reply) => reply.status(201).send(await createOutcome(ctx, request.body)));

  r.patch('/admin/outcomes/:id', {
    preValidation: admins,
    schema: {
      tags, summary: "Rename a learning outcome or change its description (administrators)",
      params: idParams, body: outcomePatchSchema, response: { 200: outcomeSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => editOutcome(ctx, request.params.id, request.body));

  r.delete('/admin/outcomes/:id', {
    preValidation: admins,
    schema: {
      tags, summary: 'Remove a learning outcome; events naming it no longer do (administrators)',
      params: idParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
  }, async (request, reply) => {
    await deleteOutcome(ctx, request.params.id);
    return reply.status(204).send(null);
  });
}
