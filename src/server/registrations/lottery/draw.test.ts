import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { draw, numberStream } from './draw.ts';
import { drawEntryId } from '../registrations/draw-entry.ts';

/** Seeds that are fixed but unrelated to each other: the test gives the same answer every run. */
const seedOf = (label: string) => createHash('sha256').update(label).digest('hex');
const ids = (n: number) => Array.from({ length: n }, (_, k) => `ev1_1QD22CS${String(k + 1).padStart(3, '0')}`);

describe('the draw', () => {
  it('gives the published test vector (docs/lottery.md), which a separate implementation reproduces', () => {
    const seed = seedOf('quad-draw test vector');
    expect(seed).toBe('abcff026d95bf593356863be25b716c0f8e1e0c1c1b70e5c87aa30e5016afa7a');
    // The entry ids of the ticket codes ticket-01 … ticket-10.
    const entrants = Array.from({ length: 10 }, (_, k) => drawEntryId(`ticket-${String(k + 1).padStart(2, '0')}`));
    expect(entrants.slice(0, 2)).toEqual(['b76273ae8a510536', '852b9574eaa449fb']);
    expect(draw({ seed, entrants, capacity: 3 })).toEqual({
      entrants: [
        '41f2f0537178b354', '6c37da2856d65584', '6ff8feeae7b77b0e', '70a3cf04bb3f926f', '852b9574eaa449fb',
        'b76273ae8a510536', 'bc840697abdfa9ca', 'c040d7cd2cac6cfc', 'd63154fcf723fca7', 'ddf49fe8f951aa43',
      ],
      winners: ['70a3cf04bb3f926f', '6ff8feeae7b77b0e', '6c37da2856d65584'],
      waitlist: ['b76273ae8a510536', 'bc840697abdfa9ca', 'd63154fcf723fca7', '852b9574eaa449fb', 'c040d7cd2cac6cfc', '41f2f0537178b354', 'ddf49fe8f951aa43'],
    });
  });

  it('shuffles any distinct strings the same way (quad-draw-v1 drew registration ids with it)', () => {
    expect(draw({ seed: seedOf('quad-draw test vector'), entrants: ids(10), capacity: 3 })).toEqual({
      entrants: ids(10),
      winners: ['ev1_1QD22CS004', 'ev1_1QD22CS003', 'ev1_1QD22CS002'],
      waitlist: ['ev1_1QD22CS006', 'ev1_1QD22CS007', 'ev1_1QD22CS009', 'ev1_1QD22CS005', 'ev1_1QD22CS008', 'ev1_1QD22CS001', 'ev1_1QD22CS010'],
    });
  });

  it('is reproducible: the same input gives the same output, whatever order the entrants come in', () => {
    const seed = seedOf('again');
    const entrants = ids(50);
    const first = draw({ seed, entrants, capacity: 20 });
    expect(draw({ seed, entrants, capacity: 20 })).toEqual(first);
    expect(draw({ seed, entrants: [...entrants].reverse(), capacity: 20 })).toEqual(first);
    expect(first.winners).toHaveLength(20);
    expect(first.waitlist).toHaveLength(30);
    expect([...first.winners, ...first.waitlist].sort()).toEqual(entrants);
  });

  it('sorts the entrants by UTF-16 code units (JavaScript’s default sort), not by locale', () => {
    const { entrants } = draw({ seed: seedOf('sort'), entrants: ['b', 'B', 'a', 'Z', '_', '10', '9', 'é', 'e'], capacity: 0 });
    expect(entrants).toEqual(['10', '9', 'B', 'Z', '_', 'a', 'b', 'e', 'é']);
  });

  it('differs with the seed', () => {
    const entrants = ids(30);
    const orders = new Set(Array.from({ length: 20 }, (_, k) => {
      const { winners, waitlist } = draw({ seed: seedOf(`seed ${k}`), entrants, capacity: 10 });
      return [...winners, ...waitlist].join(',');
    }));
    expect(orders.size).toBe(20);
  });

  it('gives every order of 3 entrants about equally often over 6000 seeds (chi-square, 5 degrees of freedom)', () => {
    const counts = new Map<string, number>();
    const runs = 6000;
    for (let k = 0; k < runs; k++) {
      const { winners } = draw({ seed: seedOf(`uniform ${k}`), entrants: ['a', 'b', 'c'], capacity: 0 });
      counts.set(winners.join(''), (counts.get(winners.join('')) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
    const expected = runs / 6;
    const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    // 20.5 is the 0.999 quantile for 5 degrees of freedom; the seeds are fixed, so this never flakes.
    expect(chiSquare).toBeLessThan(20.5);
  });

  it('gives each entrant a seat about capacity / entrants of the time', () => {
    const wins = new Map<string, number>();
    const runs = 2000;
    for (let k = 0; k < runs; k++) {
      for (const id of draw({ seed: seedOf(`seats ${k}`), entrants: ids(10), capacity: 4 }).winners) wins.set(id, (wins.get(id) ?? 0) + 1);
    }
    for (const id of ids(10)) expect(Math.abs((wins.get(id) ?? 0) / runs - 0.4)).toBeLessThan(0.05);
  });

  it('seats everyone with capacity 0 (unlimited) or more seats than entrants, in drawn order', () => {
    const seed = seedOf('everyone');
    const unlimited = draw({ seed, entrants: ids(7), capacity: 0 });
    expect(unlimited.winners).toHaveLength(7);
    expect(unlimited.waitlist).toEqual([]);
    const roomy = draw({ seed, entrants: ids(7), capacity: 100 });
    expect(roomy).toEqual(unlimited);
    expect(draw({ seed, entrants: ids(7), capacity: 7 })).toEqual(unlimited);
    expect(draw({ seed, entrants: [], capacity: 5 })).toEqual({ entrants: [], winners: [], waitlist: [] });
    expect(draw({ seed, entrants: ['only'], capacity: 1 })).toEqual({ entrants: ['only'], winners: ['only'], waitlist: [] });
  });

  it('the capacity only splits the order: the waitlist continues the winners', () => {
    const seed = seedOf('split');
    const all = draw({ seed, entrants: ids(12), capacity: 0 }).winners;
    const split = draw({ seed, entrants: ids(12), capacity: 5 });
    expect([...split.winners, ...split.waitlist]).toEqual(all);
  });

  it('refuses a malformed seed, a repeated entrant and a bad capacity', () => {
    const seed = seedOf('refuse');
    expect(() => draw({ seed: seed.toUpperCase(), entrants: ids(2), capacity: 1 })).toThrow(/seed/);
    expect(() => draw({ seed: seed.slice(2), entrants: ids(2), capacity: 1 })).toThrow(/seed/);
    expect(() => draw({ seed, entrants: ['a', 'a'], capacity: 1 })).toThrow(/twice/);
    expect(() => draw({ seed, entrants: ids(2), capacity: -1 })).toThrow(/capacity/);
    expect(() => draw({ seed, entrants: ids(2), capacity: 1.5 })).toThrow(/capacity/);
  });
});

describe('the number stream', () => {
  it('is the first 8 bytes of HMAC-SHA256(seed, "quad-draw:" + n), reduced to the range', () => {
    const stream = numberStream(seedOf('quad-draw test vector'));
    // Numbers 0, 1, 2 of the test vector's stream are 2685199257656700629, 14454029954844246510, 3251113863536841087.
    expect([stream.below(10), stream.below(9), stream.below(8)]).toEqual([9, 0, 7]);
    expect(stream.taken).toBe(3);
  });

  it('stays in range and covers it, for small and huge ranges', () => {
    const stream = numberStream(seedOf('range'));
    const seen = new Set<number>();
    for (let k = 0; k < 500; k++) {
      const j = stream.below(7);
      expect(j).toBeGreaterThanOrEqual(0);
      expect(j).toBeLessThan(7);
      seen.add(j);
    }
    expect(seen.size).toBe(7);
    expect(stream.below(1)).toBe(0);
    const big = stream.below(Number.MAX_SAFE_INTEGER);
    expect(big).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(() => stream.below(0)).toThrow();
  });
});
