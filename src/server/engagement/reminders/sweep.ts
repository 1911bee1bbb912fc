import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isReminderDue, REMINDER_LEADS } from '../../../domain/reminders.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { registerPeriodicJob } from '../../infrastructure/jobs/periodic.ts';
import { timedEventFields } from '../../infrastructure/outbox/event-fields.ts';
import type { OutboxMail } from '../../infrastructure/outbox/payloads.ts';
import type { Dialect, Trx } from '../../infrastructure/db/connection.ts';
import { claimReminders, eventsStartingIn, isCandidate, listReminderPage } from './queries.ts';
import { sweepDigests } from '../follows/digest.ts';

type Lead = (typeof REMINDER_LEADS)[number];

/**
 * How the sweep shares the server, per database: registrations per page (one transaction
 * each; every statement reads at most that many rows, by an index) and, while requests
 * keep arriving, the share of the time its pages may take. On SQLite a page's time is all
 * the server's: its statements run on the event loop, and its transaction holds the one
 * connection. On PostgreSQL most of it is the database's and the round trips', while the
 * loop serves requests. Measured on 50,000 due under the listing's load (p99 during / before,
 * back to back): SQLite 1.5-3.8x with pages of 100 at a quarter, 1.5-1.7x with 50 at 0.15;
 * PostgreSQL 0.7-1.6x with 100 at a quarter (1.3-2.5x with no pause). On PostgreSQL a
 * page's time is mostly its six round trips, each a wait for a database process on the
 * same cores: pages of 100 swept 20,000 in over five minutes on a loaded machine (45 a
 * second), so a page there is 500 rows, a fifth of the transactions and round trips for the
 * same rows (a page's own work in the server, building its mails, grows with it).
 */
export const REMINDER_PACE: Record<Dialect, { pageSize: number; busyShare: number }> = {
  sqlite: { pageSize: 50, busyShare: 0.15 },
  postgres: { pageSize: 500, busyShare: 0.25 },
};

/**
 * Queues the reminders due at `now` (the clock is a parameter for tests): per lead,
 * shortest first, event by event, soonest first, a page of registrations at a time
 * (keyset; REMINDER_PACE), each page's candidates claimed in reminders_sent and their
 * mails written to the outbox in one transaction. A claim is unique per registration and lead, so several processes,
 * or a restart mid-sweep, never send one twice; whatever a sweep passes by (registered
 * behind its position) the next one finds.
 */
export async function sweepReminders(ctx: Pick<ServerContext, 'db' | 'handle' | 'outbox' | 'config'> & Partial<Pick<ServerContext, 'isBusy'>>, now = new Date()): Promise<number> {
  const pace = REMINDER_PACE[ctx.handle.dialect];
  let queued = 0;
  let shorterMs = 0;
  for (const lead of REMINDER_LEADS) {
    const from = new Date(now.getTime() + shorterMs).toISOString();
    const to = new Date(now.getTime() + lead.ms).toISOString();
    for await (const eventId of eventsStartingIn(ctx.db, from, to)) {
      let after = '';
      for (;;) {
        const started = performance.now();
        const page = await ctx.db.transaction().execute((trx) => queuePage(ctx, trx, { lead, shorterMs, eventId, from, to, after, pageSize: pace.pageSize, now }));
        queued += page.queued;
        await turnForRequests(ctx, pace.busyShare, performance.now() - started);
        if (page.last === undefined) break;
        after = page.last;
      }
    }
    shorterMs = lead.ms;
  }
  if (queued) ctx.outbox.wake();
  return queued;
}

/** Requests go first between pages: while they keep arriving, a page is followed by a pause that keeps the sweep to `share` of the time. */
function turnForRequests(ctx: Partial<Pick<ServerContext, 'isBusy'>>, share: number, tookMs: number) {
  const pauseMs = ctx.isBusy?.() ? (tookMs * (1 - share)) / share : 0;
  return new Promise((resolve) => (pauseMs > 0 ? setTimeout(resolve, pauseMs) : setImmediate(resolve)));
}

interface PageOf {
  lead: Lead;
  shorterMs: number;
  eventId: string;
  from: string;
  to: string;
  /** The student id the page starts after. */
  after: string;
  pageSize: number;
  now: Date;
}

/** An instant column as milliseconds (a string on SQLite, a Date on PostgreSQL). */
const ms = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** One page of an event's registrations: claimed and queued; the student id to go on after, if the page was full. */
async function queuePage(ctx: Pick<ServerContext, 'outbox' | 'config'>, trx: Trx, { lead, shorterMs, eventId, from, to, after, pageSize, now }: PageOf) {
  const rows = await listReminderPage(trx, eventId, from, to, after, pageSize);
  const first = rows[0];
  if (!first) return { queued: 0, last: undefined };
  const candidates = rows.filter(isCandidate);
  const claimed = await claimReminders(trx, lead.kind, candidates.map((c) => c.id), now.toISOString());
  // One event per page: its part of the mail is the same for every row.
  const startsAt = ms(first.starts_at);
  const event = timedEventFields({ ...first, id: first.event_id, name: first.event_name }, ctx.config.campusTimeZone);
  const due = candidates.filter((c) => claimed.has(c.id) && isReminderDue(lead, shorterMs, { startsAt, registeredAt: ms(c.created_at) }, now.getTime()));
  await ctx.outbox.add(trx, due.map((c): OutboxMail => ({
    kind: 'reminder',
    payload: { lead: lead.kind, registration: { name: c.name, email: c.email, usn: c.usn, status: c.status, ticket_code: c.ticket_code }, event },
    to: c.email, userId: c.student_id, eventId: c.event_id,
  })));
  return { queued: due.length, last: rows.length === pageSize ? rows.at(-1)!.student_id : undefined };
}

/** Sweeps reminders and digests every REMINDER_SWEEP_SECONDS from the start (jobs/periodic.ts). */
export const reminderSweepPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: ServerContext }) => {
  registerPeriodicJob(app, {
    name: 'reminder sweep',
    everyMs: ctx.config.reminderSweepMs,
    // Reminders, then the daily digest (queued once its hour has come).
    run: () => Promise.all([sweepReminders(ctx), sweepDigests(ctx)]),
    report: ([reminders, digests]) => (reminders || digests ? { reminders, digests } : undefined),
  });
});
