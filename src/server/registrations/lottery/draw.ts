import { createHmac } from 'node:crypto';
import { seatsToFill } from '../../../domain/seats.ts';

/**
 * The lottery's draw: a pure function of the seed, the entrant list and the capacity,
 * so anyone can re-run a published draw and get the same seats and waitlist
 * (docs/lottery.md describes it step by step; scripts/verify-draw.ts re-runs it).
 *
 * 1. The entrants (entry ids, registrations/draw-entry.ts: opaque, so the published draw names no
 *    student) are sorted by UTF-16 code units (JavaScript's default sort), so the
 *    input does not depend on the order rows were read in.
 * 2. A Fisher–Yates shuffle: for i from n − 1 down to 1, swap position i with a
 *    position j drawn uniformly from [0, i].
 * 3. Each j comes from a stream of 64-bit numbers: number k (k = 0, 1, 2…) is the first
 *    8 bytes, big-endian and unsigned, of HMAC-SHA256(key = the seed's 32 bytes,
 *    message = "quad-draw:" + k in decimal). A number at or above the largest multiple
 *    of (i + 1) that fits in 2^64 is skipped (rejection sampling keeps j exactly
 *    uniform); otherwise j = number mod (i + 1).
 * 4. The first `capacity` of the shuffled order win a seat (capacity 0: everyone);
 *    the rest are the waitlist, in shuffled order.
 */

/**
 * Names the algorithm, published with every draw: a later change of method or of its
 * input gets a new version. v1 drew registration ids; v2 draws entry ids, the same way.
 */
export const ALGORITHM = 'quad-draw-v2: sorted entry ids, Fisher–Yates with HMAC-SHA256(seed, "quad-draw:"+n)';

/** The message prefix of the number stream. */
export const STREAM_PREFIX = 'quad-draw:';

const TWO_64 = 1n << 64n;
const SEED = /^[0-9a-f]{64}$/;

export interface DrawInput {
  /** 64 lowercase hex characters: 32 bytes from the OS's CSPRNG, drawn at draw time. */
  seed: string;
  /** The entry ids of the registrations entered (any distinct strings); sorted here, so any order gives the same draw. */
  entrants: readonly string[];
  /** Seats to give; 0 means unlimited (everyone wins). */
  capacity: number;
}

export interface DrawResult {
  /** The entrants as the draw read them: sorted, as published. */
  entrants: string[];
  /** The seats, in drawn order. */
  winners: string[];
  /** Everyone else, in drawn order: waitlist position 1, 2, … */
  waitlist: string[];
}

/** Whether `seed` is a draw seed: 64 lowercase hex characters. */
export function isSeed(seed: string): boolean {
  return SEED.test(seed);
}

/** The entrants in the draw's input order: JavaScript's default sort, by UTF-16 code units. */
export function sortEntrants(entrants: readonly string[]): string[] {
  return [...entrants].sort();
}

/**
 * Uniform integers from the seed: each call `below(m)` returns one in [0, m), taking
 * numbers from the HMAC stream in order and skipping those past the last whole multiple of m.
 */
export function numberStream(seed: string) {
  if (!isSeed(seed)) throw new Error('the seed must be 64 lowercase hex characters');
  const key = Buffer.from(seed, 'hex');
  let counter = 0;
  const next = (): bigint => createHmac('sha256', key).update(`${STREAM_PREFIX}${counter++}`, 'utf8').digest().readBigUInt64BE(0);
  return {
    below(m: number): number {
      if (!Number.isSafeInteger(m) || m < 1) throw new Error('the range must be a positive whole number');
      const range = BigInt(m);
      const limit = TWO_64 - (TWO_64 % range);
      for (;;) {
        const value = next();
        if (value < limit) return Number(value % range);
      }
    },
    /** How many numbers have been taken (the next message's counter). */
    get taken() {
      return counter;
    },
  };
}

/** Runs the draw: the same input always gives the same seats and waitlist. */
export function draw({ seed, entrants, capacity }: DrawInput): DrawResult {
  if (!Number.isSafeInteger(capacity) || capacity < 0) throw new Error('the capacity must be a whole number, 0 or more');
  const sorted = sortEntrants(entrants);
  if (new Set(sorted).size !== sorted.length) throw new Error('an entrant is listed twice');
  const stream = numberStream(seed);
  const order = [...sorted];
  for (let i = order.length - 1; i >= 1; i--) {
    const j = stream.below(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  // Capacity 0 is unlimited: every entrant wins (src/domain/seats.ts).
  const seats = seatsToFill(capacity, 0, order.length);
  return { entrants: sorted, winners: order.slice(0, seats), waitlist: order.slice(seats) };
}
