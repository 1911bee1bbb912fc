import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { drawSchema } from '../../../domain/responses/events.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { presentDraw } from './presenters.ts';
import { readPublishedDraw } from './published.ts';

/** The published draw of a lottery: anyone may read it and re-run it (scripts/verify-draw.ts). */
export async function lotteryRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/events/:id/draw', {
    schema: {
      tags: ['events'],
      summary: "A lottery's draw, once held: seed, entrants (entry ids, sorted), winners and waitlist in drawn order",
      description: "Entry ids name no student (docs/lottery.md); a student finds their own as `drawEntry` on their registration. The event's organizer, signed in, also gets `entrantRegistrations`: entry id → registration id.",
      params: idParams,
      response: { 200: drawSchema, ...errorResponses(404, 409) },
    },
  }, async (request, reply) => {
    const published = await readPublishedDraw(ctx, request.viewer, request.params.id);
    // The organizer's answer names registrations: never kept by a shared cache.
    if (published.entrantRegistrations) reply.header('cache-control', 'private, no-store');
    return presentDraw(published);
  });
}
