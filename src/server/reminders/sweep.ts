import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isReminderDue, REMINDER_LEADS } from '../../domain/reminders.ts';
import type { ServerContext } from '../context.ts';
import { toIso } from '../db/time.ts';
import type { OutboxMail } from '../outbox/payloads.ts';
import { claimReminders, listReminderCandidates, REMINDER_BATCH } from './queries.ts';
import { sweepDigests } from '../follows/digest.ts';

/**
 * Queues the reminders due at `now` (the clock is a parameter for tests): per lead,
 * shortest first, batches of candidates are claimed in reminders_sent and their mails
 * written to the outbox in one transaction. A claim is unique per registration and
 * lead, so several processes, or a restart mid-sweep, never send one twice.
 */
export async function sweepReminders(ctx: Pick<ServerContext, 'db' | 'handle' | 'outbox'>, now = new Date()): Promise<number> {
  let queued = 0;
  let shorterMs = 0;
  for (const lead of REMINDER_LEADS) {
    const from = new Date(now.getTime() + shorterMs).toISOString();
    const to = new Date(now.getTime() + lead.ms).toISOString();
    for (;;) {
      const batch = await ctx.db.transaction().execute(async (trx) => {
        const candidates = await listReminderCandidates(trx, ctx.handle.dialect, lead.kind, from, to);
        const claimed = await claimReminders(trx, lead.kind, candidates.map((c) => c.id), now.toISOString());
        const due = candidates.filter((c) => claimed.has(c.id) && isReminderDue(
          lead, shorterMs, { startsAt: Date.parse(toIso(c.starts_at)), registeredAt: Date.parse(toIso(c.created_at)) }, now.getTime(),
        ));
        await ctx.outbox.add(trx, due.map((c): OutboxMail => ({
          kind: 'reminder',
          payload: {
            lead: lead.kind,
            registration: { name: c.name, email: c.email, usn: c.usn, status: c.status, ticket_code: c.ticket_code },
            event: {
              id: c.event_id, name: c.event_name, description: c.description, venue: c.venue, startsAt: toIso(c.starts_at), date: c.date, time: c.time, organizerName: c.organizer_name,
            },
          },
          to: c.email, userId: c.student_id, eventId: c.event_id,
        })));
        return { size: candidates.length, queued: due.length };
      });
      queued += batch.queued;
      if (batch.size < REMINDER_BATCH) break;
      // Requests go first between batches: on SQLite every statement runs synchronously, so
      // without a turn of the event loop a sweep of 50,000 held the server for seconds.
      await new Promise((resolve) => setImmediate(resolve));
    }
    shorterMs = lead.ms;
  }
  if (queued) ctx.outbox.wake();
  return queued;
}

/** Sweeps reminders and digests every REMINDER_SWEEP_SECONDS from the start; a failure is logged and the next sweep tries again. */
export const reminderSweepPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: ServerContext }) => {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    // Reminders, then the daily digest (queued once its hour has come).
    Promise.all([sweepReminders(ctx), sweepDigests(ctx)])
      .then(([reminders, digests]) => (reminders || digests) && app.log.info({ reminders, digests }, 'reminders and digests queued'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'reminder sweep failed'))
      .finally(() => (running = false));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, ctx.config.reminderSweepMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
