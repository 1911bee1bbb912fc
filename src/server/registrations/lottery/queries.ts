import { sql, type Insertable } from 'kysely';
import { deliveryFor } from '../../../domain/push.ts';
import type { Db, Trx } from '../../infrastructure/db/connection.ts';
import type { DrawsTable } from '../../infrastructure/db/schema.ts';

/** Rows changed per statement: long lists are split, keeping well under either database's parameter limit. */
export const CHUNK = 500;

/** Lotteries due for their draw at `now` (ISO), earliest first: the sweep's reads (index events_draw_due). */
export async function listDueDraws(db: Db, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('events')
    .select('id')
    .where('drawn_at', 'is', null)
    .where('draw_at', '<=', now)
    .where('allocation', '=', 'lottery')
    .orderBy('draw_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The event's entrants, read under its lock: what the draw runs on, and whom its mails go to. */
export function listEntered(trx: Trx, eventId: string) {
  return trx
    .selectFrom('registrations')
    .select(['id', 'event_id', 'student_id', 'name', 'email', 'usn', 'ticket_code'])
    .where('event_id', '=', eventId)
    .where('status', '=', 'entered')
    .execute();
}
export type Entrant = Awaited<ReturnType<typeof listEntered>>[number];

/**
 * The drawn waitlist on SQLite, in drawn order: `ids[k]` becomes waitlisted at
 * queue_position `first + k` (1-based), which is the order places are later offered in.
 * A CASE per chunk: SQLite's statements cost no round trip (PostgreSQL draws in one
 * statement, applyDrawPostgres).
 */
export async function placeOnWaitlist(trx: Trx, ids: readonly string[], first: number, now: string): Promise<void> {
  if (ids.length === 0) return;
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    // Positions are numbers this code made, written as literals (the ids stay parameters).
    const position = sql<number>`case ${sql.ref('id')} ${sql.join(chunk.map((id, k) => sql`when ${id} then ${sql.lit(first + start + k)}`), sql` `)} end`;
    await trx
      .updateTable('registrations')
      .set({ status: 'waitlisted', queue_position: position, offer_expires_at: null, updated_at: now })
      .where('id', 'in', chunk)
      .execute();
  }
}

/**
 * Whether a student who chose nothing and has no device gets a draw result as one e-mail
 * and nothing else (the default for tickets, domain/push.ts): those are the results the
 * draw's statement queues itself. Were the default ever to change, every result would be
 * routed in JavaScript.
 */
const PLAIN_IS_ONE_MAIL = (() => {
  const way = deliveryFor('tickets', {}, false);
  return way.email && !way.push;
})();

/** An entrant whose result mail goes through the outbox's routing: a device, or a choice of their own. */
export interface RoutedEntrant extends Entrant {
  /** 1-based place in the drawn order: the first `seats` have a seat, the rest are the waitlist. */
  place: number;
}

/**
 * The whole draw on PostgreSQL in one statement, under the event's lock taken by the
 * caller: each entrant's new status (the first `seats` of the drawn order registered,
 * the rest waitlisted at their place), the event's counts and drawn_at, the published
 * draw, and the result mail of every entrant with no device and no choice of their own,
 * its payload built by the database. Only the others come back, to be routed in
 * JavaScript. Twenty statements of a thousand mails and their 260,000 parameters, a
 * statement per status and one per count were most of a 20,000-entrant draw.
 */
export async function applyDrawPostgres(trx: Trx, draw: {
  eventId: string;
  /** Registration ids in drawn order, and each one's entry id. */
  order: readonly { id: string; entry: string }[];
  seats: number;
  drawnAt: string;
  /** The mails' time, as the outbox's `add` writes it: the clock's. */
  queuedAt: string;
  /** An id and Message-ID for each mail, in drawn order (the outbox's own, so its ids sort as queued). */
  identities: readonly { id: string; messageId: string }[];
  published: Insertable<DrawsTable>;
}): Promise<{ moved: number; queued: number; routed: RoutedEntrant[] }> {
  const { eventId, seats } = draw;
  const waitlisted = Math.max(0, draw.order.length - seats);
  const { rows } = await sql<{ moved: string; queued: string; routed: RoutedEntrant[] }>`
    with drawn as (
      select d.id, d.entry, d.place, i.id as outbox_id, i.message_id
      from unnest(${draw.order.map((o) => o.id)}::text[], ${draw.order.map((o) => o.entry)}::text[]) with ordinality as d(id, entry, place)
      join unnest(${draw.identities.map((i) => i.id)}::text[], ${draw.identities.map((i) => i.messageId)}::text[]) with ordinality as i(id, message_id, n) on i.n = d.place
    ),
    moved as (
      update registrations as r
      set status = case when d.place <= ${seats} then 'registered' else 'waitlisted' end,
        queue_position = case when d.place <= ${seats} then r.queue_position else d.place - ${seats} end,
        offer_expires_at = null, updated_at = ${draw.drawnAt}::timestamptz
      from drawn d
      where r.id = d.id and r.event_id = ${eventId} and r.status = 'entered'
      returning r.id, r.event_id, r.student_id, r.name, r.email, r.usn, r.status, r.ticket_code, d.entry, d.place, d.outbox_id, d.message_id
    ),
    targets as (
      select m.*, ${PLAIN_IS_ONE_MAIL} and s.notification_channels = '{}'
        and not exists (select 1 from push_subscriptions p where p.user_id = m.student_id) as plain
      from moved m join students s on s.user_id = m.student_id
    ),
    queued as (
      insert into outbox (id, message_id, kind, recipient, user_id, event_id, payload, status, attempts, next_attempt_at, created_at)
      select t.outbox_id, t.message_id, 'draw-result', t.email, t.student_id, t.event_id,
        json_build_object(
          'registration', json_build_object('name', t.name, 'email', t.email, 'usn', t.usn, 'status', t.status, 'ticket_code', t.ticket_code),
          'eventId', t.event_id,
          'position', case when t.place <= ${seats} then null else t.place - ${seats} end,
          'entry', t.entry
        )::text,
        'pending', 0, ${draw.queuedAt}::timestamptz, ${draw.queuedAt}::timestamptz
      from targets t where t.plain
      returning 1
    ),
    -- Data-modifying CTEs always run to the end, read or not.
    counted as (
      update events
      set entered_count = entered_count - ${draw.order.length}, registrations_count = registrations_count + ${draw.order.length - waitlisted},
        waitlisted_count = waitlisted_count + ${waitlisted}, drawn_at = ${draw.drawnAt}::timestamptz
      where id = ${eventId}
      returning 1
    ),
    published as (
      insert into draws (event_id, seed, entrants, winners, waitlist, drawn_at)
      values (${draw.published.event_id}, ${draw.published.seed}, ${draw.published.entrants}, ${draw.published.winners}, ${draw.published.waitlist}, ${draw.published.drawn_at})
      returning 1
    )
    select
      (select count(*) from moved) as moved,
      (select count(*) from queued) as queued,
      coalesce((
        select json_agg(json_build_object('id', id, 'event_id', event_id, 'student_id', student_id, 'name', name, 'email', email, 'usn', usn,
          'ticket_code', ticket_code, 'place', place) order by place)
        from targets where not plain
      ), '[]') as routed
  `.execute(trx);
  const row = rows[0]!;
  return { moved: Number(row.moved), queued: Number(row.queued), routed: row.routed };
}

/** The published draw: its seed and lists, once per event (event_id is the key). */
export async function insertDraw(trx: Trx, row: Insertable<DrawsTable>): Promise<void> {
  await trx.insertInto('draws').values(row).execute();
}

/** The event's draw, if it has been held. */
export function findDraw(db: Db, eventId: string) {
  return db.selectFrom('draws').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

/** The event's registrations with their ticket codes, of which entry ids are made: for its organizer's key to the draw. */
export function listTicketCodes(db: Db, eventId: string) {
  return db.selectFrom('registrations').select(['id', 'ticket_code']).where('event_id', '=', eventId).execute();
}
