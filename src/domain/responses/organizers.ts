import { z } from 'zod';
import { eventSchema } from './events.ts';

/** GET /api/organizers/:id: an organizing group and its events (upcoming soonest first, then past latest first). */
export const organizerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The group's field: what it does. */
  description: z.string(),
  phone: z.string().nullable(),
  /** How many students follow the club. */
  followers: z.number().int(),
  /** Whether the signed-in student follows it (absent for everyone else). */
  following: z.boolean().optional(),
  events: z.array(eventSchema),
});
export type OrganizerView = z.infer<typeof organizerSchema>;

/** GET /api/me/following: the clubs the signed-in student follows, by name. */
export const followingSchema = z.object({
  organizers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Following = z.infer<typeof followingSchema>;
