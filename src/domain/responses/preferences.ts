import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

/** GET and PUT /api/me/preferences: a student's interests and which messages they want. */
export const preferencesSchema = z.object({
  interests: z.array(z.string()),
  reminders: z.boolean(),
  digest: z.boolean(),
  /** A followed club's new event in the inbox at once. */
  followInbox: z.boolean(),
  /** The language chosen for Quad; absent until one is chosen. */
  language: z.enum(LANGUAGES).optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/me/preferences by someone who is not a student: the one preference they have. */
export const accountLanguageSchema = z.object({ language: z.enum(LANGUAGES).nullable() });
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;

/** PUT /api/me/preferences: a student's whole preferences, or anyone else's language. */
export const savedPreferencesSchema = z.union([preferencesSchema, accountLanguageSchema]);
