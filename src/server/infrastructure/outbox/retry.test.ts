import { describe, expect, it } from 'vitest';
import { isPermanentFailure, MAX_RETRY_DELAY_MS, nextAttemptAt } from './retry.ts';

const policy = { retryBaseMs: 30_000, retryForMs: 24 * 3_600_000 };
const middle = () => 0.5; // jitter ×1

describe('retries', () => {
  it('doubles the wait after each failure, with jitter, up to an hour', () => {
    const now = 1_000_000;
    const waits = [1, 2, 3, 4, 8, 20].map((attempts) => nextAttemptAt({ attempts, createdAt: now, now }, policy, middle)! - now);
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, MAX_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS]);
    expect(nextAttemptAt({ attempts: 1, createdAt: now, now }, policy, () => 0)! - now).toBe(15_000);
    expect(nextAttemptAt({ attempts: 1, createdAt: now, now }, policy, () => 0.999)! - now).toBeCloseTo(44_970, -1);
  });

  it('keeps trying for the whole window: the last attempt lands at its end, then none', () => {
    const createdAt = 0;
    const nearEnd = policy.retryForMs - 10 * 60_000;
    expect(nextAttemptAt({ attempts: 30, createdAt, now: nearEnd }, policy, middle)).toBe(policy.retryForMs);
    expect(nextAttemptAt({ attempts: 31, createdAt, now: policy.retryForMs }, policy, middle)).toBeUndefined();
  });

  it('a day of failures at the longest wait still means at least 24 attempts, the last one a day after queueing', () => {
    let now = 0;
    let attempts = 1;
    for (;;) {
      const at = nextAttemptAt({ attempts, createdAt: 0, now }, policy, Math.random);
      if (at === undefined) break;
      now = at;
      attempts++;
    }
    expect(now).toBe(policy.retryForMs);
    expect(attempts).toBeGreaterThan(24);
  });

  it('does not send a link after it expires', () => {
    const now = 0;
    expect(nextAttemptAt({ attempts: 1, createdAt: 0, expiresAt: 10_000, now }, policy, middle)).toBeUndefined();
    expect(nextAttemptAt({ attempts: 1, createdAt: 0, expiresAt: 60_000, now }, policy, middle)).toBe(30_000);
  });

  it('a 5xx answer is final; a 4xx answer or a broken connection is worth retrying', () => {
    expect(isPermanentFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ responseCode: 451 })).toBe(false);
    expect(isPermanentFailure(new Error('ECONNREFUSED'))).toBe(false);
    expect(isPermanentFailure(null)).toBe(false);
  });
});
