import { describe, expect, it } from 'vitest';
import { campusDay, campusWhen, eventWhen, isoWithOffset, relativeDay } from './event-when.ts';
import { campusDate } from './time.ts';

describe('eventWhen', () => {
  it('writes the campus day with weekday, the 12-hour time and the zone’s usual name', () => {
    expect(eventWhen('2026-11-24T13:00:00Z', 'Asia/Kolkata')).toBe('Tue 24 Nov 2026 · 6:30 PM IST');
    expect(eventWhen('2026-07-04T22:05:00Z', 'America/New_York')).toBe('Sat 4 Jul 2026 · 6:05 PM EDT');
    expect(eventWhen('2026-07-04T22:05:00Z', 'Europe/Berlin')).toBe('Sun 5 Jul 2026 · 12:05 AM CEST');
    expect(eventWhen('2026-01-01T00:00:00Z', 'UTC')).toBe('Thu 1 Jan 2026 · 12:00 AM UTC');
    expect(eventWhen('2026-09-03T06:45:00Z', 'UTC')).toBe('Thu 3 Sep 2026 · 6:45 AM UTC');
    expect(eventWhen('2026-01-01T12:00:00Z', 'UTC')).toBe('Thu 1 Jan 2026 · 12:00 PM UTC');
    expect(eventWhen('not a date', 'UTC')).toBe('');
  });

  describe('seen from a fixed now (relative words where they help)', () => {
    // Mon 23 Nov 2026, 10:00 in Kolkata.
    const now = new Date('2026-11-23T04:30:00Z');
    const today = campusDate(now, 'Asia/Kolkata');
    const at = (iso: string) => eventWhen(iso, 'Asia/Kolkata', today);

    it('says Today and Tomorrow', () => {
      expect(at('2026-11-23T13:00:00Z')).toBe('Today · 6:30 PM IST');
      // Earlier today (already begun) is still today.
      expect(at('2026-11-23T02:30:00Z')).toBe('Today · 8:00 AM IST');
      expect(at('2026-11-24T13:00:00Z')).toBe('Tomorrow · 6:30 PM IST');
    });

    it('gives the weekday and date within the next 6 days, without the year', () => {
      expect(at('2026-11-25T13:00:00Z')).toBe('Wed 25 Nov · 6:30 PM IST');
      expect(at('2026-11-27T13:00:00Z')).toBe('Fri 27 Nov · 6:30 PM IST');
      expect(at('2026-11-29T13:00:00Z')).toBe('Sun 29 Nov · 6:30 PM IST');
    });

    it('gives the full date a week or more ahead, and for past days', () => {
      expect(at('2026-11-30T13:00:00Z')).toBe('Mon 30 Nov 2026 · 6:30 PM IST');
      expect(at('2026-11-22T13:00:00Z')).toBe('Sun 22 Nov 2026 · 6:30 PM IST');
      expect(at('2027-01-05T13:00:00Z')).toBe('Tue 5 Jan 2027 · 6:30 PM IST');
    });

    it('counts days in the campus zone, not in UTC', () => {
      // 20:00 UTC on the 23rd is already 01:30 on the 24th in Kolkata.
      expect(at('2026-11-23T20:00:00Z')).toBe('Tomorrow · 1:30 AM IST');
      // The same instants on a UTC campus, where it is still the 23rd.
      const utcToday = campusDate(now, 'UTC');
      expect(eventWhen('2026-11-23T20:00:00Z', 'UTC', utcToday)).toBe('Today · 8:00 PM UTC');
      expect(eventWhen('2026-11-24T09:15:00Z', 'UTC', utcToday)).toBe('Tomorrow · 9:15 AM UTC');
    });

    it('is not thrown by daylight saving: whole calendar days across the change', () => {
      // New York leaves daylight saving on Sun 1 Nov 2026 (a 25-hour day).
      const nyToday = campusDate(new Date('2026-10-31T16:00:00Z'), 'America/New_York'); // Sat 31 Oct, noon
      expect(eventWhen('2026-11-01T23:30:00Z', 'America/New_York', nyToday)).toBe('Tomorrow · 6:30 PM EST');
      expect(eventWhen('2026-11-01T03:30:00Z', 'America/New_York', nyToday)).toBe('Today · 11:30 PM EDT');
      expect(eventWhen('2026-11-06T23:30:00Z', 'America/New_York', nyToday)).toBe('Fri 6 Nov · 6:30 PM EST');
      expect(eventWhen('2026-11-07T23:30:00Z', 'America/New_York', nyToday)).toBe('Sat 7 Nov 2026 · 6:30 PM EST');
    });
  });
});

describe('relativeDay', () => {
  it('uses the absolute form without a readable today', () => {
    expect(relativeDay('2026-11-25')).toBe('Wed 25 Nov 2026');
    expect(relativeDay('2026-11-25', 'yesterday')).toBe('Wed 25 Nov 2026');
    expect(relativeDay('2026-11-25', '2026-11-25')).toBe('Today');
    expect(relativeDay('2027-01-01', '2026-12-31')).toBe('Tomorrow');
  });
});

describe('campusWhen and campusDay', () => {
  it('write the stored campus date and time, with SPEC.md’s fallbacks', () => {
    expect(campusWhen('2026-11-25', '18:30')).toBe('Wed 25 Nov 2026 · 6:30 PM');
    expect(campusDay('2026-12-05')).toBe('Sat 5 Dec 2026');
    expect(campusWhen('', null)).toBe('Unknown Date · Unknown Time');
  });
});

describe('isoWithOffset', () => {
  it('gives the campus wall-clock time with its offset, as schema.org wants', () => {
    expect(isoWithOffset('2026-11-24T13:00:00Z', 'Asia/Kolkata')).toBe('2026-11-24T18:30:00+05:30');
    expect(isoWithOffset('2026-07-04T22:05:00Z', 'America/New_York')).toBe('2026-07-04T18:05:00-04:00');
    expect(isoWithOffset('2026-01-10T10:00:00Z', 'UTC')).toBe('2026-01-10T10:00:00+00:00');
  });
});

describe('in Hindi and Kannada', () => {
  // 28 Nov 2026, 18:30 on the campus clock (IST).
  const at = '2026-11-28T13:00:00Z';
  const zone = 'Asia/Kolkata';

  it('writes the day, month and time as Intl does in the language, in the campus time zone', () => {
    expect(eventWhen(at, zone, undefined, 'kn')).toBe('ಶನಿ, ನವೆಂ 28, 2026 · 6:30 PM IST');
    expect(eventWhen(at, zone, undefined, 'hi')).toBe('शनि, 28 नव॰ 2026 · 6:30 pm IST');
    expect(relativeDay('2026-11-28', '2026-11-25', 'kn')).toBe('ಶನಿ, 28 ನವೆಂ');
    expect(relativeDay('2026-11-28', '2026-11-25', 'hi')).toBe('शनि, 28 नव॰');
  });

  it('says today and tomorrow in the language’s own words', () => {
    expect(eventWhen(at, zone, '2026-11-28', 'hi')).toBe('आज · 6:30 pm IST');
    expect(eventWhen(at, zone, '2026-11-27', 'kn')).toBe('ನಾಳೆ · 6:30 PM IST');
  });

  it('leaves English as it always was, the pseudo-locale too', () => {
    expect(eventWhen(at, zone, undefined, 'en')).toBe('Sat 28 Nov 2026 · 6:30 PM IST');
    expect(eventWhen(at, zone, '2026-11-28', 'en-XA')).toBe('Today · 6:30 PM IST');
    expect(campusWhen('2026-11-28', '18:30', 'hi')).toBe('शनि, 28 नव॰ 2026 · 6:30 pm');
  });
});
