import { z } from 'zod';

/** GET /api/events/:id/door-code (issue 20): the code the door screen shows now, as a link a phone opens. */
export const doorCodeSchema = z.object({
  code: z.string(),
  /** `${PUBLIC_URL}/events/:id/check-in?code=<code>`: what the QR code holds. */
  url: z.string(),
  /** The end of the code's 30-second step: the screen shows the next one by then. */
  expiresAt: z.string(),
  /** Beyond API.md: the counts the screen starts from ("N of M checked in"); GET /api/live updates them. */
  checkedIn: z.number(),
  registrations: z.number(),
});
export type DoorCode = z.infer<typeof doorCodeSchema>;
