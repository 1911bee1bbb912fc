import { describe, expect, it } from 'vitest';
import { addDays, campusDate, campusTime, isUpcoming, isValidDate, startInstant } from './time.ts';

describe('campus time', () => {
  it('turns a campus date and time into the UTC instant', () => {
    expect(startInstant('2026-12-05', '18:30', 'Asia/Kolkata')).toBe('2026-12-05T13:00:00.000Z');
    expect(startInstant('2026-12-05', '18:30', 'UTC')).toBe('2026-12-05T18:30:00.000Z');
    expect(startInstant('2026-07-04', '09:00', 'America/New_York')).toBe('2026-07-04T13:00:00.000Z');
    expect(startInstant('2026-01-04', '09:00', 'America/New_York')).toBe('2026-01-04T14:00:00.000Z');
  });

  it('round-trips through campusDate and campusTime', () => {
    const instant = new Date(startInstant('2027-03-01', '00:15', 'Asia/Kolkata'));
    expect(campusDate(instant, 'Asia/Kolkata')).toBe('2027-03-01');
    expect(campusTime(instant, 'Asia/Kolkata')).toBe('00:15');
    expect(campusDate(instant, 'UTC')).toBe('2027-02-28');
  });

  it('validates calendar dates', () => {
    expect(isValidDate('2026-02-28')).toBe(true);
    expect(isValidDate('2026-02-30')).toBe(false);
    expect(isValidDate('2026-13-01')).toBe(false);
    expect(isValidDate('26-1-1')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts an event starting now as upcoming', () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    expect(isUpcoming('2026-11-21T10:00:00.000Z', now)).toBe(true);
    expect(isUpcoming('2026-11-21T09:59:59.999Z', now)).toBe(false);
  });
});
