import { DATE_RE, campusDate, wallClock } from './time.ts';
import { displayTime, fallbackIn } from './event-display.ts';
import { intlLocale, type UiLanguage } from './i18n/languages.ts';

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
 * from Intl. In Hindi and Kannada (`language`) the day, month, time and relative days are
 * Intl's, in the same campus time zone: 'शनि, 28 नव॰ · 6:30 pm IST', 'ಇಂದು · 6:30 PM IST'.
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

const intlCache = new Map<string, Intl.DateTimeFormat>();

/** A formatter of a campus date in `language` (read as UTC midnight, so no zone moves the day). */
function intlDate(language: UiLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let f = intlCache.get(key);
  if (!f) intlCache.set(key, (f = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' })));
  return f;
}

/** English keeps its own fixed words (SPEC.md's forms); Hindi and Kannada are Intl's. */
const byIntl = (language: UiLanguage | undefined): language is 'hi' | 'kn' => language === 'hi' || language === 'kn';

/** 'Tue 25 Nov 2026' (or 'Tue 25 Nov' without the year) for a campus date YYYY-MM-DD. */
function dayOf(date: string, withYear: boolean, language?: UiLanguage): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (byIntl(language)) {
    return intlDate(language, { weekday: 'short', day: 'numeric', month: 'short', ...(withYear && { year: 'numeric' }) }).format(new Date(Date.UTC(y, m - 1, d)));
  }
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${d} ${MONTHS[m - 1]}${withYear ? ` ${y}` : ''}`;
}

/** '25 Nov' (or '25 Nov 2026') for a campus date YYYY-MM-DD: a chart's day. */
export function dayAndMonth(date: string, withYear = false, language?: UiLanguage): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (byIntl(language)) return intlDate(language, { day: 'numeric', month: 'short', ...(withYear && { year: 'numeric' }) }).format(new Date(Date.UTC(y, m - 1, d)));
  return `${d} ${MONTHS[m - 1]}${withYear ? ` ${y}` : ''}`;
}

/** 'Tue 25 Nov 2026' for a stored campus date; SPEC.md's 'Unknown Date' when there is none. */
export function campusDay(date: string | null | undefined, language?: UiLanguage): string {
  return date && DATE_RE.test(date) ? dayOf(date, true, language) : fallbackIn('date', language);
}

/** 'Tue 25 Nov 2026' for the campus day of an instant. */
export function eventDay(startsAt: string | Date, timeZone: string, language?: UiLanguage): string {
  return dayOf(campusDate(new Date(startsAt), timeZone), true, language);
}

/**
 * The day as it helps most, seen from the campus date `today` (YYYY-MM-DD): 'Today',
 * 'Tomorrow', 'Fri 27 Nov' within the next 6 days, else 'Tue 25 Nov 2026'.
 */
export function relativeDay(date: string, today?: string, language?: UiLanguage): string {
  if (today && DATE_RE.test(today)) {
    const days = daysBetween(today, date);
    if ((days === 0 || days === 1) && byIntl(language)) return relativeWords(language).format(days, 'day');
    if (days === 0) return 'Today';
    if (days === 1) return 'Tomorrow';
    if (days > 1 && days < 7) return dayOf(date, false, language);
  }
  return dayOf(date, true, language);
}

const relativeCache = new Map<string, Intl.RelativeTimeFormat>();
/** 'आज', 'ನಾಳೆ': the language's own words for today and tomorrow. */
function relativeWords(language: UiLanguage): Intl.RelativeTimeFormat {
  let f = relativeCache.get(language);
  if (!f) relativeCache.set(language, (f = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' })));
  return f;
}

/**
 * 'Tue 25 Nov 2026 · 6:30 PM IST'; with `today` (the campus date now, see campusDate in
 * time.ts), 'Today · 6:30 PM IST' and the other relative forms. '' for an unreadable instant.
 */
export function eventWhen(startsAt: string | Date, timeZone: string, today?: string, language?: UiLanguage): string {
  const at = new Date(startsAt);
  if (Number.isNaN(at.getTime())) return '';
  const w = wallClock(at, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${w.year}-${pad(w.month)}-${pad(w.day)}`;
  // The name at the event's own instant: daylight saving changes it (EST, EDT).
  return `${relativeDay(date, today, language)} · ${displayTime(`${pad(w.hour)}:${pad(w.minute)}`, language)} ${zoneAbbreviation(timeZone, at)}`;
}

/** 'Tue 25 Nov 2026 · 6:30 PM' from the stored campus date and time, for when the zone is not known yet. */
export function campusWhen(date: string | null | undefined, time: string | null | undefined, language?: UiLanguage): string {
  return `${campusDay(date, language)} · ${displayTime(time, language)}`;
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
