import type { EventInsight } from '../../../domain/responses/feedback.ts';
import { dayAndMonth } from '../../../domain/event-when.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { addDays } from '../../../domain/time.ts';

/** One day of the registrations chart: the totals so far, or null for days still to come. */
export type TimelinePoint = {
  date: string;
  /** '25 Nov' (with the year when the chart spans two): what the axis and tooltip show. */
  label: string;
  registered: number | null;
  waitlisted: number | null;
  checkedIn: number | null;
};

/** At most this many days on the axis (the latest ones), however early registration opened. */
export const MAX_TIMELINE_DAYS = 400;

/**
 * Registrations over time as a cumulative line, one point per day: from the day before
 * the first sign-up (at zero) to the event's day. The server sends only the days on which
 * a count changed; the totals carry over the days between. Days after `today` (an event
 * still ahead) are on the axis without values, so the line stops at today.
 */
export function dailyTimeline(insight: Pick<EventInsight, 'date' | 'timeline'>, today: string, language?: UiLanguage): TimelinePoint[] {
  const changes = insight.timeline;
  if (changes.length === 0) return [];
  const lastChange = changes.at(-1)!.date;
  // Late check-ins can fall on the day after the event: the axis then runs to them.
  const end = lastChange > insight.date ? lastChange : insight.date;
  const knownUntil = lastChange > today ? lastChange : today;
  let start = addDays(changes[0]!.date, -1);
  const earliest = addDays(end, -(MAX_TIMELINE_DAYS - 1));
  if (start < earliest) start = earliest;
  const withYear = start.slice(0, 4) !== end.slice(0, 4);

  const points: TimelinePoint[] = [];
  let totals = { registered: 0, waitlisted: 0, checkedIn: 0 };
  let next = 0;
  for (let date = start; date <= end; date = addDays(date, 1)) {
    while (next < changes.length && changes[next]!.date <= date) {
      const { registered, waitlisted, checkedIn } = changes[next++]!;
      totals = { registered, waitlisted, checkedIn };
    }
    const label = dayAndMonth(date, withYear, language);
    points.push(date <= knownUntil ? { date, label, ...totals } : { date, label, registered: null, waitlisted: null, checkedIn: null });
  }
  return points;
}
