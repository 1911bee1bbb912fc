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

const attendedEventSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  /** Campus date and HH:MM, as the Event has them; `endTime` earlier than `time` is the next day. */
  date: z.string(),
  time: z.string(),
  endTime: z.string().nullable(),
  organizer: z.object({ id: z.string(), name: z.string() }),
  checkedInAt: z.string(),
  /** From the start to the end time, to one decimal; null when the event has no end time. */
  hours: z.number().nullable(),
});

/** GET /api/me/involvement (issue 20): what a student took part in, from their check-ins. */
export const involvementSchema = z.object({
  /** Newest first. */
  attended: z.array(attendedEventSchema),
  totalHours: z.number(),
  /** Half-years by campus date ("2026 Jul–Dec"), newest first. */
  terms: z.array(z.object({ term: z.string(), events: z.number(), hours: z.number() })),
  clubsFollowed: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Places on a club's team (issue 19): owner, manager or door staff. */
  roles: z.array(z.object({ organizerId: z.string(), name: z.string(), role: z.enum(['owner', 'manager', 'door']) })),
  feedbackGiven: z.number(),
});
export type Involvement = z.infer<typeof involvementSchema>;
export type AttendedEvent = z.infer<typeof attendedEventSchema>;
