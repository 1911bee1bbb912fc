import { describe, expect, it, vi } from 'vitest';
import { RecentReads } from './recent-reads.ts';

describe('RecentReads', () => {
  it('answers a read again without loading, until its lifetime ends', async () => {
    vi.useFakeTimers();
    try {
      const reads = new RecentReads<string>(1000);
      const load = vi.fn(async () => ({ value: 'row' }));
      expect(await reads.read('k', load)).toBe('row');
      expect(await reads.read('k', load)).toBe('row');
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1001);
      expect(reads.get('k')).toBeUndefined();
      await reads.read('k', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps an entry no longer than the time given with it', async () => {
    vi.useFakeTimers();
    try {
      const reads = new RecentReads<string>(60_000);
      reads.store(reads.ticket(), 'k', 'row', Date.now() + 10);
      expect(reads.get('k')).toBe('row');
      vi.advanceTimersByTime(11);
      expect(reads.get('k')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops everything on clear, and does not store a read that began before it', async () => {
    const reads = new RecentReads<string>(60_000);
    await reads.read('a', async () => ({ value: 'old' }));
    let finish!: (value: { value: string }) => void;
    const slow = reads.read('b', () => new Promise((resolve) => (finish = resolve)));
    reads.clear();
    expect(reads.get('a')).toBeUndefined();
    finish({ value: 'stale' });
    expect(await slow).toBe('stale');
    expect(reads.get('b')).toBeUndefined();
    expect(reads.size).toBe(0);
  });

  it('stores nothing for a read that found nothing', async () => {
    const reads = new RecentReads<string>(60_000);
    expect(await reads.read('k', async () => undefined)).toBeUndefined();
    expect(reads.size).toBe(0);
  });
});
