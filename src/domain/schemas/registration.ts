import { z } from 'zod';
import { MSG } from '../messages.ts';
import type { Question } from '../questions.ts';
import { answersSchemaFor } from './questions.ts';
import { REGISTRATION_STATUSES } from '../registration-status.ts';
import { DEFAULT_USN_PATTERN, emailField, perUsnPattern, phoneField, requiredText, semesterField, usnField } from './fields.ts';

const fill = MSG.fillAllFields;

/** The registration form and POST /api/events/:id/registrations, with the campus USN pattern. */
export const registrationInputSchemaFor = perUsnPattern((usnPattern) =>
  z.object({
    name: requiredText(fill, 100),
    usn: usnField(fill, usnPattern),
    email: emailField(fill),
    semester: semesterField(fill),
  }),
);
/** The registration form with the default USN pattern. */
export const registrationInputSchema = registrationInputSchemaFor();
export type RegistrationInput = z.output<typeof registrationInputSchema>;

/**
 * The registration form of an event with questions: the standard fields, then the
 * answers, judged by the same rules the server applies (answersSchemaFor).
 */
export function registrationWithAnswersSchemaFor(usnPattern: string = DEFAULT_USN_PATTERN, questions: readonly Question[] = []) {
  return registrationInputSchemaFor(usnPattern).extend({ answers: answersSchemaFor(questions) });
}
export type RegistrationWithAnswers = z.output<ReturnType<typeof registrationWithAnswersSchemaFor>>;

/**
 * POST /api/events/:id/registrations: the standard fields and the answers as sent. The
 * answers are judged by the server against the event's questions as they are when the
 * registration is made (read under the event's lock), so not here.
 */
export const registrationBodySchemaFor = perUsnPattern((usnPattern) =>
  registrationInputSchemaFor(usnPattern).extend({
    answers: z.unknown().optional().describe('Answers to the event\'s questions, by question id: text, the chosen option(s), or true/false'),
  }),
);

/**
 * The edit-registration form and PATCH /api/registrations/:id, with the campus USN
 * pattern. `email` may be sent but not changed. `ownUsn` is the registration's own USN:
 * it cannot change here (it is part of the registration's id), so it is accepted as
 * stored even when it predates the pattern; any other USN must be a USN (and the server
 * then refuses it as not the student's own).
 */
export function registrationPatchSchemaFor(usnPattern: string = DEFAULT_USN_PATTERN, ownUsn?: string) {
  return z.object({
    name: requiredText(fill, 100),
    usn: usnField(fill, usnPattern, ownUsn),
    semester: semesterField(fill),
    contactNo: phoneField(fill),
    email: z.string().trim().toLowerCase().optional(),
  });
}
/** The edit form's rules with the default USN pattern. */
export const registrationPatchSchema = registrationPatchSchemaFor();
export type RegistrationPatch = z.output<typeof registrationPatchSchema>;

/** Check-in by the code in a ticket's QR. */
export const checkInSchema = z.object({ code: requiredText('Please scan or enter a ticket code', 200) });

/** POST /api/events/:id/self-check-in: the door screen's code; anything else is an expired code, never a 500. */
export const selfCheckInSchema = z.object({ code: z.string({ error: MSG.codeExpired }).max(64, MSG.codeExpired) });

/** Most rows GET /api/organizers/:id/registrations sends at once; `total` says how many match. */
export const CLUB_REGISTRATIONS_LIMIT = 500;

/** An empty parameter (`?status=`) is one not given, as elsewhere in the API. */
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const CLUB_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${CLUB_REGISTRATIONS_LIMIT}`;

/** GET /api/organizers/:id/registrations: a search (name or USN; e-mail too for those who see contacts), one event, one status. */
export const clubRegistrationsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  eventId: z.string().max(500).optional(),
  status: z.preprocess(blankIsAbsent, z.enum(REGISTRATION_STATUSES, { error: MSG.registrationStatusInvalid }).optional()),
  limit: z.preprocess(
    (v) => (blankIsAbsent(v) === undefined ? undefined : Number(v)),
    z.number({ error: CLUB_LIMIT_MESSAGE }).int(CLUB_LIMIT_MESSAGE).min(1, CLUB_LIMIT_MESSAGE).max(CLUB_REGISTRATIONS_LIMIT, CLUB_LIMIT_MESSAGE).default(200),
  ),
});
export type ClubRegistrationsQuery = z.output<typeof clubRegistrationsQuerySchema>;

/** GET /api/events/:id/registrations.csv: the sensitive answers only when explicitly asked for. */
export const csvQuerySchema = z.object({
  includeSensitive: z.enum(['true', 'false'], { error: MSG.includeSensitiveInvalid }).optional(),
});
