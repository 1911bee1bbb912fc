import { MSG } from '../../../domain/messages.ts';
import { canConfirmOffer, canDecideRegistration } from '../../../domain/policy/registrations.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import type { Dialect, Trx } from '../../infrastructure/db/connection.ts';
import type { RegistrationRow } from '../../infrastructure/db/schema.ts';
import { lockEvent } from '../../events/events/queries.ts';
import { loadEventFor } from '../../events/events/service.ts';
import { AppError, authorize, conflict, forbidden, notFound } from '../../infrastructure/http/errors.ts';
import { dropPendingMessages } from '../../infrastructure/outbox/queries.ts';
import { approveRegistration, confirmOffer, declineRegistration } from '../registrations/lifecycle.ts';
import { loadRegistration, registrationFacts } from '../registrations/service.ts';
import { queueTicketMails } from '../registrations/ticket-mails.ts';
import { queueDecisionMails } from './mails.ts';
import { listEventRegistrationsByIds } from './queries.ts';

/**
 * The organizer's approvals, one at a time or in bulk, and a student's confirmation of a
 * seat on offer. Each is one transaction: the rows, the event's counts and the mails
 * commit together, under the event's lock (src/server/registrations/registrations/lifecycle.ts).
 */

export type Decision = 'approve' | 'decline';

/** A decided or confirmed row with its event's club: whose owner and managers may read its sensitive answers. */
export type SeatRow = RegistrationRow & { organizer_id: string };

const decide = (decision: Decision) => (decision === 'approve' ? approveRegistration : declineRegistration);
const decisionMail = (decision: Decision) => (decision === 'approve' ? 'approved' : 'declined');

/** After the commit: the counts to every open page, the mails to the sender. */
function announce(ctx: ServerContext, eventId: string) {
  ctx.live.publishCounts(eventId);
  ctx.outbox.wake();
}

/**
 * Approves or declines one pending registration (409 unless pending). Like every
 * registration, one the viewer may not see is a 404 (another organizer's too, as check-in
 * does: its id, event id + USN, is no oracle); a student is stopped by the route's gate (403).
 */
export async function decideRegistration(ctx: ServerContext, viewer: Viewer, id: string, decision: Decision): Promise<SeatRow> {
  const registration = await loadRegistration(ctx, viewer, id);
  authorize(canDecideRegistration(viewer, registrationFacts(registration)), () => forbidden(MSG.onlyOrganizerApproves, 'NOT_EVENT_OWNER'));
  const row = await ctx.db.transaction().execute(async (trx) => {
    const decided = await decide(decision)(trx, ctx.handle.dialect, registration);
    await queueDecisionMails(ctx, trx, [decided], decisionMail(decision));
    return decided;
  });
  announce(ctx, registration.event_id);
  return { ...row, organizer_id: registration.organizer_id };
}

/** The event's rows among `ids`, all pending, read under its lock: else 404 or 409 naming the first that is not. */
async function lockedPending(trx: Trx, dialect: Dialect, eventId: string, ids: string[]) {
  if (!(await lockEvent(trx, dialect, eventId))) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
  const rows = await listEventRegistrationsByIds(trx, eventId, ids);
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw new AppError(404, 'REGISTRATION_NOT_FOUND', MSG.registrationNotFound, { registrationId: missing });
  const settled = rows.find((r) => r.status !== 'pending');
  if (settled) throw conflict(MSG.notPending, 'NOT_PENDING', { registrationId: settled.id, status: settled.status });
  return rows;
}

/**
 * Decides many pending registrations of one event at once, all or nothing: an id of
 * another event (404) or one no longer pending (409) changes none. Approved in order of
 * arrival, so when seats run out the earliest get them and the rest are waitlisted in
 * that order. The answer lists them in the order asked.
 */
export async function decideInBulk(ctx: ServerContext, viewer: Viewer, eventId: string, ids: string[], decision: Decision): Promise<SeatRow[]> {
  const event = await loadEventFor(ctx, viewer, eventId, canDecideRegistration, MSG.onlyOrganizerApproves);
  const asked = [...new Set(ids)];
  const decided = await ctx.db.transaction().execute(async (trx) => {
    const rows = await lockedPending(trx, ctx.handle.dialect, eventId, asked);
    const done: RegistrationRow[] = [];
    for (const row of rows) done.push(await decide(decision)(trx, ctx.handle.dialect, row));
    await queueDecisionMails(ctx, trx, done, decisionMail(decision));
    return done;
  });
  announce(ctx, eventId);
  const byId = new Map(decided.map((r) => [r.id, r]));
  return asked.map((id) => ({ ...byId.get(id)!, organizer_id: event.organizer_id }));
}

/**
 * Its student confirms the seat offered to them: registered, with the ticket mailed.
 * 409 when nothing is on offer, or at and after the deadline (judged under the event's
 * lock, the one the offer sweep takes: a confirmation and a lapse never both happen).
 * The organizer sees the registration but may not confirm for them (403).
 */
export async function confirmSeat(ctx: ServerContext, viewer: Viewer, id: string, now = new Date()): Promise<SeatRow> {
  const registration = await loadRegistration(ctx, viewer, id);
  authorize(canConfirmOffer(viewer, registrationFacts(registration)), () => forbidden(MSG.onlyStudentConfirmsOffer, 'NOT_REGISTRATION_OWNER'));
  const row = await ctx.db.transaction().execute(async (trx) => {
    const confirmed = await confirmOffer(trx, ctx.handle.dialect, registration, now);
    // An offer mail still waiting to go out would ask them to confirm what they just did.
    if (confirmed.student_id) await dropPendingMessages(trx, { kinds: ['offer'], eventIds: [confirmed.event_id], userId: confirmed.student_id });
    await queueTicketMails(ctx, trx, 'promotion', [confirmed]);
    return confirmed;
  });
  announce(ctx, registration.event_id);
  return { ...row, organizer_id: registration.organizer_id };
}
