import { z } from 'zod';

/** The data of a `registrations` message on GET /api/live: an event's counts changed. */
export const countUpdateSchema = z.object({
  eventId: z.string(),
  registrations: z.number(),
  waitlisted: z.number(),
  /** Checked in so far: the door screen and the manage page show it live. */
  checkedIn: z.number(),
});
export type CountUpdate = z.infer<typeof countUpdateSchema>;
