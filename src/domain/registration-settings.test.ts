import { describe, expect, it } from 'vitest';
import { isDrawHeld } from './registration-settings.ts';

const now = new Date('2026-06-01T12:00:00.000Z');

describe('a lottery’s draw held', () => {
  it('once it has run, or its draw time has come', () => {
    expect(isDrawHeld({ allocation: 'lottery', drawAt: '2026-06-01T12:00:00.000Z' }, now)).toBe(true);
    expect(isDrawHeld({ allocation: 'lottery', drawAt: '2026-06-02T12:00:00.000Z', drawnAt: '2026-06-01T11:00:00.000Z' }, now)).toBe(true);
    expect(isDrawHeld({ allocation: 'lottery', drawAt: '2026-06-01T12:00:00.001Z' }, now)).toBe(false);
    expect(isDrawHeld({ allocation: 'lottery', drawAt: null, drawnAt: null }, now)).toBe(false);
  });

  it('never for first come, first served', () => {
    expect(isDrawHeld({ allocation: 'first-come', drawAt: '2026-05-01T00:00:00.000Z', drawnAt: '2026-05-01T00:00:00.000Z' }, now)).toBe(false);
  });
});
