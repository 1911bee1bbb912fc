import { z } from 'zod';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS } from '../push.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/** GET and PUT /api/me/preferences: a student's interests and which messages they want. */
export const preferencesSchema = z.object({
  interests: z.array(z.string()),
  reminders: z.boolean(),
  digest: z.boolean(),
  /** A followed club's new event in the inbox at once. */
  followInbox: z.boolean(),
  /** Per kind of message: push, email, both or neither (src/domain/push.ts; followed clubs: push or neither). */
  notifications: z.object(Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, z.enum(NOTIFICATION_CHANNELS)])) as Record<(typeof NOTIFICATION_CATEGORIES)[number], z.ZodEnum<{ [K in (typeof NOTIFICATION_CHANNELS)[number]]: K }>>),
  /** The language chosen for Quad; absent until one is chosen. */
  language: z.enum(LANGUAGES).optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/me/preferences by someone who is not a student: the one preference they have. */
export const accountLanguageSchema = z.object({ language: z.enum(LANGUAGES).nullable() });
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;

/** PUT /api/me/preferences: a student's whole preferences, or anyone else's language. */
export const savedPreferencesSchema = z.union([preferencesSchema, accountLanguageSchema]);
