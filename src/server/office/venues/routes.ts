import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../../domain/messages.ts';
import { venueListSchema, venueSchema } from '../../../domain/responses/venues.ts';
import { venueInputSchema } from '../../../domain/schemas/venue.ts';
import { requireAdmin } from '../../infrastructure/auth/admin.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { presentVenue } from './presenters.ts';
import { listVenues } from './queries.ts';
import { createVenue } from './service.ts';

const tags = ['venues'];

export async function venueRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();


  r.get('/venues', {
    schema: { tags, summary: 'The campus venues, by building then name', response: { 200: venueListSchema } },
  }, async () => ({ venues: (await listVenues(ctx.db)).map(presentVenue) }));

  r.post('/admin/venues', {
    config: { idempotent: true },
    preValidation: requireAdmin(ctx, MSG.adminsOnlyVenues),
    schema: {
      tags, summary: 'Add a venue (administrators: ADMIN_EMAILS)',
      body: venueInputSchema,
      response: { 201: venueSchema, ...errorResponses(400, 401, 403, 409) },
    },
  }, async (request, reply) => reply.status(201).send(presentVenue(await createVenue(ctx, request.body))));
}
