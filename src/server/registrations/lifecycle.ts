import { randomBytes } from 'node:crypto';
import { MSG } from '../../domain/messages.ts';
import type { RegistrationInput } from '../../domain/schemas/registration.ts';
import { isRegistrationOpen } from '../../domain/policy/events.ts';
import type { Dialect, Trx } from '../db/connection.ts';
import type { EventRow, NewRegistrationRow, RegistrationRow } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { lockEvent } from '../events/queries.ts';
import { dropPendingMessages } from '../outbox/queries.ts';
import {
  countArrival, countDeparture, countPromotions, deleteRegistrationRow, findRegistrationOf, findRegistrationRow, insertRegistration,
  listEarliestWaitlisted, markRegistered, readRegistrationCounts,
} from './queries.ts';

/**
 * The registration lifecycle. Every function runs inside the caller's transaction
 * and changes the event's counts together with the rows, after locking the event
 * row: concurrent registrations for one event are serialized, so the capacity
 * decision and the counts are always exact.
 */

export function newTicketCode(): string {
  return randomBytes(12).toString('base64url');
}

export interface NewRegistration {
  studentId: string;
  input: RegistrationInput;
}

/** Registers (or waitlists, when the event is full) a student: 404, 400 past, 409 twice. */
export async function addRegistration(trx: Trx, dialect: Dialect, eventId: string, { studentId, input }: NewRegistration) {
  const event = await lockEvent(trx, dialect, eventId);
  if (!event) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
  if (!isRegistrationOpen({ startsAt: event.starts_at })) throw badRequest(MSG.registrationClosed, undefined, 'REGISTRATION_CLOSED');
  const existing = await findRegistrationOf(trx, eventId, studentId);
  if (existing) throw conflict(MSG.alreadyRegistered, 'ALREADY_REGISTERED');

  const full = event.capacity > 0 && event.registrations_count >= event.capacity;
  const now = nowIso();
  const row = {
    id: `${eventId}_${input.usn}`,
    event_id: eventId,
    student_id: studentId,
    name: input.name,
    usn: input.usn,
    email: input.email,
    semester: input.semester,
    contact_no: null,
    status: full ? ('waitlisted' as const) : ('registered' as const),
    ticket_code: newTicketCode(),
    checked_in_at: null,
    created_at: now,
    updated_at: now,
  } satisfies NewRegistrationRow;
  await insertRegistration(trx, row);
  await countArrival(trx, eventId, full);
  return { registration: row, event };
}

/**
 * Moves the earliest waitlisted students into free places (capacity 0 = unlimited,
 * so everyone waiting gets in). Returns the promoted registrations.
 */
export async function promoteWaitlisted(trx: Trx, event: Pick<EventRow, 'id' | 'capacity'>): Promise<RegistrationRow[]> {
  const counts = await readRegistrationCounts(trx, event.id);
  if (counts.waitlisted_count === 0) return [];
  const free = event.capacity === 0 ? counts.waitlisted_count : event.capacity - counts.registrations_count;
  if (free <= 0) return [];
  const next = await listEarliestWaitlisted(trx, event.id, free);
  if (next.length === 0) return [];
  const now = nowIso();
  await markRegistered(trx, next.map((r) => r.id), now);
  await countPromotions(trx, event.id, next.length);
  return next.map((r) => ({ ...r, status: 'registered' as const, updated_at: now }));
}

/**
 * Deletes a registration, lowers the right count and promotes from the waitlist
 * when a place was freed. A registration deleted concurrently counts once.
 */
export async function releaseRegistration(trx: Trx, dialect: Dialect, registration: Pick<RegistrationRow, 'id' | 'event_id'>) {
  const event = await lockEvent(trx, dialect, registration.event_id);
  if (!event) return { removed: null, promoted: [] as RegistrationRow[] };
  const current = await findRegistrationRow(trx, registration.id);
  if (!current) return { removed: null, promoted: [] as RegistrationRow[] };
  await deleteRegistrationRow(trx, current.id);
  await countDeparture(trx, event.id, current.status);
  // A ticket or reminder queued but not sent yet is for an event they no longer attend.
  await dropPendingMessages(trx, { kinds: ['registration', 'promotion', 'reminder'], eventIds: [event.id], userId: current.student_id });
  const promoted = current.status === 'registered' ? await promoteWaitlisted(trx, event) : [];
  return { removed: current, promoted };
}
