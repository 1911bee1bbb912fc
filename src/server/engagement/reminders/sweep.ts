import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isReminderDue, REMINDER_LEADS } from '../../../domain/reminders.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { registerPeriodicJob } from '../../infrastructure/jobs/periodic.ts';
import { timedEventFields } from '../../infrastructure/outbox/event-fields.ts';
import type { OutboxMail, TicketEvent } from '../../infrastructure/outbox/payloads.ts';
import type { Dialect, Trx } from '../../infrastructure/db/connection.ts';
import type { RegistrationStatus } from '../../../domain/registration-status.ts';
import { claimAndQueuePage, claimReminders, eventsStartingIn, findReminderEvent, isCandidate, listReminderPage, type RoutedReminderRow } from './queries.ts';
import { sweepDigests } from '../follows/digest.ts';

type Lead = (typeof REMINDER_LEADS)[number];

/**
 * How the sweep shares the server, per database: registrations per page and, while
 * requests keep arriving, the share of the time its pages may take. On SQLite a page is
 * one transaction whose statements run on the event loop and hold the one connection: its
 * time is all the server's. Measured on 50,000 due under the listing's load (p99 during /
 * before, back to back): SQLite 1.5-3.8x with pages of 100 at a quarter, 1.5-1.7x with 50
 * at 0.15. On PostgreSQL a page is one statement (claimAndQueuePage): the server sends it
 * and waits while the loop serves requests, so the pause mostly lends the database's cores
 * back to the requests; 500 rows a page, as many pages as statements.
 */
export const REMINDER_PACE: Record<Dialect, { pageSize: number; busyShare: number }> = {
  sqlite: { pageSize: 50, busyShare: 0.15 },
  postgres: { pageSize: 500, busyShare: 0.25 },
};

/**
 * Queues the reminders due at `now` (the clock is a parameter for tests): per lead,
 * shortest first, event by event, soonest first, a page of registrations at a time
 * (keyset; REMINDER_PACE), each page's candidates claimed in reminders_sent and their
 * mails written to the outbox atomically. A claim is unique per registration and lead, so several processes,
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
      const position: PageOf = { lead, shorterMs, eventId, from, to, after: '', pageSize: pace.pageSize, now };
      const queuePage = ctx.handle.dialect === 'postgres' ? await statementPerPage(ctx, position) : transactionPerPage(ctx);
      if (!queuePage) continue;
      for (;;) {
        const started = performance.now();
        const page = await queuePage(position);
        queued += page.queued;
        await turnForRequests(ctx, pace.busyShare, performance.now() - started);
        if (page.last === undefined) break;
        position.after = page.last;
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

/** What a page did: reminders queued, and the student id to go on after if the page was full. */
type Paged = { queued: number; last: string | undefined };
type SweepContext = Pick<ServerContext, 'db' | 'outbox' | 'config'>;
/** What a reminder's mail needs of a registration. */
type ReminderRegistration = Omit<RoutedReminderRow, 'created_at'> & { created_at: Date | string };

/** An instant column as milliseconds (a string on SQLite, a Date on PostgreSQL). */
const ms = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** SQLite: each page read, claimed and queued in a transaction of its own. */
function transactionPerPage(ctx: SweepContext) {
  return (page: PageOf) => ctx.db.transaction().execute(async (trx): Promise<Paged> => {
    const rows = await listReminderPage(trx, page.eventId, page.from, page.to, page.after, page.pageSize);
    const first = rows[0];
    if (!first) return { queued: 0, last: undefined };
    // One event per page: its part of the mail is the same for every row.
    const event = timedEventFields({ ...first, id: first.event_id, name: first.event_name }, ctx.config.campusTimeZone);
    const queued = await queueReminders(ctx, trx, page, event, rows.filter(isCandidate));
    return { queued, last: rows.length === page.pageSize ? rows.at(-1)!.student_id : undefined };
  });
}

/**
 * PostgreSQL: the event read once, then each page one statement that claims and queues
 * the mails of students with no device and no choice of their own; the few others of the
 * page are claimed and routed in a transaction after it. Undefined when the event no
 * longer starts within the lead.
 */
async function statementPerPage(ctx: SweepContext, position: PageOf) {
  const row = await findReminderEvent(ctx.db, position.eventId, position.from, position.to);
  if (!row) return undefined;
  const event = timedEventFields(row, ctx.config.campusTimeZone);
  return async (page: PageOf): Promise<Paged> => {
    const done = await claimAndQueuePage(ctx.db, {
      eventId: page.eventId, from: page.from, to: page.to, afterStudentId: page.after, limit: page.pageSize,
      kind: page.lead.kind, leadMs: page.lead.ms, event, now: page.now.toISOString(), queuedAt: new Date().toISOString(), identities: ctx.outbox.identities(page.pageSize),
    });
    const routed = done.routed.length ? await ctx.db.transaction().execute((trx) => queueReminders(ctx, trx, page, event, done.routed)) : 0;
    return { queued: done.queued + routed, last: done.rows === page.pageSize && done.last !== null ? done.last : undefined };
  };
}

/** Claims the candidates' reminders and queues the mails of those claimed now and due (isReminderDue); how many. */
async function queueReminders(ctx: SweepContext, trx: Trx, { lead, shorterMs, now }: PageOf, event: TicketEvent, candidates: ReminderRegistration[]) {
  const claimed = await claimReminders(trx, lead.kind, candidates.map((c) => c.id), now.toISOString());
  const startsAt = Date.parse(event.startsAt);
  const due = candidates.filter((c) => claimed.has(c.id) && isReminderDue(lead, shorterMs, { startsAt, registeredAt: ms(c.created_at) }, now.getTime()));
  await ctx.outbox.add(trx, due.map((c): OutboxMail => ({
    kind: 'reminder',
    payload: { lead: lead.kind, registration: { name: c.name, email: c.email, usn: c.usn, status: c.status as RegistrationStatus, ticket_code: c.ticket_code }, event },
    to: c.email, userId: c.student_id, eventId: c.event_id,
  })));
  return due.length;
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
