import { randomBytes } from 'node:crypto';
import type { ServerContext } from '../../infrastructure/context.ts';
import type { Trx } from '../../infrastructure/db/connection.ts';
import type { EventRow } from '../../infrastructure/db/schema.ts';
import { lockEvent, updateEventRow } from '../../events/events/queries.ts';
import type { OutboxMail } from '../../infrastructure/outbox/payloads.ts';
import { countMove, markStatus } from '../registrations/queries.ts';
import { draw } from './draw.ts';
import { drawEntryId } from '../registrations/draw-entry.ts';
import { applyDrawPostgres, CHUNK, insertDraw, listDueDraws, listEntered, placeOnWaitlist, type Entrant } from './queries.ts';

/** What a draw needs: a database, and where its mails and count changes go. */
export type DrawContext = Pick<ServerContext, 'db' | 'handle' | 'outbox' | 'live' | 'log'>;

/** A draw just held, as stored and published (entry ids), with the registration each entry id stands for. */
export interface HeldDraw {
  eventId: string;
  seed: string;
  capacity: number;
  entrants: string[];
  winners: string[];
  waitlist: string[];
  drawnAt: string;
  /** Entry id → registration id: for the server and the organizer, never published. */
  entrantRegistrations: Record<string, string>;
}

/** A lottery whose draw time has come (at or before `now`) and that has not been drawn. */
export function isDrawDue(event: Pick<EventRow, 'allocation' | 'draw_at' | 'drawn_at'>, now: Date): boolean {
  return event.allocation === 'lottery' && !event.drawn_at && Boolean(event.draw_at) && new Date(event.draw_at!).getTime() <= now.getTime();
}

/** A fresh seed from the OS's CSPRNG: made when the entrant list is already fixed, never before. */
const newSeed = () => randomBytes(32).toString('hex');

const inChunks = <T>(items: readonly T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, k) => items.slice(k * CHUNK, (k + 1) * CHUNK));

/** An entrant's result mail: a seat (with the ticket), or their place on the waitlist. */
function drawMail(eventId: string, e: Entrant, position: number | null): OutboxMail {
  const registration = { name: e.name, email: e.email, usn: e.usn, status: position === null ? 'registered' as const : 'waitlisted' as const, ticket_code: e.ticket_code };
  return { kind: 'draw-result', payload: { registration, eventId, position, entry: drawEntryId(e.ticket_code) }, to: e.email, userId: e.student_id, eventId };
}

/**
 * Holds the event's draw in the caller's transaction, under the event's lock. The lock
 * and the drawn_at check under it make a draw happen once however many processes try,
 * and serialize it with entries: an entry committed before is in the draw, one after
 * finds drawn_at set and is refused (registrations/arrivals.ts). Null when not due.
 */
async function holdDraw(ctx: DrawContext, trx: Trx, eventId: string, now: Date): Promise<HeldDraw | null> {
  const event = await lockEvent(trx, ctx.handle.dialect, eventId);
  if (!event || !isDrawDue(event, now)) return null;
  const entered = await listEntered(trx, eventId);
  // The draw runs on, and publishes, entry ids; a (64-bit) clash would be refused as a repeat and the sweep would retry.
  const entryIds = entered.map((e) => drawEntryId(e.ticket_code));
  const byEntry = new Map(entryIds.map((id, k) => [id, entered[k]!]));
  const seed = newSeed();
  const { entrants, winners, waitlist } = draw({ seed, entrants: entryIds, capacity: event.capacity });
  const seated = winners.map((id) => byEntry.get(id)!);
  const queued = waitlist.map((id) => byEntry.get(id)!);
  const drawnAt = now.toISOString();
  const published = { event_id: eventId, seed, entrants: JSON.stringify(entrants), winners: JSON.stringify(winners), waitlist: JSON.stringify(waitlist), drawn_at: drawnAt };
  const entrantRegistrations = Object.fromEntries([...byEntry].map(([entry, e]) => [entry, e.id]));
  const held = { eventId, seed, capacity: event.capacity, entrants, winners, waitlist, drawnAt, entrantRegistrations };

  if (ctx.handle.dialect === 'postgres') {
    const order = [...winners, ...waitlist].map((entry) => ({ id: byEntry.get(entry)!.id, entry }));
    const result = await applyDrawPostgres(trx, {
      eventId, order, seats: winners.length, drawnAt, queuedAt: new Date().toISOString(), identities: ctx.outbox.identities(order.length), published,
    });
    // Under the event's lock every entrant is still entered; anything else is not this draw.
    if (result.moved !== order.length) throw new Error(`the draw moved ${result.moved} of ${order.length} entrants`);
    const routed = result.routed.map((e) => ({ entrant: e, position: e.place > winners.length ? e.place - winners.length : null }));
    await ctx.outbox.add(trx, routed.map(({ entrant, position }) => drawMail(eventId, entrant, position)));
    return held;
  }

  for (const chunk of inChunks(seated.map((e) => e.id))) await markStatus(trx, chunk, 'registered', drawnAt);
  await countMove(trx, eventId, 'entered', 'registered', seated.length);
  await placeOnWaitlist(trx, queued.map((e) => e.id), 1, drawnAt);
  await countMove(trx, eventId, 'entered', 'waitlisted', queued.length);
  await updateEventRow(trx, eventId, { drawn_at: drawnAt });
  await insertDraw(trx, published);
  await ctx.outbox.add(trx, [...seated.map((e) => drawMail(eventId, e, null)), ...queued.map((e, k) => drawMail(eventId, e, k + 1))]);
  return held;
}

/**
 * Draws the event's lottery if it is due at `now` (the clock is a parameter for tests):
 * seats to the winners, the waitlist in drawn order, the published draw, a mail to every
 * entrant — one transaction. Null when it is not a lottery, not due, or drawn already.
 */
export async function drawLottery(ctx: DrawContext, eventId: string, now = new Date()): Promise<HeldDraw | null> {
  const held = await ctx.db.transaction().execute((trx) => holdDraw(ctx, trx, eventId, now));
  if (!held) return null;
  ctx.live.publishCounts(eventId);
  ctx.outbox.wake();
  return held;
}

/**
 * Draws every lottery due at `now`, one transaction each. Safe to run in several
 * processes at once. An event that fails is logged and left for the next sweep; the
 * others go ahead, and the first failure is thrown at the end. Returns the draws held.
 */
export async function sweepDraws(ctx: DrawContext, now = new Date()): Promise<HeldDraw[]> {
  const held: HeldDraw[] = [];
  let failure: unknown;
  for (const eventId of await listDueDraws(ctx.db, now.toISOString())) {
    try {
      const done = await drawLottery(ctx, eventId, now);
      if (done) held.push(done);
    } catch (error) {
      ctx.log.warn({ err: error, eventId }, 'the draw failed');
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return held;
}
