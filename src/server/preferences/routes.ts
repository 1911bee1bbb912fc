import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages.ts';
import { mayRegister } from '../../domain/policy/events.ts';
import { preferencesSchema, type Preferences } from '../../domain/responses/preferences.ts';
import { describeIssues } from '../../domain/schemas/issues.ts';
import { preferencesSchemaFor } from '../../domain/schemas/preferences.ts';
import { requireActor, viewerOf } from '../auth/viewer.ts';
import type { RouteOptions, ServerContext } from '../context.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { errorResponses } from '../http/openapi.ts';
import { findPreferences, savePreferences } from './queries.ts';

const tags = ['accounts'];

async function present(ctx: ServerContext, userId: string): Promise<Preferences> {
  const row = await findPreferences(ctx.db, userId);
  if (!row) throw forbidden(MSG.onlyStudentsPreferences);
  let interests: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.interests);
    if (Array.isArray(parsed)) interests = parsed.filter((t): t is string => typeof t === 'string');
  } catch {
    // an unreadable value reads as no interests
  }
  return { interests, reminders: Boolean(row.reminders), digest: Boolean(row.digest), followInbox: Boolean(row.follow_inbox) };
}

/** A student's interests (campus tags) and which messages they want: reminders, the daily digest. */
export async function preferencesRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = preferencesSchemaFor(ctx.config.eventTags);

  r.get('/me/preferences', {
    preValidation: requireActor(mayRegister, MSG.onlyStudentsPreferences),
    schema: { tags, summary: "The signed-in student's interests and message preferences", response: { 200: preferencesSchema, ...errorResponses(401, 403) } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return present(ctx, viewerOf(request).id);
  });

  r.put('/me/preferences', {
    preValidation: requireActor(mayRegister, MSG.onlyStudentsPreferences),
    schema: {
      tags, summary: 'Change interests (campus tags, GET /api/config `eventTags`), reminders, the daily digest or new events of followed clubs in the inbox; fields left out keep their values',
      response: { 200: preferencesSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    const parsed = schema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const { message, fields } = describeIssues(parsed.error.issues);
      throw badRequest(message, fields);
    }
    await savePreferences(ctx.db, ctx.handle.dialect, viewer.id, parsed.data);
    return present(ctx, viewer.id);
  });
}
