// The lottery draw at scale: 20,000 entrants for one event, drawn with the
// server's own function (lottery/service.ts) on the bench's database, timed, then checked
// to be exact: the seats and the waitlist, the counts, one mail each, the published draw
// reproducible from its seed.
import { sql } from 'kysely';
import type { DbHandle } from '../../src/server/infrastructure/db/connection.ts';
import { insertOutboxMail, newOutboxIdentity } from '../../src/server/infrastructure/outbox/queries.ts';
import { drawLottery, type DrawContext } from '../../src/server/registrations/lottery/service.ts';
import { verifyPublishedDraw } from '../../src/server/registrations/lottery/verify.ts';
import { presentDraw } from '../../src/server/registrations/lottery/presenters.ts';
import { insertEvent, insertInBatches, insertStudents } from './campus.ts';

export interface LotteryFigures {
  entrants: number;
  seats: number;
  seconds: number;
  /** The CPU the draw took in this process (the server's share; the database's is its own). */
  cpuSeconds: number;
  problems: string[];
}

export async function benchLotteryDraw(handle: DbHandle, organizerId: string, entrants: number, seats: number): Promise<LotteryFigures> {
  const eventId = 'lottery-event';
  await insertEvent(handle, eventId, organizerId, seats);
  const students = await insertStudents(handle, 'lot', entrants);
  const now = new Date();
  const created = new Date(now.getTime() - 3_600_000).toISOString();
  await insertInBatches(handle, 'registrations', students.ids.map((id, i) => ({
    id: `${eventId}_${students.usns[i]}`, event_id: eventId, student_id: id, name: students.names[i]!, usn: students.usns[i]!, email: students.emails[i]!,
    semester: '5', contact_no: null, status: 'entered', ticket_code: `lot${i}-${id}`, checked_in_at: null, created_at: created, updated_at: created,
  })) as never);
  // Due an hour from now, and drawn here as of then: the bench server's own draw sweep
  // (a second SQLite connection) must not take the same draw at the same moment.
  const drawAt = new Date(now.getTime() + 3_600_000);
  await handle.db.updateTable('events').set({ allocation: 'lottery', draw_at: drawAt.toISOString(), entered_count: entrants } as never).where('id', '=', eventId).execute();

  const ctx: DrawContext = {
    db: handle.db,
    handle,
    outbox: { add: (trx, mails) => insertOutboxMail(trx, mails, 'bench.quad.test'), addPush: async () => undefined, addWebhooks: async () => undefined, addWebhookDeliveries: async () => undefined, addNow: async () => undefined, prepare: async () => ({ push: { subscriptions: new Map(), channels: new Map() }, webhooks: { clubs: new Map(), endpoints: [] } }), rowsFor: () => ({ outbox: [], deliveries: [] }), identities: (count) => Array.from({ length: count }, () => newOutboxIdentity('bench.quad.test')), wake: () => undefined, start: async () => undefined, stop: async () => undefined },
    live: { publishCounts: () => undefined } as unknown as DrawContext['live'],
    log: { warn: () => undefined } as unknown as DrawContext['log'],
  };
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const held = await drawLottery(ctx, eventId, new Date(drawAt.getTime() + 1000));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;

  const problems: string[] = [];
  if (!held) return { entrants, seats, seconds, cpuSeconds, problems: ['the draw was not held'] };
  const counts = await handle.db.selectFrom('registrations').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('event_id', '=', eventId).groupBy('status').execute();
  const byStatus = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)]));
  if (byStatus.registered !== seats) problems.push(`${byStatus.registered} seated, not ${seats}`);
  if (byStatus.waitlisted !== entrants - seats) problems.push(`${byStatus.waitlisted} waitlisted, not ${entrants - seats}`);
  if (byStatus.entered) problems.push(`${byStatus.entered} still entered`);
  const event = await handle.db.selectFrom('events').select(['registrations_count', 'waitlisted_count', 'entered_count']).where('id', '=', eventId).executeTakeFirstOrThrow();
  if (event.registrations_count !== seats || event.waitlisted_count !== entrants - seats || event.entered_count !== 0) problems.push(`event counts ${JSON.stringify(event)}`);
  const positions = await handle.db.selectFrom('registrations').select(sql<number>`count(distinct queue_position)`.as('n')).where('event_id', '=', eventId).where('status', '=', 'waitlisted').executeTakeFirstOrThrow();
  if (Number(positions.n) !== entrants - seats) problems.push(`${positions.n} distinct waitlist positions`);
  const mails = await handle.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('event_id', '=', eventId).where('kind', '=', 'draw-result').executeTakeFirstOrThrow();
  if (Number(mails.n) !== entrants) problems.push(`${mails.n} result mails, not ${entrants}`);
  const row = await handle.db.selectFrom('draws').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow();
  const verification = verifyPublishedDraw(presentDraw({ row, eventCapacity: seats }));
  problems.push(...verification.problems);
  return { entrants, seats, seconds, cpuSeconds, problems };
}
