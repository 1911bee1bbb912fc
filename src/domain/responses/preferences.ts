import { z } from 'zod';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS } from '../push.ts';

/** GET and PUT /api/me/preferences: a student's interests and which messages they want. */
export const preferencesSchema = z.object({
  interests: z.array(z.string()),
  reminders: z.boolean(),
  digest: z.boolean(),
  /** A followed club's new event in the inbox at once. */
  followInbox: z.boolean(),
  /** Per kind of message: push, email, both or neither (src/domain/push.ts; followed clubs: push or neither). */
  notifications: z.object(Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, z.enum(NOTIFICATION_CHANNELS)])) as Record<(typeof NOTIFICATION_CATEGORIES)[number], z.ZodEnum<{ [K in (typeof NOTIFICATION_CHANNELS)[number]]: K }>>),
});
export type Preferences = z.infer<typeof preferencesSchema>;
