import { MSG } from '../../../domain/messages.ts';
import { takesSeat, type RegistrationStatus } from '../../../domain/registration-status.ts';
import { seatsToFill } from '../../../domain/seats.ts';
import type { Dialect, Trx } from '../../infrastructure/db/connection.ts';
import type { EventRow, RegistrationRow } from '../../infrastructure/db/schema.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import { conflict, notFound } from '../../infrastructure/http/errors.ts';
import { lockEvent } from '../../events/events/queries.ts';
import { dropPendingMessages } from '../../infrastructure/outbox/queries.ts';
import { newId } from '../../infrastructure/db/ids.ts';
import { hasFreeSeat, newTicketCode } from './arrivals.ts';
import {
  countDeparture, eraseRegistrant, countMove, deleteRegistrationRow, findRegistrationRow, listEarliestWaitlisted, markStatus, readRegistrationCounts,
} from './queries.ts';

/**
 * The registration lifecycle after arrival (arrivals.ts registers). Every function runs inside the caller's transaction
 * and changes the event's counts together with the rows, after locking the event
 * row: concurrent registrations for one event are serialized, so the capacity
 * decision and the counts are always exact.
 */

/**
 * Fills free seats from the head of the waitlist (capacity 0 = unlimited, so everyone
 * waiting). With a claim window each gets an offer to confirm by its deadline instead
 * of the seat itself; an offered seat is held all the same. Returns the moved ones.
 */
export async function promoteWaitlisted(trx: Trx, event: Pick<EventRow, 'id' | 'capacity'> & { claim_hours?: number | null }, now = new Date()): Promise<RegistrationRow[]> {
  const counts = await readRegistrationCounts(trx, event.id);
  if (counts.waitlisted_count === 0) return [];
  const free = seatsToFill(event.capacity, counts.registrations_count, counts.waitlisted_count);
  if (free <= 0) return [];
  const next = await listEarliestWaitlisted(trx, event.id, free);
  if (next.length === 0) return [];
  const at = now.toISOString();
  const status: RegistrationStatus = event.claim_hours ? 'offered' : 'registered';
  const expiresAt = event.claim_hours ? new Date(now.getTime() + event.claim_hours * 3_600_000).toISOString() : null;
  await markStatus(trx, next.map((r) => r.id), status, at, expiresAt);
  await countMove(trx, event.id, 'waitlisted', status, next.length);
  return next.map((r) => ({ ...r, status, offer_expires_at: expiresAt, updated_at: at }));
}

/**
 * Deletes a registration, lowers the right count and fills the seat it held from the
 * waitlist. A registration deleted concurrently counts once.
 */
export async function releaseRegistration(trx: Trx, dialect: Dialect, registration: Pick<RegistrationRow, 'id' | 'event_id'>, now = new Date()) {
  const event = await lockEvent(trx, dialect, registration.event_id);
  if (!event) return { removed: null, promoted: [] as RegistrationRow[] };
  const current = await findRegistrationRow(trx, registration.id);
  if (!current) return { removed: null, promoted: [] as RegistrationRow[] };
  await deleteRegistrationRow(trx, current.id);
  await countDeparture(trx, event.id, current.status);
  // A ticket or reminder queued but not sent yet is for an event they no longer attend
  // (a former participant's row has nobody left to write to, and must not drop everyone's).
  if (current.student_id) await dropPendingMessages(trx, { kinds: ['registration', 'promotion', 'reminder'], eventIds: [event.id], userId: current.student_id });
  const promoted = takesSeat(current.status) ? await promoteWaitlisted(trx, event, now) : [];
  return { removed: current, promoted };
}

/**
 * Keeps a registration whose student is deleting their account after its event began:
 * the row stays, emptied of everything personal and linked to nobody, so the event's
 * counts, its check-ins and the club's insights stay as they were. Under the event's lock,
 * as every change of its registrations.
 */
export async function keepAsFormerParticipant(trx: Trx, dialect: Dialect, registration: Pick<RegistrationRow, 'id' | 'event_id'>, now = new Date()): Promise<boolean> {
  const event = await lockEvent(trx, dialect, registration.event_id);
  if (!event) return false;
  // The new id keeps the event's prefix as every other; a USN has no hyphen, so it never meets a student's id.
  return eraseRegistrant(trx, registration.id, { id: `${event.id}_former-${newId(16)}`, ticketCode: newTicketCode(), at: now.toISOString() });
}

/** The locked event and the registration's current row, or 404. */
async function lockedRegistration(trx: Trx, dialect: Dialect, registration: Pick<RegistrationRow, 'id' | 'event_id'>) {
  const event = await lockEvent(trx, dialect, registration.event_id);
  const current = event && (await findRegistrationRow(trx, registration.id));
  if (!event || !current) throw notFound(MSG.registrationNotFound, 'REGISTRATION_NOT_FOUND');
  return { event, current };
}

/**
 * The organizer approves a pending registration: a seat when one is free, else the
 * waitlist ("approving past capacity waitlists instead"). 409 unless pending.
 */
export async function approveRegistration(trx: Trx, dialect: Dialect, registration: Pick<RegistrationRow, 'id' | 'event_id'>): Promise<RegistrationRow> {
  const { event, current } = await lockedRegistration(trx, dialect, registration);
  if (current.status !== 'pending') throw conflict(MSG.notPending, 'NOT_PENDING');
  const status: RegistrationStatus = hasFreeSeat(event) ? 'registered' : 'waitlisted';
  const now = nowIso();
  await markStatus(trx, [current.id], status, now);
  await countMove(trx, event.id, 'pending', status);
  return { ...current, status, updated_at: now };
}

/** The organizer declines a pending registration; it stays, declined, so its student sees the answer. 409 unless pending. */
export async function declineRegistration(trx: Trx, dialect: Dialect, registration: Pick<RegistrationRow, 'id' | 'event_id'>): Promise<RegistrationRow> {
  const { event, current } = await lockedRegistration(trx, dialect, registration);
  if (current.status !== 'pending') throw conflict(MSG.notPending, 'NOT_PENDING');
  const now = nowIso();
  await markStatus(trx, [current.id], 'declined', now);
  await countMove(trx, event.id, 'pending', 'declined');
  return { ...current, status: 'declined', updated_at: now };
}

/** Its student confirms an offered seat before the deadline: 409 when nothing is offered or the deadline has passed. */
export async function confirmOffer(trx: Trx, dialect: Dialect, registration: Pick<RegistrationRow, 'id' | 'event_id'>, now = new Date()): Promise<RegistrationRow> {
  const { event, current } = await lockedRegistration(trx, dialect, registration);
  if (current.status !== 'offered') throw conflict(MSG.notOffered, 'NOT_OFFERED');
  if (!current.offer_expires_at || new Date(current.offer_expires_at).getTime() <= now.getTime()) throw conflict(MSG.offerExpired, 'OFFER_EXPIRED');
  const at = now.toISOString();
  await markStatus(trx, [current.id], 'registered', at);
  await countMove(trx, event.id, 'offered', 'registered');
  return { ...current, status: 'registered', offer_expires_at: null, updated_at: at };
}
