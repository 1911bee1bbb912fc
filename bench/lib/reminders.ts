// The reminder sweep at scale: 50,000 reminders due within the same minute,
// queued by the running server's own sweep (every REMINDER_SWEEP_SECONDS), while the
// listing is under load. Measured: how long the sweep takes, the listing's p99 during it
// against just before, and that every reminder was queued exactly once.
import autocannon, { type AutocannonResult } from 'autocannon';
import { sql } from 'kysely';
import type { DbHandle } from '../../src/server/infrastructure/db/connection.ts';
import { insertInBatches, insertStudents } from './campus.ts';
import { load } from './load.ts';
import { mailsDropped } from './rush.ts';

export interface ReminderFigures {
  reminders: number;
  sweepSeconds: number | null;
  p99Before: number;
  p99During: number | null;
  queued: number;
  claimed: number;
  /** Listing answers that were not 2xx, or failed or timed out, before and during the sweep. */
  failedDuring: number;
}

const PER_EVENT = 1000;
const PREFIX = 'rem-event-';
/** The first id after every id that starts with PREFIX (byte order: '.' follows '-'). */
const PREFIX_END = 'rem-event.';

async function countFor(handle: DbHandle, table: 'reminders_sent' | 'outbox'): Promise<number> {
  if (table === 'reminders_sent') {
    const row = await handle.db
      .selectFrom('reminders_sent as m')
      .innerJoin('registrations as r', 'r.id', 'm.registration_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('r.event_id', 'like', `${PREFIX}%`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const row = await handle.db
    .selectFrom('outbox')
    .select(sql<number>`count(distinct recipient)`.as('n'))
    .where('kind', '=', 'reminder')
    .where('event_id', 'like', `${PREFIX}%`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The claims so far, for watching the sweep while the listing is measured: a range of the
 * primary key's index (the registrations' ids start with PREFIX), about 1 ms at 50,000. The
 * exact count above reads every registration (16 ms at 50,000), on SQLite synchronously in
 * this process, whose autocannon is measuring the listing: ten times a second, it put its
 * own pauses into the p99 it measured.
 */
async function claimsSoFar(handle: DbHandle): Promise<number> {
  const row = await handle.db
    .selectFrom('reminders_sent')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('registration_id', '>=', PREFIX)
    .where('registration_id', '<', PREFIX_END)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The listing under load until `stop` is called; its latency figures. */
function loadUntilStopped(url: string, connections: number) {
  let instance: { stop(): void } | undefined;
  const result = new Promise<AutocannonResult>((resolve, reject) => {
    instance = autocannon({ url, connections, duration: 600, timeout: 30 }, (error, res) => (error ? reject(error) : resolve(res)));
  });
  return { stop: () => instance?.stop(), result };
}

export async function benchReminderSweep(
  handle: DbHandle, baseUrl: string, organizerId: string, reminders: number, connections: number, log: (line: string) => void,
  { warmupSeconds = 2, loadSeconds = 5 } = {},
): Promise<ReminderFigures> {
  const listing = `${baseUrl}/api/events`;
  // The listing with nothing due, just before.
  await load({ url: listing, connections, duration: warmupSeconds });
  const before = await load({ url: listing, connections, duration: loadSeconds });

  // Students who registered two days ago for events that start in 50 minutes: each is due its one-hour reminder.
  const students = await insertStudents(handle, 'rem', reminders);
  const startsAt = new Date(Date.now() + 50 * 60_000);
  startsAt.setUTCSeconds(0, 0);
  const date = startsAt.toISOString().slice(0, 10);
  const time = startsAt.toISOString().slice(11, 16);
  const created = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const events = Math.ceil(reminders / PER_EVENT);
  await insertInBatches(handle, 'events', Array.from({ length: events }, (_, k) => ({
    id: `${PREFIX}${k}`, organizer_id: organizerId, name: `Reminder Evening ${k}`, description: 'A talk the reminders are for.', venue: 'Main Hall', type: 'Talk',
    date, time, starts_at: startsAt.toISOString(), capacity: 0, image_id: null, created_at: created, updated_at: created,
  })) as never);
  await insertInBatches(handle, 'registrations', students.ids.map((id, i) => ({
    id: `${PREFIX}${Math.floor(i / PER_EVENT)}_${students.usns[i]}`, event_id: `${PREFIX}${Math.floor(i / PER_EVENT)}`, student_id: id,
    name: students.names[i]!, usn: students.usns[i]!, email: students.emails[i]!, semester: '5', contact_no: null, status: 'registered',
    ticket_code: `rem${i}-${id}`, checked_in_at: null, created_at: created, updated_at: created,
  })) as never);
  log(`  ${reminders} registrations for ${events} events starting at ${startsAt.toISOString()}; waiting for the server's sweep`);

  // The server's next sweep starts within REMINDER_SWEEP_SECONDS: the load runs from its first claim to its last.
  const waitUntil = (done: (n: number) => boolean, ms: number) => (async () => {
    const deadline = Date.now() + ms;
    for (;;) {
      const n = await claimsSoFar(handle);
      if (done(n) || Date.now() > deadline) return n;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  if ((await waitUntil((n) => n > 0, 60_000)) === 0) return { reminders, sweepSeconds: null, p99Before: before.p99, p99During: null, queued: 0, claimed: 0, failedDuring: 0 };
  const started = performance.now();
  const during = loadUntilStopped(listing, connections);
  await waitUntil((n) => n >= reminders, 300_000);
  const sweepSeconds = (performance.now() - started) / 1000;
  during.stop();
  const result = await during.result;
  // Give the last batch's transaction time to commit its outbox rows.
  await new Promise((r) => setTimeout(r, 500));
  const figures = {
    reminders, sweepSeconds, p99Before: before.p99, p99During: result.latency.p99,
    queued: await countFor(handle, 'outbox'), claimed: await countFor(handle, 'reminders_sent'),
    failedDuring: result.non2xx + result.errors + result.timeouts + before.non2xx + before.errors,
  };
  // What is measured is the queueing. Sending 20,000 mails would go on for minutes, into the
  // next part's figures (it doubled the big campus's p50 and held SQLite's write lock there).
  await mailsDropped(handle, Array.from({ length: events }, (_, k) => `${PREFIX}${k}`));
  return figures;
}
