import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../../domain/messages.ts';
import { mayHaveInvolvement } from '../../../domain/policy/registrations.ts';
import { involvementSchema } from '../../../domain/responses/attendance.ts';
import { requireActor, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { involvementOf } from './service.ts';

/** GET /api/me/involvement: a student's attended events, hours, clubs and roles. */
export async function involvementRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  app.withTypeProvider<ZodTypeProvider>().get('/me/involvement', {
    preValidation: requireActor(mayHaveInvolvement, MSG.onlyStudentsInvolvement),
    schema: {
      tags: ['attendance'],
      summary: "The signed-in student's involvement record: attended events by term, hours, clubs followed, team roles, feedback given",
      response: { 200: involvementSchema, ...errorResponses(401, 403) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return involvementOf(ctx, viewerOf(request).id);
  });
}
