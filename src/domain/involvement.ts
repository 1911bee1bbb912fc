import { addDays, startInstant, TIME_RE } from './time.ts';

/**
 * The involvement record's arithmetic, kept pure so the server counts and
 * the tests pin it without a database.
 */

/** The half-year an event's campus date falls in: "2026 Jan–Jun" or "2026 Jul–Dec". */
export function termOf(date: string): string {
  const year = date.slice(0, 4);
  return Number(date.slice(5, 7)) <= 6 ? `${year} Jan–Jun` : `${year} Jul–Dec`;
}

/**
 * Hours from the start to the end, or null when the end is not said. An end earlier
 * than the start is the next day (a party until 01:00); both are read as campus wall
 * clock through the time zone, so a night the clocks change counts what was lived.
 */
export function durationHours(date: string, time: string, endTime: string | null, timeZone: string): number | null {
  const end = endInstant(date, time, endTime, timeZone);
  const ms = end ? Date.parse(end) - Date.parse(startInstant(date, time, timeZone)) : 0;
  return ms > 0 ? ms / 3_600_000 : null;
}

/**
 * The hours a check-in counts: from the start, or from the check-in if it came later, to
 * the end. Arriving early adds nothing (the event had not begun); arriving late counts
 * what was left; a check-in after the end counts 0. Null when the end is not said.
 */
export function attendedHours(date: string, time: string, endTime: string | null, checkedInAt: string | Date, timeZone: string): number | null {
  const end = endInstant(date, time, endTime, timeZone);
  if (!end) return null;
  const from = Math.max(Date.parse(startInstant(date, time, timeZone)), new Date(checkedInAt).getTime());
  return Math.max(0, Date.parse(end) - from) / 3_600_000;
}

/** The instant an event ends (ISO), or null when its end time is not said: what calendar files end it at. */
export function endInstant(date: string, time: string, endTime: string | null | undefined, timeZone: string): string | null {
  if (!endTime || !TIME_RE.test(endTime) || !TIME_RE.test(time) || endTime === time) return null;
  return startInstant(endTime < time ? addDays(date, 1) : date, endTime, timeZone);
}

/** Hours as the record shows them: to one decimal. */
export const roundHours = (hours: number) => Math.round(hours * 10) / 10;

export interface TermTotal {
  term: string;
  events: number;
  hours: number;
}

/** Per term, newest first: how many events and how many hours (those without an end add none). */
export function termTotals(attended: { date: string; hours: number | null }[]): TermTotal[] {
  const byTerm = new Map<string, { events: number; hours: number }>();
  for (const a of attended) {
    const term = termOf(a.date);
    const total = byTerm.get(term) ?? { events: 0, hours: 0 };
    total.events += 1;
    total.hours += a.hours ?? 0;
    byTerm.set(term, total);
  }
  // "2026 Jul–Dec" sorts after "2026 Jan–Jun" as text, so reversed text order is newest first.
  return [...byTerm.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([term, t]) => ({ term, events: t.events, hours: roundHours(t.hours) }));
}
