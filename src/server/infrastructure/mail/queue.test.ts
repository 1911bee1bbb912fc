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

  it('lets requests that arrive during a job of several steps go first: it waits between steps while busy, at most maxWaitMs, then takes its share', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      let busy = false;
      const steps: number[] = [];
      const queue = createBackgroundQueue({ isBusy: () => busy, onError: () => {}, maxWaitMs: 1000, busyShare: 0.25 });
      queue.push(async () => {
        for (let i = 0; i < 6; i++) {
          if (i > 0) await queue.between();
          await new Promise((r) => setTimeout(r, 10));
          steps.push(performance.now());
        }
      });
      // Quiet: the steps follow one another.
      await vi.advanceTimersByTimeAsync(20);
      expect(steps).toHaveLength(2);
      // Requests come: the job waits after the step in hand.
      busy = true;
      await vi.advanceTimersByTimeAsync(900);
      expect(steps).toHaveLength(3);
      // Past maxWaitMs from when it was queued, each 10 ms step is followed by 30 ms of requests.
      await vi.advanceTimersByTimeAsync(200);
      expect(steps.length).toBeGreaterThanOrEqual(4);
      const gaps = steps.slice(3).map((t, i) => t - steps[2 + i]!);
      for (const gap of gaps.slice(1)) expect(gap).toBeGreaterThanOrEqual(40);
      // Quiet again: the rest at once.
      busy = false;
      await vi.advanceTimersByTimeAsync(100);
      expect(steps).toHaveLength(6);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not hold a job between its steps once it is told to stop, nor at close', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      let busy = false;
      let stopped = false;
      const steps: number[] = [];
      const queue = createBackgroundQueue({ isBusy: () => busy, onError: () => {}, maxWaitMs: 60_000 });
      const job = (first: number) => async () => {
        for (let i = first; i < first + 3; i++) {
          if (i > first) await queue.between(() => stopped);
          steps.push(i);
          busy = true;
        }
      };
      queue.push(job(0));
      await vi.advanceTimersByTimeAsync(1000);
      expect(steps).toEqual([0]);
      stopped = true;
      await vi.advanceTimersByTimeAsync(60);
      expect(steps).toEqual([0, 1, 2]);

      // At close, a job held between its steps goes on at once.
      busy = false;
      stopped = false;
      queue.push(job(10));
      await vi.advanceTimersByTimeAsync(1000);
      expect(steps).toEqual([0, 1, 2, 10]);
      const drained = queue.drain(1000);
      await vi.advanceTimersByTimeAsync(60);
      expect(await drained).toBe(0);
      expect(steps).toEqual([0, 1, 2, 10, 11, 12]);
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
