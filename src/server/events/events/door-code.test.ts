import { describe, expect, it } from 'vitest';
import { DOOR_CODE_LENGTH, DOOR_STEP_MS, doorCode, isDoorCodeValid, newDoorSecret } from './door-code.ts';

const secret = newDoorSecret();
const at = (ms: number) => new Date(ms);
// The start of a step, so that offsets below land where the test says.
const t0 = Math.ceil(Date.UTC(2026, 10, 25, 18, 0, 0) / DOOR_STEP_MS) * DOOR_STEP_MS;

describe('door codes', () => {
  it('are 10 base32 characters, the same throughout a 30-second step, and end with it', () => {
    const first = doorCode(secret, 'ev1', at(t0));
    expect(first.code).toMatch(new RegExp(`^[A-Z2-7]{${DOOR_CODE_LENGTH}}$`));
    expect(doorCode(secret, 'ev1', at(t0 + DOOR_STEP_MS - 1)).code).toBe(first.code);
    expect(first.expiresAt.getTime()).toBe(t0 + DOOR_STEP_MS);
  });

  it('change every step, and differ between events and between secrets', () => {
    const codes = new Set(Array.from({ length: 20 }, (_, i) => doorCode(secret, 'ev1', at(t0 + i * DOOR_STEP_MS)).code));
    expect(codes.size).toBe(20);
    expect(doorCode(secret, 'ev2', at(t0)).code).not.toBe(doorCode(secret, 'ev1', at(t0)).code);
    expect(doorCode(newDoorSecret(), 'ev1', at(t0)).code).not.toBe(doorCode(secret, 'ev1', at(t0)).code);
  });

  it('are accepted during their step and the next, refused after: a code works for under 60 s', () => {
    const { code } = doorCode(secret, 'ev1', at(t0));
    expect(isDoorCodeValid(secret, 'ev1', code, at(t0))).toBe(true);
    expect(isDoorCodeValid(secret, 'ev1', code, at(t0 + DOOR_STEP_MS))).toBe(true);
    expect(isDoorCodeValid(secret, 'ev1', code, at(t0 + 2 * DOOR_STEP_MS - 1))).toBe(true);
    expect(isDoorCodeValid(secret, 'ev1', code, at(t0 + 2 * DOOR_STEP_MS))).toBe(false);
    // Nor before it was shown.
    expect(isDoorCodeValid(secret, 'ev1', code, at(t0 - 1))).toBe(false);
  });

  it('ignore case and spaces; refuse other events, other secrets and anything malformed', () => {
    const { code } = doorCode(secret, 'ev1', at(t0));
    expect(isDoorCodeValid(secret, 'ev1', ` ${code.toLowerCase().slice(0, 5)} ${code.slice(5)}`, at(t0))).toBe(true);
    expect(isDoorCodeValid(secret, 'ev2', code, at(t0))).toBe(false);
    expect(isDoorCodeValid(newDoorSecret(), 'ev1', code, at(t0))).toBe(false);
    for (const bad of ['', code.slice(1), `${code}A`, 'é'.repeat(10), '\u0000'.repeat(10), 'A'.repeat(10_000)]) {
      expect(isDoorCodeValid(secret, 'ev1', bad, at(t0))).toBe(false);
    }
  });
});
