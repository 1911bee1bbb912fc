import { describe, expect, it } from 'vitest';
import { Gate } from './gate.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('Gate', () => {
  it('runs at most `limit` tasks at once and starts the others in arrival order', async () => {
    const gate = new Gate(2);
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    let running = 0;
    let most = 0;
    const tasks = Array.from({ length: 6 }, (_, i) =>
      gate.run(async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await new Promise<void>((resolve) => finish.set(i, resolve));
        running--;
        return i;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(gate.waiting).toBe(4);
    // Whichever task ends, the longest-waiting one goes next.
    for (const i of [1, 0, 3, 2, 5, 4]) {
      finish.get(i)!();
      await settle();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(gate.peak).toBe(2);
    expect(gate.active + gate.waiting).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const gate = new Gate(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.active).toBe(0);
  });
});
