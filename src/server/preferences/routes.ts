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
import { channelsWithDefaults, readChannels } from '../../domain/push.ts';

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
  return {
    interests, reminders: Boolean(row.reminders), digest: Boolean(row.digest), followInbox: Boolean(row.follow_inbox),
    notifications: channelsWithDefaults(readChannels(row.notification_channels)),
  };
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
      tags, summary: 'Change interests (campus tags, GET /api/config `eventTags`), reminders, the daily digest, new events of followed clubs in the inbox, or how each kind of message comes (`notifications`: push, email, both or neither); fields left out keep their values',
      response: { 200: preferencesSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    const parsed = schema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const { message, fields } = describeIssues(parsed.error.issues);
      throw badRequest(message, fields);
    }
    const { notifications, ...rest } = parsed.data;
    let notificationChannels: string | undefined;
    if (notifications) {
      // Only what the student chose is stored: a default they never touched may change with Quad.
      const stored = (await findPreferences(ctx.db, viewer.id))?.notification_channels;
      const chosen = Object.fromEntries(Object.entries(notifications).filter(([, v]) => v !== undefined));
      notificationChannels = JSON.stringify({ ...readChannels(stored), ...chosen });
    }
    await savePreferences(ctx.db, ctx.handle.dialect, viewer.id, { ...rest, notificationChannels });
    return present(ctx, viewer.id);
  });
}
