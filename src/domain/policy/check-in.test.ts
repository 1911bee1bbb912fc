import { describe, expect, it } from 'vitest';
import { campusDate, campusTime, startInstant } from '../time.ts';
import { CHECK_IN_CLOSES_HOURS_AFTER, checkInState, checkInWindow, DEFAULT_CHECK_IN_OPENS_HOURS, isCheckInOpen, judgeScanTime, SCAN_CLOCK_SKEW_MS } from './check-in.ts';

const HOUR = 3_600_000;
const at = (iso: string, hours = 0, ms = 0) => new Date(new Date(iso).getTime() + hours * HOUR + ms);

describe('the check-in window', () => {
  const event = { startsAt: '2026-11-25T13:00:00.000Z' };

  it('opens 12 hours before the start by default and closes 24 hours after it', () => {
    expect(DEFAULT_CHECK_IN_OPENS_HOURS).toBe(12);
    expect(CHECK_IN_CLOSES_HOURS_AFTER).toBe(24);
    expect(checkInWindow(event)).toEqual({ opensAt: new Date('2026-11-25T01:00:00.000Z'), closesAt: new Date('2026-11-26T13:00:00.000Z') });
  });

  it('is not open days ahead, nor a millisecond before it opens', () => {
    expect(checkInState(event, at(event.startsAt, -72))).toBe('not-open');
    expect(checkInState(event, at(event.startsAt, -12, -1))).toBe('not-open');
    expect(isCheckInOpen(event, at(event.startsAt, -12, -1))).toBe(false);
  });

  it('is open from the opening instant (inclusive), through the start, until a day after it', () => {
    expect(checkInState(event, at(event.startsAt, -12))).toBe('open');
    expect(checkInState(event, at(event.startsAt, -2))).toBe('open');
    expect(checkInState(event, at(event.startsAt))).toBe('open');
    expect(checkInState(event, at(event.startsAt, 24, -1))).toBe('open');
    expect(isCheckInOpen(event, at(event.startsAt, 3))).toBe(true);
  });

  it('is closed from 24 hours after the start (exclusive end)', () => {
    expect(checkInState(event, at(event.startsAt, 24))).toBe('closed');
    expect(checkInState(event, at(event.startsAt, 24 * 7))).toBe('closed');
    expect(isCheckInOpen(event, at(event.startsAt, 24))).toBe(false);
  });

  it('follows the configured number of hours (0 opens at the start; 168 a week ahead)', () => {
    expect(checkInState(event, at(event.startsAt, -1), 0)).toBe('not-open');
    expect(checkInState(event, at(event.startsAt), 0)).toBe('open');
    expect(checkInWindow(event, 2).opensAt).toEqual(at(event.startsAt, -2));
    expect(checkInState(event, at(event.startsAt, -3), 2)).toBe('not-open');
    expect(checkInState(event, at(event.startsAt, -167), 168)).toBe('open');
    expect(checkInState(event, at(event.startsAt, -169), 168)).toBe('not-open');
  });

  it('takes Date starts (database rows) as well as ISO strings (the API)', () => {
    expect(checkInWindow({ startsAt: new Date(event.startsAt) })).toEqual(checkInWindow(event));
  });

  describe('in campus time zones', () => {
    it('an evening event in Asia/Kolkata opens the same campus morning', () => {
      const evening = { startsAt: startInstant('2026-11-25', '18:30', 'Asia/Kolkata') };
      const { opensAt, closesAt } = checkInWindow(evening);
      expect([campusDate(opensAt, 'Asia/Kolkata'), campusTime(opensAt, 'Asia/Kolkata')]).toEqual(['2026-11-25', '06:30']);
      expect([campusDate(closesAt, 'Asia/Kolkata'), campusTime(closesAt, 'Asia/Kolkata')]).toEqual(['2026-11-26', '18:30']);
      expect(isCheckInOpen(evening, new Date(startInstant('2026-11-25', '06:29', 'Asia/Kolkata')))).toBe(false);
      expect(isCheckInOpen(evening, new Date(startInstant('2026-11-25', '06:30', 'Asia/Kolkata')))).toBe(true);
      expect(isCheckInOpen(evening, new Date(startInstant('2026-11-26', '18:29', 'Asia/Kolkata')))).toBe(true);
      expect(isCheckInOpen(evening, new Date(startInstant('2026-11-26', '18:30', 'Asia/Kolkata')))).toBe(false);
    });

    it('counts real hours across a daylight-saving change (Europe/London, clocks forward on 29 March 2026)', () => {
      const morning = { startsAt: startInstant('2026-03-29', '09:00', 'Europe/London') };
      expect(morning.startsAt).toBe('2026-03-29T08:00:00.000Z');
      const { opensAt } = checkInWindow(morning);
      // 12 elapsed hours before 09:00 BST is 20:00 GMT the evening before, not 21:00.
      expect([campusDate(opensAt, 'Europe/London'), campusTime(opensAt, 'Europe/London')]).toEqual(['2026-03-28', '20:00']);
      expect(checkInWindow(morning, 6).opensAt.toISOString()).toBe('2026-03-29T02:00:00.000Z');
      expect(campusTime(checkInWindow(morning, 6).opensAt, 'Europe/London')).toBe('03:00');
    });

    it('the same wall-clock start in two zones opens at different instants', () => {
      const kolkata = checkInWindow({ startsAt: startInstant('2026-06-01', '10:00', 'Asia/Kolkata') }).opensAt;
      const newYork = checkInWindow({ startsAt: startInstant('2026-06-01', '10:00', 'America/New_York') }).opensAt;
      expect(newYork.getTime() - kolkata.getTime()).toBe(9.5 * HOUR);
      expect(checkInState({ startsAt: startInstant('2026-06-01', '10:00', 'America/New_York') }, new Date('2026-06-01T03:00:00Z'))).toBe('open');
      expect(checkInState({ startsAt: startInstant('2026-06-01', '10:00', 'Asia/Kolkata') }, new Date('2026-06-01T03:00:00Z'))).toBe('open');
      expect(checkInState({ startsAt: startInstant('2026-06-02', '10:00', 'America/New_York') }, new Date('2026-06-01T03:00:00Z'))).toBe('not-open');
    });
  });
});

describe('an offline scan\'s time', () => {
  const event = { startsAt: '2026-11-25T13:00:00.000Z' };
  const now = at(event.startsAt, 1);

  it('counts at the time it was scanned, inside the window', () => {
    expect(judgeScanTime(event, at(event.startsAt, -1), now)).toEqual({ ok: true, at: at(event.startsAt, -1) });
  });

  it('takes a clock a little ahead as now, and refuses one further ahead', () => {
    expect(judgeScanTime(event, at(now.toISOString(), 0, SCAN_CLOCK_SKEW_MS), now)).toEqual({ ok: true, at: now });
    expect(judgeScanTime(event, at(now.toISOString(), 0, SCAN_CLOCK_SKEW_MS + 1), now)).toEqual({ ok: false, reason: 'future' });
  });

  it('refuses a time before the window opened, and after it closed even when it arrives later still', () => {
    expect(judgeScanTime(event, at(event.startsAt, -12, -1), now)).toEqual({ ok: false, reason: 'outside-window' });
    const late = at(event.startsAt, 48);
    expect(judgeScanTime(event, at(event.startsAt, 23), late)).toEqual({ ok: true, at: at(event.startsAt, 23) });
    expect(judgeScanTime(event, at(event.startsAt, 24), late)).toEqual({ ok: false, reason: 'outside-window' });
  });
});
