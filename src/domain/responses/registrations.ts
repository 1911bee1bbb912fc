import { z } from 'zod';
import { eventSchema } from './events.ts';

/** API.md's Registration; `ticketCode` (what the QR ticket holds) only for its own student. */
export const registrationSchema = z.object({
  /** Event id + `_` + USN. */
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  usn: z.string(),
  email: z.string(),
  semester: z.string(),
  contactNo: z.string().nullable(),
  status: z.enum(['registered', 'waitlisted']),
  createdAt: z.string(),
  checkedInAt: z.string().nullable(),
  ticketCode: z.string().optional(),
});
export type RegistrationView = z.infer<typeof registrationSchema>;

/** GET /api/events/:id/registrations (the event's organizer). */
export const registrationListSchema = z.object({ registrations: z.array(registrationSchema) });
export type RegistrationList = z.infer<typeof registrationListSchema>;

/** One of the student's own registrations, with its event. */
export const myRegistrationSchema = registrationSchema.extend({ event: eventSchema });
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

/** GET /api/me/registrations: upcoming soonest first, past latest first. */
export const myRegistrationsSchema = z.object({
  upcoming: z.array(myRegistrationSchema),
  past: z.array(myRegistrationSchema),
});
export type MyRegistrations = z.infer<typeof myRegistrationsSchema>;
