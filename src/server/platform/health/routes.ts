import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema } from '../../../domain/responses/health.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { APP_VERSION } from '../../version.ts';
import { readOutboxHealth } from '../../infrastructure/outbox/queries.ts';

export async function healthRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/health', {
    schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: healthSchema, 503: healthSchema } },
  }, async (_request, reply) => {
    const base = { database: ctx.handle.dialect, version: APP_VERSION };
    reply.header('cache-control', 'no-store');
    try {
      // One read that also proves the database answers.
      const { pending, failed } = await readOutboxHealth(ctx.db);
      return { status: 'ok' as const, ...base, mail: { pending, failed } };
    } catch {
      return reply.status(503).send({ status: 'degraded' as const, ...base });
    }
  });

  r.get('/config', {
    schema: { tags: ['health'], summary: 'Public settings the web app needs', response: { 200: publicConfigSchema } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return {
      campusName: ctx.config.campusName,
      accent: ctx.config.campusAccent,
      contactEmail: ctx.config.contactEmail,
      contactPhone: ctx.config.contactPhone,
      timeZone: ctx.config.campusTimeZone,
      timeZoneUnset: ctx.config.campusTimeZoneUnset,
      googleSignIn: Boolean(ctx.config.google),
      campusSignIn: ctx.config.campus ? { name: ctx.config.campus.name, ssoOnly: ctx.config.campus.ssoOnly } : null,
      usnPattern: ctx.config.usnPattern,
      checkInOpensHours: ctx.config.checkInOpensHours,
      eventTags: ctx.config.eventTags,
      venueFreeText: ctx.config.venueFreeText,
      eventApproval: ctx.config.eventApproval.required,
      eventApprovalRequeue: ctx.config.eventApproval.required && ctx.config.eventApproval.requeueEdits,
      wallet: { apple: Boolean(ctx.config.wallet.apple), google: Boolean(ctx.config.wallet.google) },
      defaultLanguage: ctx.config.defaultLanguage,
    };
  });
}
