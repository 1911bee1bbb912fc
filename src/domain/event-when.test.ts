import { describe, expect, it } from 'vitest';
import { eventWhen, isoWithOffset } from './event-when.ts';

describe('eventWhen', () => {
  it('writes the campus day with weekday, the 12-hour time and the zone’s usual name', () => {
    expect(eventWhen('2026-11-24T13:00:00Z', 'Asia/Kolkata')).toBe('Tue 24 Nov 2026 · 6:30 PM IST');
    expect(eventWhen('2026-07-04T22:05:00Z', 'America/New_York')).toBe('Sat 4 Jul 2026 · 6:05 PM EDT');
    expect(eventWhen('2026-07-04T22:05:00Z', 'Europe/Berlin')).toBe('Sun 5 Jul 2026 · 12:05 AM CEST');
    expect(eventWhen('2026-01-01T00:00:00Z', 'UTC')).toBe('Thu 1 Jan 2026 · 12:00 AM UTC');
    expect(eventWhen('not a date', 'UTC')).toBe('');
  });
});

describe('isoWithOffset', () => {
  it('gives the campus wall-clock time with its offset, as schema.org wants', () => {
    expect(isoWithOffset('2026-11-24T13:00:00Z', 'Asia/Kolkata')).toBe('2026-11-24T18:30:00+05:30');
    expect(isoWithOffset('2026-07-04T22:05:00Z', 'America/New_York')).toBe('2026-07-04T18:05:00-04:00');
    expect(isoWithOffset('2026-01-10T10:00:00Z', 'UTC')).toBe('2026-01-10T10:00:00+00:00');
  });
});
