import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isEventUpcoming } from '../../../domain/policy/events.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { registerPeriodicJob } from '../../infrastructure/jobs/periodic.ts';
import type { Trx } from '../../infrastructure/db/connection.ts';
import { lockEvent } from '../../events/events/queries.ts';
import { dropPendingMessages } from '../../infrastructure/outbox/queries.ts';
import { promoteWaitlisted } from '../registrations/lifecycle.ts';
import { countMove, deleteRegistrationRow } from '../registrations/queries.ts';
import { queueTicketMails } from '../registrations/ticket-mails.ts';
import { queueOfferExpiredMails } from './mails.ts';
import { listEventsWithLapsedOffers, listLapsedOffers } from './queries.ts';

/** What a sweep needs: a database, and where mails and count changes go. */
export type SweepContext = Pick<ServerContext, 'db' | 'handle' | 'outbox' | 'config' | 'live' | 'log'>;

export interface OfferSweep {
  /** Offers that lapsed and were withdrawn. */
  lapsed: number;
  /** Seats offered (or given, once the claim window was turned off) to the next on the waitlist. */
  offered: number;
}

/**
 * One event's lapsed offers, under its lock. The rows are read again under the lock,
 * status and deadline both: a sweep of another process that got there first has deleted
 * them already, and a confirmation that won the lock made them registered, so each lapsed
 * offer is handled once. Each is withdrawn (the row deleted, its seat freed) with an
 * 'offer-expired' mail, and the freed seats are offered to the next on the waitlist.
 */
async function lapseOffers(ctx: SweepContext, trx: Trx, eventId: string, now: Date): Promise<OfferSweep> {
  const event = await lockEvent(trx, ctx.handle.dialect, eventId);
  if (!event) return { lapsed: 0, offered: 0 };
  const lapsed = await listLapsedOffers(trx, eventId, now.toISOString());
  if (lapsed.length === 0) return { lapsed: 0, offered: 0 };
  for (const row of lapsed) {
    await deleteRegistrationRow(trx, row.id);
    // Nothing queued for them and not sent yet still applies: an offer mail, a reminder.
    if (row.student_id) await dropPendingMessages(trx, { kinds: ['offer', 'promotion', 'reminder'], eventIds: [eventId], userId: row.student_id });
  }
  await countMove(trx, eventId, 'offered', null, lapsed.length);
  await queueOfferExpiredMails(ctx, trx, lapsed);
  // Once the event has begun, nobody is asked to claim a seat any more.
  const promoted = isEventUpcoming({ startsAt: event.starts_at }, now) ? await promoteWaitlisted(trx, event, now) : [];
  await queueTicketMails(ctx, trx, 'promotion', promoted);
  return { lapsed: lapsed.length, offered: promoted.length };
}

/**
 * Withdraws the offers whose deadline is at or before `now` (the clock is a parameter
 * for tests) and offers their seats to the next students, one transaction per event.
 * Safe to run in several processes at once. An event that fails is logged and left for
 * the next sweep; the others go ahead, and the first failure is thrown at the end.
 */
export async function sweepOffers(ctx: SweepContext, now = new Date()): Promise<OfferSweep> {
  const total: OfferSweep = { lapsed: 0, offered: 0 };
  let failure: unknown;
  for (const eventId of await listEventsWithLapsedOffers(ctx.db, now.toISOString())) {
    try {
      const done = await ctx.db.transaction().execute((trx) => lapseOffers(ctx, trx, eventId, now));
      if (done.lapsed === 0) continue;
      total.lapsed += done.lapsed;
      total.offered += done.offered;
      ctx.live.publishCounts(eventId);
    } catch (error) {
      ctx.log.warn({ err: error, eventId }, 'lapsing offers failed');
      failure ??= error;
    }
  }
  if (total.lapsed) ctx.outbox.wake();
  if (failure) throw failure;
  return total;
}

/** Sweeps lapsed offers every SEAT_SWEEP_SECONDS from the start (jobs/periodic.ts). */
export const seatSweepPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: ServerContext }) => {
  registerPeriodicJob(app, {
    name: 'offer sweep',
    everyMs: ctx.config.seatSweepMs,
    run: () => sweepOffers(ctx),
    report: ({ lapsed, offered }) => (lapsed ? { lapsed, offered } : undefined),
  });
});
