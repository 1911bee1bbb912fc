import { wallClock } from './time.ts';

/**
 * When an event happens, as its public page says it: 'Tue 25 Nov 2026 · 6:30 PM IST',
 * in the campus time zone with the zone's usual abbreviation.
 */

// Formatters are costly to make (a quarter of a rendered page's time when made per call) and cheap to use.
const cache = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat; zoneNames: Intl.DateTimeFormat[] }>();

/** The zone's everyday abbreviation (IST, EST, CET) at that instant; locales differ in which they know. */
function zoneAbbreviation(zoneNames: Intl.DateTimeFormat[], at: Date): string {
  let fallback = '';
  for (const format of zoneNames) {
    const part = format.formatToParts(at).find((p) => p.type === 'timeZoneName');
    const name = part?.value ?? '';
    if (!fallback) fallback = name;
    if (name && !/^GMT[+-]/.test(name)) return name;
  }
  return fallback;
}

function formatsFor(timeZone: string) {
  let f = cache.get(timeZone);
  if (!f) {
    f = {
      date: new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }),
      zoneNames: ['en-US', 'en-IN', 'en-GB'].map((locale) => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })),
    };
    cache.set(timeZone, f);
  }
  return f;
}

/** 'Tue 25 Nov 2026' for the campus day of an instant. */
export function eventDay(startsAt: string | Date, timeZone: string): string {
  const at = new Date(startsAt);
  return formatsFor(timeZone).date.format(at).replace(',', '');
}

/** 'Tue 25 Nov 2026 · 6:30 PM IST'. */
export function eventWhen(startsAt: string | Date, timeZone: string): string {
  const at = new Date(startsAt);
  if (Number.isNaN(at.getTime())) return '';
  const f = formatsFor(timeZone);
  // The name at the event's own instant: daylight saving changes it (EST, EDT).
  return `${eventDay(at, timeZone)} · ${f.time.format(at)} ${zoneAbbreviation(f.zoneNames, at)}`;
}

/** '2026-11-25T18:30:00+05:30': an instant as campus wall-clock time with its UTC offset. */
export function isoWithOffset(startsAt: string | Date, timeZone: string): string {
  const at = new Date(startsAt);
  const w = wallClock(at, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const offsetMinutes = Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at.getTime() / 1000) * 1000) / 60000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
