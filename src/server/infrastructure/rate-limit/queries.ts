import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';

/*
 * The `rate_limits` table: one row per key; `count` and `last_request` (ms since the
 * epoch) mean what limiter.ts makes of them. Each change is one atomic statement (an
 * upsert or an update), which behaves the same on SQLite and PostgreSQL.
 */

/**
 * Counts one hit on the key in a fixed window: the window restarts at `now` (count 1)
 * when its start is at or before `expired`. Returns the count and the window's start.
 */
export function countHit(db: Db, key: string, now: number, expired: number) {
  return db
    .insertInto('rate_limits')
    .values({ id: newId(24), key, count: 1, last_request: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // Both expressions read the row as it was before this statement.
        count: sql<number>`case when rate_limits.last_request <= ${expired} then 1 else rate_limits.count + 1 end`,
        last_request: sql<number>`case when rate_limits.last_request <= ${expired} then ${now} else rate_limits.last_request end`,
      }),
    )
    .returning(['count', 'last_request'])
    .executeTakeFirstOrThrow();
}

/** The key's count and `last_request`, if it has a row. */
export function findCounter(db: Db, key: string) {
  return db.selectFrom('rate_limits').select(['count', 'last_request']).where('key', '=', key).executeTakeFirst();
}

/** Takes one hit back, if the count is positive and its window started after `windowStartedAfter`. */
export async function takeBackHit(db: Db, key: string, windowStartedAfter: number): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('last_request', '>', windowStartedAfter)
    .execute();
}

/**
 * Reserves the slot after the key's last one (or now, if that one is past), `spacingMs`
 * long, unless the last slot ends later than `now + maxWaitMs`. Returns the end of the
 * slot reserved, or undefined when refused (nothing changes then).
 */
export function reserveSlot(db: Db, key: string, spacingMs: number, maxWaitMs: number, now: number) {
  return db
    .insertInto('rate_limits')
    .values({ id: newId(24), key, count: 1, last_request: now + spacingMs })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: sql<number>`rate_limits.count + 1`,
          last_request: sql<number>`(case when rate_limits.last_request > ${now} then rate_limits.last_request else ${now} end) + ${spacingMs}`,
        })
        .where(sql<number>`rate_limits.last_request`, '<=', now + maxWaitMs),
    )
    .returning('last_request')
    .executeTakeFirst();
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Deletes the counters whose `last_request` is at or before `cutoff`; returns how many. */
export async function deleteCountersBefore(db: Db, cutoff: number): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('last_request', '<=', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
