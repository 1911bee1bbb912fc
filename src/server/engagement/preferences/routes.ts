import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isLanguage, LANGUAGE_COOKIE } from '../../../domain/i18n/languages.ts';
import { MSG } from '../../../domain/messages.ts';
import { mayRegister } from '../../../domain/policy/events.ts';
import { preferencesSchema, savedPreferencesSchema, type AccountLanguage, type Preferences } from '../../../domain/responses/preferences.ts';
import { describeIssues } from '../../../domain/schemas/issues.ts';
import { preferencesSchemaFor } from '../../../domain/schemas/preferences.ts';
import { requireActor, requireUser, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions, ServerContext } from '../../infrastructure/context.ts';
import { badRequest, forbidden } from '../../infrastructure/http/errors.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { findPreferences, saveLanguage, savePreferences } from './queries.ts';
import { channelsWithDefaults, readChannels } from '../../../domain/push.ts';

const tags = ['accounts'];
const STUDENT_FIELDS = ['interests', 'reminders', 'digest', 'followInbox', 'notifications'];

/** A year: the language outlives the session, so the signed-out pages keep it too. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

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
    ...(isLanguage(row.language) && { language: row.language }),
  };
}

/** A student's interests (campus tags) and which messages they want: reminders, the daily digest; and anyone's language. */
export async function preferencesRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = preferencesSchemaFor(ctx.config.eventTags);

  r.get('/me/preferences', {
    preValidation: requireActor(mayRegister, MSG.onlyStudentsPreferences),
    schema: { tags, summary: "The signed-in student's interests, message preferences and language", response: { 200: preferencesSchema, ...errorResponses(401, 403) } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return present(ctx, viewerOf(request).id);
  });

  r.put('/me/preferences', {
    preValidation: requireUser,
    schema: {
      tags,
      summary: "Change interests (campus tags, GET /api/config `eventTags`), reminders, the daily digest, new events of followed clubs in the inbox, how each kind of message comes (`notifications`: push, email, both or neither), or Quad's language (en, hi, kn: anyone signed in; the others are a student's); fields left out keep their values",
      response: { 200: savedPreferencesSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply): Promise<Preferences | AccountLanguage> => {
    const viewer = viewerOf(request);
    const student = mayRegister(viewer);
    const body = (request.body ?? {}) as Record<string, unknown>;
    // Someone who is not a student has one preference, the language; asking for another is refused as before.
    const onlyLanguage = typeof body === 'object' && 'language' in body && !STUDENT_FIELDS.some((field) => field in body);
    if (!student && !onlyLanguage) throw forbidden(MSG.onlyStudentsPreferences);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const { message, fields } = describeIssues(parsed.error.issues);
      throw badRequest(message, fields);
    }
    const { language, notifications, ...rest } = parsed.data;
    if (language) {
      await saveLanguage(ctx.db, viewer.id, language);
      // The pages this browser opens signed out, and its first paint, speak it too.
      reply.header('set-cookie', `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${ctx.config.publicUrl.startsWith('https://') ? '; Secure' : ''}`);
    }
    if (!student) return { language: language ?? null };
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
