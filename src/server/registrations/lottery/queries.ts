import { sql, type Insertable } from 'kysely';
import type { Db, Dialect, Trx } from '../../infrastructure/db/connection.ts';
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
 * The drawn waitlist, in drawn order: `ids[k]` becomes waitlisted at queue_position
 * `first + k` (1-based), which is the order places are later offered in. PostgreSQL
 * takes the whole list as two arrays in one statement; SQLite, whose statements cost no
 * round trip, a CASE per chunk (on PostgreSQL those 39 statements for 19,500 places took
 * 1.07 s of a 20,000-entrant draw).
 */
export async function placeOnWaitlist(trx: Trx, dialect: Dialect, ids: readonly string[], first: number, now: string): Promise<void> {
  if (ids.length === 0) return;
  if (dialect === 'postgres') {
    const positions = ids.map((_, k) => first + k);
    await sql`update registrations as r
      set status = 'waitlisted', queue_position = v.position, offer_expires_at = null, updated_at = ${now}
      from unnest(${[...ids]}::text[], ${positions}::int[]) as v(id, position)
      where r.id = v.id`.execute(trx);
    return;
  }
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
