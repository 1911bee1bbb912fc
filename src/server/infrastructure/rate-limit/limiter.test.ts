import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { RateLimiter, retryAfterSeconds } from './limiter.ts';

let database: TestDatabase;
let limiter: RateLimiter;
const rule = { limit: 3, windowMs: 60_000 };
let n = 0;
const freshKey = () => `test:${n++}`;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.handle);
  limiter = new RateLimiter(database.handle.db);
});
afterAll(async () => {
  await database?.handle.close();
  await database?.drop();
});

describe('RateLimiter (counters in the database)', () => {
  it('counts hits in a fixed window and starts again when it has passed', async () => {
    const key = freshKey();
    const start = 1_000_000;
    expect(await limiter.hit(key, rule, start)).toEqual({ count: 1, resetAt: start + 60_000 });
    expect((await limiter.hit(key, rule, start + 10)).count).toBe(2);
    expect((await limiter.peek(key, rule, start + 20)).count).toBe(2);
    expect(await limiter.hit(key, rule, start + 60_000)).toEqual({ count: 1, resetAt: start + 120_000 });
    expect((await limiter.peek(key, rule, start + 200_000)).count).toBe(0);
  });

  it('takes a hit back only within the current window, and never below zero', async () => {
    const key = freshKey();
    await limiter.hit(key, rule, 5_000);
    await limiter.hit(key, rule, 5_001);
    await limiter.release(key, rule, 5_002);
    expect((await limiter.peek(key, rule, 5_003)).count).toBe(1);
    await limiter.release(key, rule, 5_004);
    await limiter.release(key, rule, 5_005);
    expect((await limiter.peek(key, rule, 5_006)).count).toBe(0);
  });

  it('counts every one of many simultaneous hits exactly once', async () => {
    const key = freshKey();
    const now = Date.now();
    const counts = await Promise.all(Array.from({ length: 40 }, () => limiter.hit(key, rule, now)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('shares counters between two handles on the same database (two server processes)', async () => {
    const key = freshKey();
    const other = database.reopen();
    try {
      const second = new RateLimiter(other.db);
      await limiter.hit(key, rule);
      await second.hit(key, rule);
      expect((await limiter.peek(key, rule)).count).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('resets a key and purges finished windows', async () => {
    const key = freshKey();
    await limiter.hit(key, rule);
    await limiter.reset(key);
    expect((await limiter.peek(key, rule)).count).toBe(0);
    const old = freshKey();
    await limiter.hit(old, rule, 1);
    expect(await limiter.purge(60_000)).toBeGreaterThanOrEqual(1);
    expect(await database.handle.db.selectFrom('rate_limits').select('key').where('key', '=', old).executeTakeFirst()).toBeUndefined();
  });

  it('never stores the counted e-mail or address in clear', () => {
    const key = RateLimiter.key('sign-in-failures:account', 'asha@campus.edu');
    expect(key).toMatch(/^sign-in-failures:account:[\w-]{32}$/);
    expect(key).not.toContain('asha');
  });

  it('says how long to wait, at least a second', () => {
    expect(retryAfterSeconds(10_500, 10_000)).toBe(1);
    expect(retryAfterSeconds(70_000, 10_000)).toBe(60);
  });

  it('paces: slots spaced apart, waiting at most so long, and a refusal reserves nothing', async () => {
    const key = freshKey();
    const t0 = 2_000_000;
    expect(await limiter.reserve(key, 1_000, 3_000, t0)).toEqual({ granted: true, at: t0 });
    expect(await limiter.reserve(key, 1_000, 3_000, t0)).toEqual({ granted: true, at: t0 + 1_000 });
    expect(await limiter.reserve(key, 1_000, 3_000, t0)).toEqual({ granted: true, at: t0 + 2_000 });
    expect(await limiter.reserve(key, 1_000, 3_000, t0)).toEqual({ granted: true, at: t0 + 3_000 });
    // The schedule is full for 4 s: refused, told when a slot within reach frees.
    for (let i = 0; i < 20; i++) expect(await limiter.reserve(key, 1_000, 3_000, t0)).toEqual({ granted: false, at: t0 + 1_000 });
    expect(await limiter.reserve(key, 1_000, 3_000, t0 + 1_000)).toEqual({ granted: true, at: t0 + 4_000 });
    // Once the schedule has passed, the next request goes at once.
    expect(await limiter.reserve(key, 1_000, 3_000, t0 + 60_000)).toEqual({ granted: true, at: t0 + 60_000 });
    // Without waiting: one request per spacing.
    const strict = freshKey();
    expect((await limiter.reserve(strict, 5_000, 0, t0)).granted).toBe(true);
    expect(await limiter.reserve(strict, 5_000, 0, t0 + 10)).toEqual({ granted: false, at: t0 + 5_000 });
    expect((await limiter.reserve(strict, 5_000, 0, t0 + 5_000)).granted).toBe(true);
  });
});
