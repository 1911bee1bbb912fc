import { z } from 'zod';

/** GET /api/events/:id/door-code: the code the door screen shows now, as a link a phone opens. */
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

/** GET /api/me/involvement: what a student took part in, from their check-ins. */
export const involvementSchema = z.object({
  /** Newest first. */
  attended: z.array(attendedEventSchema),
  totalHours: z.number(),
  /** Half-years by campus date ("2026 Jul–Dec"), newest first. */
  terms: z.array(z.object({ term: z.string(), events: z.number(), hours: z.number() })),
  clubsFollowed: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Places on a club's team: owner, manager or door staff. */
  roles: z.array(z.object({ organizerId: z.string(), name: z.string(), role: z.enum(['owner', 'manager', 'door']) })),
  feedbackGiven: z.number(),
});
export type Involvement = z.infer<typeof involvementSchema>;
export type AttendedEvent = z.infer<typeof attendedEventSchema>;

/**
 * One scan's outcome in POST /api/events/:id/check-ins, in the order sent, with
 * the scan's own `ticket` or `registrationId`: `checked-in` this scan checked the holder in;
 * `already` they were (by another scan, device or the list), and `checkedInAt` is the
 * earliest of the times; `unknown` no registration of this event has the ticket (or id);
 * `not-seat-holder` its registration holds no seat (waitlisted, pending…); `outside-window`
 * scanned outside the check-in window; `future` scanned at a time ahead of the server's
 * clock. What door staff may see only: the holder's name and USN, never contacts, and never
 * a ticket code they did not send.
 */
export const scanResultSchema = z.object({
  /** The ticket scanned, when the scan named one. */
  ticket: z.string().optional(),
  status: z.enum(['checked-in', 'already', 'unknown', 'not-seat-holder', 'outside-window', 'future']),
  /** The registration's check-in time after this batch; null when it is not checked in. */
  checkedInAt: z.string().nullable(),
  /** The scan's own when it named a registration; else its ticket's registration, when found. */
  registrationId: z.string().optional(),
  name: z.string().optional(),
  usn: z.string().optional(),
  /** On `not-seat-holder`: the registration's status (waitlisted, pending, offered, entered, declined). */
  registrationStatus: z.string().optional(),
});
export const scanResultsSchema = z.object({ results: z.array(scanResultSchema) });
export type ScanResult = z.infer<typeof scanResultSchema>;
export type ScanResults = z.infer<typeof scanResultsSchema>;

/**
 * GET /api/events/:id/door-list (beyond API.md): the seat holders of one event,
 * for the club's owner, managers and door staff, so a door device can check tickets while
 * the network is down. Each ticket as its SHA-256 only: a ticket code is the student's
 * ticket (door staff never see one, nor its QR code) and the key to their lottery entry
 * id; the hash tells a scanned code apart and gives neither (a code is 96 random bits).
 * No e-mail or phone.
 */
export const doorListSchema = z.object({
  eventId: z.string(),
  /** When the server read the list: the device shows how fresh its copy is. */
  readAt: z.string(),
  entries: z.array(z.object({
    registrationId: z.string(),
    /** Lowercase hex SHA-256 of the ticket code (its UTF-8 bytes). */
    ticketHash: z.string(),
    name: z.string(),
    usn: z.string(),
    checkedInAt: z.string().nullable(),
  })),
});
export type DoorList = z.infer<typeof doorListSchema>;
export type DoorListEntry = DoorList['entries'][number];
