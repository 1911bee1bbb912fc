import { MSG } from '../../../domain/messages.ts';
import { isRegistrationOpen } from '../../../domain/policy/events.ts';
import { takesRegistrations } from '../../../domain/policy/review.ts';
import { activeQuestions, parseStoredQuestions, splitSensitive, type Answers } from '../../../domain/questions.ts';
import type { RegistrationStatus } from '../../../domain/registration-status.ts';
import { hasSeatLeft } from '../../../domain/seats.ts';
import { isDrawHeld, registrationOpensMessage, registrationWindowState, windowTime } from '../../../domain/registration-settings.ts';
import type { RegistrationInput } from '../../../domain/schemas/registration.ts';
import { answersSchemaFor } from '../../../domain/schemas/questions.ts';
import { describeIssues } from '../../../domain/schemas/issues.ts';
import type { Dialect, Trx } from '../../infrastructure/db/connection.ts';
import type { EventRow, NewRegistrationRow } from '../../infrastructure/db/schema.ts';
import { pooledRandomBytes } from '../../infrastructure/db/ids.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../infrastructure/http/errors.ts';
import type { DataCipher } from '../../infrastructure/security/data-encryption.ts';
import { lockEventForArrivals, writeArrivals, type QueuedRows } from './queries.ts';
import { sealSensitive } from './sensitive.ts';

/**
 * Arrivals: students registering for an event, one or a group at a time
 * (group commit, group-commit.ts). Each runs inside the caller's transaction under the
 * event row's lock, so the capacity decision and the counts are always exact.
 */

/** A ticket's code: 96 random bits (db/ids.ts's pool; a system call per code was 3% of a rush's samples). */
export function newTicketCode(): string {
  return pooledRandomBytes(12).toString('base64url');
}

export interface NewRegistration {
  studentId: string;
  input: RegistrationInput;
  /** Answers to the event's questions as sent; judged against the questions read under the lock. */
  answers?: unknown;
}

export interface LifecycleOptions {
  /** The campus time zone, for 'Registration opens on <date, time>.' */
  timeZone: string;
  now?: Date;
  /** Seals the answers to sensitive questions (needed only when the event asks any). */
  cipher?: Pick<DataCipher, 'seal'>;
}

/** The answers as stored: the plain ones as JSON, the sensitive ones sealed for the registration's row. */
export function storedAnswers(event: Pick<EventRow, 'questions'>, registrationId: string, answers: Answers, cipher: Pick<DataCipher, 'seal'> | undefined) {
  const { plain, sensitive } = splitSensitive(parseStoredQuestions(event.questions), answers);
  if (Object.keys(sensitive).length && !cipher) throw new Error('Sensitive answers need the data cipher');
  return { answers: JSON.stringify(plain), sensitive_answers: cipher ? sealSensitive(cipher, registrationId, sensitive) : null };
}

/** One arrival of a group: its new row, or the refusal that is its alone (nothing written for it). */
export type Arrival = { registration: ArrivedRow } | { refused: AppError };

/** A new registration row as written: every column given. */
export type ArrivedRow = Required<NewRegistrationRow>;

/** The answers to the event's questions, or 400 'Please answer: <question>' with `fields`. */
export function judgeAnswers(event: Pick<EventRow, 'questions'>, answers: unknown): Answers {
  const questions = activeQuestions(parseStoredQuestions(event.questions));
  if (questions.length === 0) return {};
  const parsed = answersSchemaFor(questions).safeParse(answers ?? {});
  if (!parsed.success) {
    const { message, fields } = describeIssues(parsed.error.issues.map((i) => ({ ...i, path: ['answers', ...i.path] })));
    throw badRequest(message, fields, 'INVALID_ANSWERS');
  }
  return parsed.data;
}

/**
 * A registration is the signed-in student's own: 403 without a student profile, 400
 * unless the USN (its id) and the e-mail are theirs. The input with the USN as stored.
 */
export function judgeProfile(profile: { usn: string | null; email: string } | undefined, input: RegistrationInput): RegistrationInput {
  if (!profile?.usn) throw forbidden(MSG.studentProfileNotFound, 'STUDENT_PROFILE_INCOMPLETE');
  if (input.usn.toUpperCase() !== profile.usn.toUpperCase()) throw badRequest(MSG.usnMismatch, { usn: MSG.usnMismatch });
  if (input.email !== profile.email.toLowerCase()) throw badRequest(MSG.emailCannotChange, { email: MSG.emailCannotChange });
  return { ...input, usn: profile.usn };
}

/** Whether the event has a free seat now (capacity 0 = unlimited; offered seats are held). */
export const hasFreeSeat = (event: Pick<EventRow, 'capacity' | 'registrations_count'>) => hasSeatLeft(event.capacity, event.registrations_count);

/**
 * The status a new registration starts in, or the refusal: past (400), not open yet or
 * closed (400), twice (409), a lottery already drawn (409).
 */
function arrivalStatus(event: EventRow, already: boolean, options: LifecycleOptions): RegistrationStatus {
  const now = options.now ?? new Date();
  if (!isRegistrationOpen({ startsAt: event.starts_at }, now)) throw badRequest(MSG.registrationClosed, undefined, 'REGISTRATION_CLOSED');
  const lottery = event.allocation === 'lottery';
  if (isDrawHeld({ allocation: event.allocation, drawAt: event.draw_at, drawnAt: event.drawn_at }, now)) throw conflict(MSG.drawHeld, 'DRAW_HELD');
  const window = registrationWindowState({ startsAt: event.starts_at, opensAt: event.registration_opens_at, closesAt: event.registration_closes_at }, now);
  if (window === 'not-open') {
    const opensAt = event.registration_opens_at!;
    throw badRequest(registrationOpensMessage(opensAt, options.timeZone), undefined, 'REGISTRATION_NOT_OPEN').sayingIn({
      message: (t, language) => t('ui:register.opensOn', { when: windowTime(opensAt, options.timeZone, language) }),
    });
  }
  if (window === 'closed') throw badRequest(MSG.registrationHasClosed, undefined, 'REGISTRATION_CLOSED');
  if (already) throw lottery ? conflict(MSG.alreadyEntered, 'ALREADY_ENTERED') : conflict(MSG.alreadyRegistered, 'ALREADY_REGISTERED');
  if (lottery) return 'entered';
  if (event.approval) return 'pending';
  return hasFreeSeat(event) ? 'registered' : 'waitlisted';
}

/** Now, or just after the event's previous arrivals when the clock has not moved on (time orders the waitlist). */
function arrivalTime(event: Pick<EventRow, 'last_arrival_at'>): string {
  const last = event.last_arrival_at ? new Date(toIso(event.last_arrival_at)).getTime() : 0;
  return new Date(Math.max(Date.now(), last + 1)).toISOString();
}

/** A registration's id: the event and the student's USN (one each). */
export const registrationId = (eventId: string, usn: string) => `${eventId}_${usn}`;

/**
 * Registers a group of students for one event under one lock of its row: registered or
 * waitlisted, pending approval, or entered in the lottery, each judged as if alone.
 * The group shares one arrival time, later than the group before it, and its seats are
 * decided in id order: the waitlist's own order (time, then id), so promotions follow
 * the order seats were decided in. A refusal (closed, twice, a missing answer) is that
 * student's alone. The whole group is written together (writeArrivals): its rows, the
 * event's counts, and the rows `queue` gives for them (its mails, in the same transaction).
 */
export async function addRegistrations(
  trx: Trx, dialect: Dialect, eventId: string, arrivals: NewRegistration[], options: LifecycleOptions, queue?: (rows: ArrivedRow[]) => QueuedRows,
): Promise<Arrival[]> {
  const { event, registered } = await lockEventForArrivals(trx, dialect, eventId, [...new Set(arrivals.map((a) => a.studentId))]);
  // An event the campus office has not approved takes no registrations: to students it does not exist.
  if (!event || !takesRegistrations({ reviewStatus: event.review_status })) {
    return arrivals.map(() => ({ refused: notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND') }));
  }
  const at = arrivalTime(event);
  const seats = { ...event };
  const rows: ArrivedRow[] = [];
  const arrived = new Map<RegistrationStatus, number>();
  const outcomes: Arrival[] = new Array(arrivals.length);
  const idOf = (i: number) => registrationId(eventId, arrivals[i]!.input.usn);
  const order = arrivals.map((_, i) => i).sort((a, b) => (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : a - b));
  for (const i of order) {
    const { studentId, input, answers } = arrivals[i]!;
    let status: RegistrationStatus;
    let judged: Answers;
    try {
      status = arrivalStatus(seats, registered.has(studentId), options);
      judged = judgeAnswers(event, answers);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes[i] = { refused: error };
      continue;
    }
    const id = registrationId(eventId, input.usn);
    const row = {
      id,
      event_id: eventId,
      student_id: studentId,
      name: input.name,
      usn: input.usn,
      email: input.email,
      semester: input.semester,
      contact_no: null,
      status,
      ticket_code: newTicketCode(),
      checked_in_at: null,
      created_at: at,
      updated_at: at,
      ...storedAnswers(event, id, judged, options.cipher),
      offer_expires_at: null,
      queue_position: null,
    } satisfies ArrivedRow;
    registered.add(studentId);
    if (status === 'registered') seats.registrations_count += 1;
    arrived.set(status, (arrived.get(status) ?? 0) + 1);
    rows.push(row);
    outcomes[i] = { registration: row };
  }
  if (rows.length > 0) await writeArrivals(trx, dialect, eventId, rows, arrived, at, queue?.(rows) ?? { outbox: [], deliveries: [] });
  return outcomes;
}

/** Registers one student (the seed, tests): its row, or its refusal thrown. */
export async function addRegistration(trx: Trx, dialect: Dialect, eventId: string, arrival: NewRegistration, options: LifecycleOptions) {
  const [outcome] = await addRegistrations(trx, dialect, eventId, [arrival], options);
  if ('refused' in outcome!) throw outcome.refused;
  return { registration: outcome!.registration };
}
