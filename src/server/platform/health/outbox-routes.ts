import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../../domain/messages.ts';
import { outboxStatusSchema } from '../../../domain/responses/outbox.ts';
import { requireAdmin } from '../../infrastructure/auth/admin.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { listFailedMessages, readOutboxHealth, readPushHealth } from '../../infrastructure/outbox/queries.ts';

export async function outboxRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/admin/outbox', {
    preValidation: requireAdmin(ctx, MSG.adminsOnlyMailStatus),
    schema: {
      tags: ['health'], summary: "The outbox's health and its latest failures (administrators: ADMIN_EMAILS)",
      response: { 200: outboxStatusSchema, ...errorResponses(401, 403) },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const health = await readOutboxHealth(ctx.db);
    const age = health.oldestPendingAt ? Math.max(0, Math.floor((Date.now() - Date.parse(health.oldestPendingAt)) / 1000)) : 0;
    return { ...health, oldestPendingAgeSeconds: age, push: await readPushHealth(ctx.db), failures: await listFailedMessages(ctx.db) };
  });
}
