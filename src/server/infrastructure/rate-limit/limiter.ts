import { createHash } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import { countHit, deleteCounter, deleteCountersBefore, findCounter, reserveSlot, takeBackHit } from './queries.ts';

/** At most `limit` counted events per fixed window of `windowMs`. */
export interface LimitRule {
  limit: number;
  windowMs: number;
}

export interface Count {
  count: number;
  /** When the current window ends (ms since the epoch). */
  resetAt: number;
}

/** A reserved slot (`granted`: start at `at`), or when one may next be had. */
export interface Slot {
  granted: boolean;
  at: number;
}

/**
 * Counters in the `rate_limits` table, so every server process sees the same
 * numbers. One row per key; `last_request` holds the start of the key's current
 * fixed window. Each change is one atomic statement (an upsert or an update,
 * queries.ts), which behaves the same on SQLite and PostgreSQL.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Keys never hold an e-mail or address in clear: a hash of it, behind a readable scope. */
  static key(scope: string, value: string): string {
    return `${scope}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`;
  }

  /** Counts one event and returns the count in the current window, including this one. */
  async hit(key: string, rule: LimitRule, now = Date.now()): Promise<Count> {
    const row = await countHit(this.db, key, now, now - rule.windowMs);
    return { count: Number(row.count), resetAt: Number(row.last_request) + rule.windowMs };
  }

  /** The count in the current window, without counting anything. */
  async peek(key: string, rule: LimitRule, now = Date.now()): Promise<Count> {
    const row = await findCounter(this.db, key);
    if (!row || Number(row.last_request) <= now - rule.windowMs) return { count: 0, resetAt: now };
    return { count: Number(row.count), resetAt: Number(row.last_request) + rule.windowMs };
  }

  /** Takes back one event counted by `hit` in the window that is still current. */
  async release(key: string, rule: LimitRule, now = Date.now()): Promise<void> {
    await takeBackHit(this.db, key, now - rule.windowMs);
  }

  /**
   * Pacing: reserves the next slot of a schedule whose slots are `spacingMs` apart, as
   * long as that slot is at most `maxWaitMs` away (a slot already free is now). The row's
   * `last_request` holds the end of the last slot given; a refused request reserves
   * nothing, so a flood of refusals never pushes the schedule further out.
   */
  async reserve(key: string, spacingMs: number, maxWaitMs: number, now = Date.now()): Promise<Slot> {
    const row = await reserveSlot(this.db, key, spacingMs, maxWaitMs, now);
    if (row) return { granted: true, at: Number(row.last_request) - spacingMs };
    const taken = await findCounter(this.db, key);
    return { granted: false, at: Number(taken?.last_request ?? now) - maxWaitMs };
  }

  async reset(key: string): Promise<void> {
    await deleteCounter(this.db, key);
  }

  /** Drops counters whose window ended long ago (the longest window in use is enough). */
  async purge(olderThanMs: number, now = Date.now()): Promise<number> {
    return deleteCountersBefore(this.db, now - olderThanMs);
  }
}

/** Seconds until `resetAt`, at least 1: the value of a Retry-After header. */
export function retryAfterSeconds(resetAt: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}
