import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { requireUser, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { AppError } from '../../infrastructure/http/errors.ts';
import { requestLanguage, requestTranslator } from '../../infrastructure/http/language.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { exportPersonalData } from './export.ts';
import { deletionSummary } from './deletion.ts';
import { deletionSummarySchema } from '../../../domain/responses/privacy.ts';
import { privacyNoticeSchema, retentionRunSchema, retentionSettingsSchema } from '../../../domain/responses/retention.ts';
import { retentionUpdateSchema } from '../../../domain/retention.ts';
import { describeIssues } from '../../../domain/schemas/issues.ts';
import { requireAdmin } from '../../infrastructure/auth/admin.ts';
import { badRequest } from '../../infrastructure/http/errors.ts';
import { readRetention, sweepRetention, updateRetention } from './retention.ts';

const tags = ['privacy'];

/** A person's own data (export, what deletion keeps) and the campus's retention schedule. */
export async function privacyRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/me/export', {
    preValidation: requireUser,
    schema: {
      tags,
      summary: "Everything Quad holds about the signed-in person, as a ZIP of data.json and a readable index.html (in that person's language)",
      description: "At most one an hour: then 429 'You can download your data once an hour. Please try again later.' with Retry-After. Each export is audited (`account.exported`).",
      response: { 200: z.unknown().describe('application/zip'), ...errorResponses(401, 429) },
    },
  }, async (request, reply) => {
    const result = await exportPersonalData(ctx, viewerOf(request), await requestLanguage(request, ctx.config, ctx.db));
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
      summary: "What DELETE /api/me would delete and what it would keep, counted for the signed-in person, in that person's language",
      response: { 200: deletionSummarySchema, ...errorResponses(401) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return deletionSummary(ctx, viewerOf(request).id, await requestTranslator(request, ctx.config, ctx.db));
  });

  const adminsOnly = requireAdmin(ctx, MSG.adminsOnlyRetention);
  const update = retentionUpdateSchema(MSG.retentionDaysInvalid);

  r.get('/admin/retention', {
    preValidation: adminsOnly,
    schema: {
      tags, summary: 'The retention schedule in force (administrators), each period in days, and the environment\'s',
      response: { 200: retentionSettingsSchema, ...errorResponses(401, 403) },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readRetention(ctx);
  });

  r.put('/admin/retention', {
    preValidation: adminsOnly,
    schema: {
      tags,
      summary: 'Change retention periods (administrators): whole days 0–36500 (0 = at the next sweep); null returns a period to the environment\'s; those left out stay',
      response: { 200: retentionSettingsSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const parsed = update.safeParse(request.body ?? {});
    if (!parsed.success) {
      const { message, fields } = describeIssues(parsed.error.issues);
      throw badRequest(message, fields);
    }
    return updateRetention(ctx, viewerOf(request), parsed.data);
  });

  r.post('/admin/retention/run', {
    preValidation: adminsOnly,
    schema: {
      tags, summary: 'Apply the retention schedule now (administrators); answers what it erased, unlinked and deleted, counted (audited as `retention.swept`)',
      response: { 200: retentionRunSchema, ...errorResponses(401, 403) },
    },
  }, async (request) => sweepRetention(ctx, viewerOf(request)));

  r.get('/privacy', {
    schema: {
      tags, summary: 'The retention schedule in force and whom to ask, for the public /privacy page',
      response: { 200: privacyNoticeSchema },
    },
  }, async () => {
    const { schedule } = await readRetention(ctx);
    return { campusName: ctx.config.campusName, contactEmail: ctx.config.contactEmail, schedule };
  });
}
