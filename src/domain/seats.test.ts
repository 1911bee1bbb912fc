import { describe, expect, it } from 'vitest';
import { hasSeatLeft, isUnlimited, seatsLeft, seatsToFill } from './seats.ts';

describe('places left (Max participants 0 is unlimited)', () => {
  it('never runs out without a limit', () => {
    expect(isUnlimited(0)).toBe(true);
    expect(isUnlimited(null)).toBe(true);
    expect(seatsLeft(0, 500)).toBeNull();
    expect(hasSeatLeft(0, 500)).toBe(true);
    expect(seatsToFill(0, 500, 7)).toBe(7);
  });

  it('counts down to 0 with one, and never below', () => {
    expect(seatsLeft(40, 3)).toBe(37);
    expect(hasSeatLeft(40, 39)).toBe(true);
    expect(seatsLeft(40, 40)).toBe(0);
    expect(hasSeatLeft(40, 40)).toBe(false);
    expect(seatsLeft(30, 32)).toBe(0);
    expect(seatsToFill(30, 28, 5)).toBe(2);
    expect(seatsToFill(30, 32, 5)).toBe(0);
  });
});
