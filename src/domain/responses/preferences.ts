import { z } from 'zod';

/** GET and PUT /api/me/preferences: a student's interests and which messages they want. */
export const preferencesSchema = z.object({
  interests: z.array(z.string()),
  reminders: z.boolean(),
  digest: z.boolean(),
  /** A followed club's new event in the inbox at once. */
  followInbox: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
