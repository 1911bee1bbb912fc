import { describe, expect, it } from 'vitest';
import { eventAttendance, overallAttendance, percent } from './attendance-rate.ts';

describe('attendance rates', () => {
  it('is checked in over seat holders, with no-shows only once check-in has closed', () => {
    expect(eventAttendance(40, 30, true)).toEqual({ registered: 40, checkedIn: 30, noShows: 10, rate: 0.75 });
    expect(eventAttendance(40, 30, false)).toEqual({ registered: 40, checkedIn: 30, noShows: null, rate: 0.75 });
  });

  it('has no rate without seat holders, and never a negative no-show count', () => {
    expect(eventAttendance(0, 0, true)).toEqual({ registered: 0, checkedIn: 0, noShows: 0, rate: null });
    // A student checked in, then moved off their seat: more check-ins than seats.
    expect(eventAttendance(2, 3, true).noShows).toBe(0);
  });

  it('overall counts only events whose check-in has closed', () => {
    const overall = overallAttendance([eventAttendance(10, 5, true), eventAttendance(30, 30, true), eventAttendance(100, 0, false)]);
    expect(overall).toEqual({ registered: 40, checkedIn: 35, noShows: 5, rate: 35 / 40 });
    expect(overallAttendance([]).rate).toBeNull();
  });

  it('shows whole percents', () => {
    expect(percent(0.875)).toBe('88%');
    expect(percent(null)).toBe('—');
  });
});
