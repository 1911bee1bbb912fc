import { MSG } from '../../../domain/messages.ts';
import { isSeatHolder } from '../../../domain/registration-status.ts';
import { registrationPatchSchemaFor } from '../../../domain/schemas/registration.ts';
import { describeIssues } from '../../../domain/schemas/issues.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { nowIso, toIso } from '../../infrastructure/db/time.ts';
import { authorize, badRequest, conflict, forbidden, notFound } from '../../infrastructure/http/errors.ts';
import { releaseRegistration } from './lifecycle.ts';
import { answersAfterEdit } from './answers.ts';
import { cipherOf } from './sensitive.ts';
import { queueTicketMails } from './ticket-mails.ts';
import { auditRegistrationRemoved } from '../../infrastructure/audit/service.ts';
import { canCheckIn } from '../../../domain/policy/events.ts';
import { checkInState, checkInWindow } from '../../../domain/policy/check-in.ts';
import {
  canEditRegistration, canRemoveRegistration, canSeeRegistrantContacts, canViewRegistration, isRegistrationChangeable, type RegistrationFacts,
} from '../../../domain/policy/registrations.ts';
import {
  findRegistration, findRegistrationIdByTicket, markCheckedIn, updateRegistrationDetails, type RegistrationWithEvent,
  clearCheckIn,
} from './queries.ts';

/** What the registration rules read of a registration row. */
export const registrationFacts = (row: { student_id: string | null; organizer_id: string; event_starts_at: string | Date }): RegistrationFacts => ({
  studentId: row.student_id,
  organizerId: row.organizer_id,
  eventStartsAt: row.event_starts_at,
});

/**
 * A registration the viewer may see (its student or the event's organizer). To anyone
 * else it does not exist: 404 whether or not it does, so its id (event id + USN) is no
 * oracle for who registered where.
 */
export async function loadRegistration(ctx: ServerContext, viewer: Viewer, id: string): Promise<RegistrationWithEvent> {
  const registration = await findRegistration(ctx.db, id);
  if (!registration || !canViewRegistration(viewer, registrationFacts(registration))) throw notFound(MSG.registrationNotFound, 'REGISTRATION_NOT_FOUND');
  return registration;
}

/** Cancelled by its student (before the event) or removed by the event's organizer. */
export async function removeRegistration(ctx: ServerContext, viewer: Viewer, id: string) {
  const registration = await loadRegistration(ctx, viewer, id);
  const facts = registrationFacts(registration);
  // Door staff see it but only check in; its student cancels only before the event.
  if (!canRemoveRegistration(viewer, facts)) {
    if (!canSeeRegistrantContacts(viewer, facts)) throw forbidden(MSG.forbidden);
    throw badRequest(MSG.cannotCancelPast, undefined, 'EVENT_PAST');
  }
  await ctx.db.transaction().execute(async (trx) => {
    const { promoted, removed } = await releaseRegistration(trx, ctx.handle.dialect, registration);
    // Told before the promotions it causes, so a receiver reads them in order.
    if (removed) {
      await ctx.outbox.addWebhooks(trx, [{
        type: 'registration.cancelled',
        eventId: removed.event_id,
        data: { registrationId: removed.id, eventId: removed.event_id, status: removed.status, by: viewer.id === removed.student_id ? 'student' : 'club' },
        contacts: { name: removed.name, email: removed.email, usn: removed.usn, phone: removed.contact_no },
      }]);
    }
    await queueTicketMails(ctx, trx, 'promotion', promoted);
    if (removed) await auditRegistrationRemoved(trx, viewer, removed);
  });
  ctx.live.publishCounts(registration.event_id);
  ctx.outbox.wake();
}

/**
 * Its student edits name, USN (their own), semester (1–8), contact number and answers
 * to the event's questions; never the e-mail. Who may edit is settled before the body
 * is judged; fields left out keep their values.
 */
export async function editRegistration(ctx: ServerContext, viewer: Viewer, id: string, body: Record<string, unknown>) {
  const registration = await loadRegistration(ctx, viewer, id);
  authorize(canEditRegistration(viewer, registrationFacts(registration)), () => forbidden(MSG.notAuthorizedToEditRegistration, 'NOT_REGISTRATION_OWNER'));
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : body.email;
  if (email !== undefined && email !== registration.email.toLowerCase()) {
    throw badRequest(MSG.emailCannotChange, { email: MSG.emailCannotChange });
  }
  if (!isRegistrationChangeable(registrationFacts(registration))) throw badRequest(MSG.cannotCancelPast, undefined, 'EVENT_PAST');
  // The registration's own USN passes as stored, even one from before the campus pattern.
  const parsed = registrationPatchSchemaFor(ctx.config.usnPattern, registration.usn).partial().safeParse(body);
  if (!parsed.success) {
    const { message, fields } = describeIssues(parsed.error.issues);
    throw badRequest(message, fields);
  }
  const patch = parsed.data;
  if (patch.usn !== undefined && patch.usn.toUpperCase() !== registration.usn.toUpperCase()) {
    throw badRequest(MSG.usnMismatch, { usn: MSG.usnMismatch });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const answers = body.answers === undefined ? undefined : await answersAfterEdit(trx, ctx.handle.dialect, cipherOf(ctx), id, body.answers);
    await updateRegistrationDetails(trx, id, {
      name: patch.name ?? registration.name,
      usn: patch.usn ?? registration.usn,
      semester: patch.semester ?? registration.semester,
      contact_no: patch.contactNo ?? registration.contact_no,
      ...answers,
      updated_at: nowIso(),
    });
  });
  return (await findRegistration(ctx.db, id))!;
}

/**
 * Check-in is open from CHECK_IN_OPENS_HOURS before the start to 24 hours after it
 * (src/domain/policy/check-in.ts); outside that, a 409 that says when it opens or closed.
 */
export function assertCheckInOpen(ctx: ServerContext, startsAt: string | Date, now = new Date()) {
  const event = { startsAt };
  const state = checkInState(event, now, ctx.config.checkInOpensHours);
  if (state === 'open') return;
  const { opensAt, closesAt } = checkInWindow(event, ctx.config.checkInOpensHours);
  if (state === 'not-open') throw conflict(MSG.checkInNotOpen, 'CHECK_IN_NOT_OPEN', { opensAt: opensAt.toISOString() });
  throw conflict(MSG.checkInClosed, 'CHECK_IN_CLOSED', { closedAt: closesAt.toISOString() });
}

/**
 * The organizer checks a registered student in; a second check-in is a 409 that says when
 * the first was. Only a seat holder is let in: waitlisted, pending, declined, offered (not
 * confirmed yet) and entered (not drawn) hold no seat, so each is a 409 with its status.
 */
export async function checkIn(ctx: ServerContext, viewer: Viewer, registration: RegistrationWithEvent) {
  authorize(canCheckIn(viewer, registrationFacts(registration)), () => forbidden(MSG.onlyOrganizerChecksIn));
  assertCheckInOpen(ctx, registration.event_starts_at);
  if (registration.status === 'waitlisted') throw conflict(MSG.waitlistedCannotCheckIn, 'WAITLISTED');
  if (!isSeatHolder(registration.status)) throw conflict(MSG.notSeatHolder, 'NOT_SEAT_HOLDER', { status: registration.status });
  await checkInOnce(ctx, registration, 'staff');
  // The door screen and the manage page count check-ins live.
  ctx.live.publishCounts(registration.event_id);
  return (await findRegistration(ctx.db, registration.id))!;
}

/**
 * Checks the registration in now, once: a second check-in, by any path (the door's scan,
 * the list, the student's own phone), is the same 409, saying when the first was.
 */
export async function checkInOnce(ctx: ServerContext, registration: { id: string; event_id: string }, by: 'staff' | 'self'): Promise<void> {
  const registrationId = registration.id;
  // The club's webhooks hear of it in the check-in's own transaction.
  const checkedIn = await ctx.db.transaction().execute(async (trx) => {
    const at = nowIso();
    if (!(await markCheckedIn(trx, registrationId, at))) return false;
    await ctx.outbox.addWebhooks(trx, [{ type: 'checkin.created', eventId: registration.event_id, data: { registrationId, eventId: registration.event_id, checkedInAt: at, by } }]);
    return true;
  });
  if (checkedIn) {
    ctx.outbox.wake();
    return;
  }
  const current = await findRegistration(ctx.db, registrationId);
  const at = current?.checked_in_at ? toIso(current.checked_in_at) : null;
  throw conflict(MSG.alreadyCheckedIn, 'ALREADY_CHECKED_IN', at ? { checkedInAt: at } : undefined);
}

/**
 * Undoes a check-in recorded by mistake (the club's staff): the student no longer counts
 * as attended, and a credential issued for it is revoked (credentials/queries.ts).
 */
export async function undoCheckIn(ctx: ServerContext, viewer: Viewer, registration: RegistrationWithEvent) {
  authorize(canCheckIn(viewer, registrationFacts(registration)), () => forbidden(MSG.onlyOrganizerChecksIn));
  if (!(await clearCheckIn(ctx.db, registration.id, nowIso()))) throw conflict(MSG.notCheckedIn, 'NOT_CHECKED_IN');
  ctx.live.publishCounts(registration.event_id);
  return (await findRegistration(ctx.db, registration.id))!;
}

/** Check-in from a scanned ticket: the code must belong to a registration of this event. */
export async function checkInByCode(ctx: ServerContext, viewer: Viewer, eventId: string, code: string) {
  const row = await findRegistrationIdByTicket(ctx.db, eventId, code);
  if (!row) throw notFound(MSG.ticketNotFound, 'TICKET_NOT_FOUND');
  return checkIn(ctx, viewer, await loadRegistration(ctx, viewer, row.id));
}
