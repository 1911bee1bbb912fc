import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { MAX_INTERESTS } from '../tags.ts';
import { notificationChannelsInputSchema } from './push.ts';

export const LANGUAGE_MESSAGE = 'language must be one of: en, hi, kn';
const languageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE });

export const interestsMessage = 'Interests must be tags from the campus list';

/**
 * PUT /api/me/preferences and the profile's settings: fields left out keep their values;
 * fields it does not know are ignored (API.md), so a newer client's settings do no harm.
 */
export function preferencesSchemaFor(tags: readonly string[]) {
  const known = new Map(tags.map((t) => [t.toLowerCase(), t]));
  return z.object({
    interests: z
      .array(z.string({ error: interestsMessage }), { error: interestsMessage })
      .max(MAX_INTERESTS, `Pick at most ${MAX_INTERESTS} interests`)
      .refine((list) => list.every((t) => known.has(t.trim().toLowerCase())), interestsMessage)
      // Stored as the campus spells them, once each.
      .transform((list) => [...new Set(list.map((t) => known.get(t.trim().toLowerCase())!))])
      .optional(),
    reminders: z.boolean({ error: 'reminders must be true or false' }).optional(),
    digest: z.boolean({ error: 'digest must be true or false' }).optional(),
    followInbox: z.boolean({ error: 'followInbox must be true or false' }).optional(),
    notifications: notificationChannelsInputSchema.optional(),
    /** Quad's language for this person (every signed-in person may set it, not only students). */
    language: languageSchema.optional(),
  });
}
export type PreferencesInput = z.output<ReturnType<typeof preferencesSchemaFor>>;
