import { describe, expect, it } from 'vitest';
import { attendedHours, durationHours, roundHours, termOf, termTotals } from './involvement.ts';

describe('involvement arithmetic', () => {
  it('names the half-year of a campus date', () => {
    expect(termOf('2026-01-01')).toBe('2026 Jan–Jun');
    expect(termOf('2026-06-30')).toBe('2026 Jan–Jun');
    expect(termOf('2026-07-01')).toBe('2026 Jul–Dec');
    expect(termOf('2025-12-31')).toBe('2025 Jul–Dec');
  });

  it('counts hours from start to end, an earlier end being the next day', () => {
    expect(durationHours('2026-03-10', '18:00', '20:30', 'Asia/Kolkata')).toBe(2.5);
    expect(durationHours('2026-03-10', '22:00', '01:00', 'Asia/Kolkata')).toBe(3);
    expect(durationHours('2026-12-31', '23:30', '00:15', 'UTC')).toBe(0.75);
  });

  it('counts from the start, or the check-in if later, to the end', () => {
    // 18:00–21:00 on campus (UTC+5:30): 12:30–15:30 UTC.
    const at = (iso: string) => attendedHours('2026-03-10', '18:00', '21:00', iso, 'Asia/Kolkata');
    expect(at('2026-03-10T10:30:00.000Z')).toBe(3); // two hours early: from the start
    expect(at('2026-03-10T12:30:00.000Z')).toBe(3); // on time
    expect(at('2026-03-10T14:00:00.000Z')).toBe(1.5); // an hour and a half late
    expect(at('2026-03-10T15:30:00.000Z')).toBe(0); // at the end
    expect(at('2026-03-10T17:00:00.000Z')).toBe(0); // after the end
    expect(attendedHours('2026-03-10', '18:00', null, '2026-03-10T12:30:00.000Z', 'Asia/Kolkata')).toBeNull();
  });

  it('has no hours without an end', () => {
    expect(durationHours('2026-03-10', '18:00', null, 'UTC')).toBeNull();
    expect(durationHours('2026-03-10', '18:00', '18:00', 'UTC')).toBeNull();
    expect(durationHours('2026-03-10', '18:00', 'soon', 'UTC')).toBeNull();
  });

  it('counts the hour a spring-forward night has not', () => {
    // Europe/Berlin moved from 02:00 to 03:00 on 2026-03-29.
    expect(durationHours('2026-03-28', '22:00', '04:00', 'Europe/Berlin')).toBe(5);
  });

  it('totals terms newest first, to one decimal', () => {
    expect(roundHours(1 / 3 + 1 / 3)).toBe(0.7);
    expect(termTotals([
      { date: '2026-02-01', hours: 1.25 },
      { date: '2026-08-01', hours: null },
      { date: '2026-03-01', hours: 2 },
      { date: '2025-09-01', hours: 1 },
    ])).toEqual([
      { term: '2026 Jul–Dec', events: 1, hours: 0 },
      { term: '2026 Jan–Jun', events: 2, hours: 3.3 },
      { term: '2025 Jul–Dec', events: 1, hours: 1 },
    ]);
  });
});
