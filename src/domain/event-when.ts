import { DATE_RE, campusDate, wallClock } from './time.ts';
import { FALLBACK, displayTime } from './event-display.ts';

/**
 * When an event happens, in the campus time zone labelled with the zone's usual
 * abbreviation, the one formatter of cards, club pages and the event page:
 *
 *   'Today · 6:30 PM IST', 'Tomorrow · 6:30 PM IST', 'Fri 27 Nov · 6:30 PM IST' (2–6 days
 *   ahead), otherwise 'Tue 25 Nov 2026 · 6:30 PM IST' (the absolute form, always with the year).
 *
 * The relative words need the campus "today"; without it the absolute form is given.
 * Weekday, month and 12-hour time are written here from the wall-clock numbers rather than
 * by a locale's formatter, so that the server (Node's ICU) and every browser write the same
 * text: a page the server rendered hydrates without a mismatch. Only the zone's name comes
 * from Intl.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAY_MS = 86_400_000;

// Formatters are costly to make (a quarter of a rendered page's time when made per call) and cheap to use.
const zoneNameCache = new Map<string, Intl.DateTimeFormat[]>();

function zoneNamesFor(timeZone: string): Intl.DateTimeFormat[] {
  let f = zoneNameCache.get(timeZone);
  if (!f) {
    f = ['en-US', 'en-IN', 'en-GB'].map((locale) => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }));
    zoneNameCache.set(timeZone, f);
  }
  return f;
}

/** The zone's everyday abbreviation (IST, EST, CET) at that instant; locales differ in which they know. */
function zoneAbbreviation(timeZone: string, at: Date): string {
  let fallback = '';
  for (const format of zoneNamesFor(timeZone)) {
    const part = format.formatToParts(at).find((p) => p.type === 'timeZoneName');
    const name = part?.value ?? '';
    if (!fallback) fallback = name;
    if (name && !/^GMT[+-]/.test(name)) return name;
  }
  return fallback;
}

/** Whole calendar days from one YYYY-MM-DD to another (no time zone, so no daylight saving). */
function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** 'Tue 25 Nov 2026' (or 'Tue 25 Nov' without the year) for a campus date YYYY-MM-DD. */
function dayOf(date: string, withYear: boolean): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${d} ${MONTHS[m - 1]}${withYear ? ` ${y}` : ''}`;
}

/** '25 Nov' (or '25 Nov 2026') for a campus date YYYY-MM-DD: a chart's day. */
export function dayAndMonth(date: string, withYear = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]}${withYear ? ` ${y}` : ''}`;
}

/** 'Tue 25 Nov 2026' for a stored campus date; SPEC.md's 'Unknown Date' when there is none. */
export function campusDay(date: string | null | undefined): string {
  return date && DATE_RE.test(date) ? dayOf(date, true) : FALLBACK.date;
}

/** 'Tue 25 Nov 2026' for the campus day of an instant. */
export function eventDay(startsAt: string | Date, timeZone: string): string {
  return dayOf(campusDate(new Date(startsAt), timeZone), true);
}

/**
 * The day as it helps most, seen from the campus date `today` (YYYY-MM-DD): 'Today',
 * 'Tomorrow', 'Fri 27 Nov' within the next 6 days, else 'Tue 25 Nov 2026'.
 */
export function relativeDay(date: string, today?: string): string {
  if (today && DATE_RE.test(today)) {
    const days = daysBetween(today, date);
    if (days === 0) return 'Today';
    if (days === 1) return 'Tomorrow';
    if (days > 1 && days < 7) return dayOf(date, false);
  }
  return dayOf(date, true);
}

/**
 * 'Tue 25 Nov 2026 · 6:30 PM IST'; with `today` (the campus date now, see campusDate in
 * time.ts), 'Today · 6:30 PM IST' and the other relative forms. '' for an unreadable instant.
 */
export function eventWhen(startsAt: string | Date, timeZone: string, today?: string): string {
  const at = new Date(startsAt);
  if (Number.isNaN(at.getTime())) return '';
  const w = wallClock(at, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${w.year}-${pad(w.month)}-${pad(w.day)}`;
  // The name at the event's own instant: daylight saving changes it (EST, EDT).
  return `${relativeDay(date, today)} · ${displayTime(`${pad(w.hour)}:${pad(w.minute)}`)} ${zoneAbbreviation(timeZone, at)}`;
}

/** 'Tue 25 Nov 2026 · 6:30 PM' from the stored campus date and time, for when the zone is not known yet. */
export function campusWhen(date: string | null | undefined, time: string | null | undefined): string {
  return `${campusDay(date)} · ${displayTime(time)}`;
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
