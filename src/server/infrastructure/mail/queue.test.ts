// The background queue of ticket mails; fake timers here, so in a file of its own.
import { describe, expect, it, vi } from 'vitest';
import { createBackgroundQueue } from './queue.ts';

describe('the background queue (ticket mails)', () => {
  it('waits while requests keep coming, at most maxWaitMs, then runs everything once idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      let busy = true;
      const done: number[] = [];
      const queue = createBackgroundQueue({ isBusy: () => busy, onError: () => {}, maxWaitMs: 1000, busyShare: 0.25 });
      // Each job takes 10 ms: while busy, one may start every 40 ms.
      for (let i = 0; i < 5; i++) queue.push(async () => {
        await new Promise((r) => setTimeout(r, 10));
        done.push(i);
      });
      await vi.advanceTimersByTimeAsync(900);
      expect(done).toEqual([]);
      await vi.advanceTimersByTimeAsync(150);
      expect(done.length).toBeGreaterThanOrEqual(1);
      expect(done.length).toBeLessThan(5);
      busy = false;
      await vi.advanceTimersByTimeAsync(100);
      expect(done).toEqual([0, 1, 2, 3, 4]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs what is queued at close, within a deadline', async () => {
    const done: number[] = [];
    const queue = createBackgroundQueue({ isBusy: () => true, onError: () => {}, maxWaitMs: 60_000 });
    for (let i = 0; i < 3; i++) queue.push(async () => void done.push(i));
    expect(await queue.drain(1000)).toBe(0);
    expect(done).toEqual([0, 1, 2]);
  });
});
