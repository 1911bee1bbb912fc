import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import { requireUser, viewerOf } from '../auth/viewer.ts';
import type { RouteOptions } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { errorResponses } from '../http/openapi.ts';
import { exportPersonalData } from './export.ts';
import { deletionSummary } from './deletion.ts';
import { deletionSummarySchema } from '../../domain/responses/privacy.ts';

const tags = ['privacy'];

/** A person's own data: the export. */
export async function privacyRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/me/export', {
    preValidation: requireUser,
    schema: {
      tags,
      summary: 'Everything Quad holds about the signed-in person, as a ZIP of data.json and a readable index.html',
      description: "At most one an hour: then 429 'You can download your data once an hour. Please try again later.' with Retry-After. Each export is audited (`account.exported`).",
      response: { 200: z.unknown().describe('application/zip'), ...errorResponses(401, 429) },
    },
  }, async (request, reply) => {
    const result = await exportPersonalData(ctx, viewerOf(request));
    if ('retryAfter' in result) {
      reply.header('retry-after', String(result.retryAfter));
      throw new AppError(429, 'TOO_MANY_EXPORTS', MSG.exportOncePerHour);
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="quad-my-data-${day}.zip"`)
      .send(Buffer.from(result.zip));
  });

  r.get('/me/deletion', {
    preValidation: requireUser,
    schema: {
      tags,
      summary: 'What DELETE /api/me would delete and what it would keep, counted for the signed-in person',
      response: { 200: deletionSummarySchema, ...errorResponses(401) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return deletionSummary(ctx, viewerOf(request).id);
  });
}
