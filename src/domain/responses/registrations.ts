import { z } from 'zod';
import { eventSchema } from './events.ts';
import { REGISTRATION_STATUSES } from '../registration-status.ts';

/** An answer to an organizer's question: text, the chosen option(s), or a tick. */
export const answerValueSchema = z.union([z.string(), z.array(z.string()), z.boolean()]);

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
  status: z.enum(REGISTRATION_STATUSES),
  createdAt: z.string(),
  checkedInAt: z.string().nullable(),
  /** Answers to the event's questions, by question id. */
  answers: z.record(z.string(), answerValueSchema),
  /** While `offered`: confirm by then, or the seat goes to the next one. */
  offerExpiresAt: z.string().nullable(),
  ticketCode: z.string().optional(),
  /** A lottery registration's entry id, as the published draw lists it; null otherwise. */
  drawEntry: z.string().nullable().optional(),
});
export type RegistrationView = z.infer<typeof registrationSchema>;

/** Per one-choice question, how many chose each option. */
export const optionCountsSchema = z.array(
  z.object({ questionId: z.string(), label: z.string(), counts: z.array(z.object({ option: z.string(), count: z.number() })) }),
);

/**
 * GET /api/events/:id/registrations (the event's organizer): the registrations, the
 * questions their answers are to (removed ones someone answered included, flagged), and
 * the count per option of each one-choice question.
 */
export const registrationListSchema = z.object({
  registrations: z.array(registrationSchema),
  questions: z.array(z.object({ id: z.string(), label: z.string(), kind: z.string(), options: z.array(z.string()), required: z.boolean(), sensitive: z.boolean().optional(), removed: z.boolean().optional() })).optional(),
  optionCounts: optionCountsSchema.optional(),
});
export type RegistrationList = z.infer<typeof registrationListSchema>;

/** POST /api/events/:id/registrations/decisions: the decided registrations, in the order asked. */
export const registrationDecisionsSchema = z.object({ registrations: z.array(registrationSchema) });
export type RegistrationDecisions = z.infer<typeof registrationDecisionsSchema>;

/**
 * One of the student's own registrations, with its event and the rating (1–5) they gave
 * it, null before they gave feedback (the server always sends it; optional for older
 * clients' fixtures).
 */
export const myRegistrationSchema = registrationSchema.extend({ event: eventSchema, feedbackRating: z.number().nullable().optional() });
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

/** GET /api/me/registrations: upcoming soonest first, past latest first. */
export const myRegistrationsSchema = z.object({
  upcoming: z.array(myRegistrationSchema),
  past: z.array(myRegistrationSchema),
});
export type MyRegistrations = z.infer<typeof myRegistrationsSchema>;

/** One row of a club's registrations across its events: who, for which event, where it stands. */
export const clubRegistrationSchema = z.object({
  id: z.string(),
  event: z.object({ id: z.string(), name: z.string(), startsAt: z.string() }),
  name: z.string(),
  usn: z.string(),
  /** '' unless `contacts`. */
  email: z.string(),
  /** null unless `contacts` (and the student gave one). */
  contactNo: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  createdAt: z.string(),
  checkedInAt: z.string().nullable(),
});
export type ClubRegistration = z.infer<typeof clubRegistrationSchema>;

/**
 * GET /api/organizers/:id/registrations: newest first, at most `limit` of the `total` that
 * match; `contacts` says whether this viewer sees e-mail addresses and phone numbers.
 */
export const clubRegistrationListSchema = z.object({
  registrations: z.array(clubRegistrationSchema),
  total: z.number().int(),
  contacts: z.boolean(),
});
export type ClubRegistrationList = z.infer<typeof clubRegistrationListSchema>;
