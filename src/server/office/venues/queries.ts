import { sql } from 'kysely';
import type { Db, Dialect, Trx } from '../../infrastructure/db/connection.ts';
import type { VenueRow, VenuesTable } from '../../infrastructure/db/schema.ts';
import type { Insertable } from 'kysely';

/** Every venue, by building then name (ignoring case, the same on both databases). */
export function listVenues(db: Db): Promise<VenueRow[]> {
  return db.selectFrom('venues').selectAll().orderBy(sql`lower(building)`).orderBy(sql`lower(name)`).orderBy('id').execute();
}

/** Whether the campus has any venue (VENUE_FREE_TEXT=never asks for one only then). */
export async function hasVenues(db: Db | Trx): Promise<boolean> {
  return Boolean(await db.selectFrom('venues').select('id').limit(1).executeTakeFirst());
}

export function findVenue(db: Db | Trx, id: string): Promise<VenueRow | undefined> {
  return db.selectFrom('venues').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A venue of the same name in the same building, ignoring case. */
export function findVenueNamed(db: Db, name: string, building: string): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('venues')
    .select('id')
    .where(sql<boolean>`lower(building) = ${building.toLowerCase()} and lower(name) = ${name.toLowerCase()}`)
    .executeTakeFirst();
}

export async function insertVenue(db: Db, row: Insertable<VenuesTable>): Promise<void> {
  await db.insertInto('venues').values(row).execute();
}

/**
 * The venue row, locked for the rest of the transaction: bookings of one venue take
 * turns on it, so the clash check and the write cannot interleave (PostgreSQL's row
 * lock; SQLite has one writer at a time already).
 */
export function lockVenue(trx: Trx, dialect: Dialect, id: string): Promise<VenueRow | undefined> {
  let query = trx.selectFrom('venues').selectAll().where('id', '=', id);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The first event (other than `except`) at the venue starting strictly between `from` and `to`. */
export function findVenueClash(trx: Trx, venueId: string, window: { from: string; to: string }, except: readonly string[]) {
  let query = trx
    .selectFrom('events')
    .select(['id', 'name', 'date', 'time', 'starts_at'])
    .where('venue_id', '=', venueId)
    .where('starts_at', '>', window.from)
    .where('starts_at', '<', window.to);
  if (except.length) query = query.where('id', 'not in', except);
  return query.orderBy('starts_at').orderBy('id').limit(1).executeTakeFirst();
}
