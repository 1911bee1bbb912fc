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
  events: z.array(eventSchema),
});
export type OrganizerView = z.infer<typeof organizerSchema>;
