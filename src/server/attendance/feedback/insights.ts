import type { EventInsight, Insights } from '../../../domain/responses/feedback.ts';
import { eventAttendance, overallAttendance } from '../../../domain/attendance-rate.ts';
import { checkInState } from '../../../domain/policy/check-in.ts';
import { isSeatHolder } from '../../../domain/registration-status.ts';
import { campusDate } from '../../../domain/time.ts';
import type { Db } from '../../infrastructure/db/connection.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import { readInsightFacts } from './queries.ts';

/**
 * The charts of an organizer's dashboard: rating distribution and registrations over
 * time, per event. Days are campus days: a registration at 01:00 in Bengaluru counts on
 * that day, not on the UTC day before. Attendance: seat holders against check-ins, with
 * no-shows once the event's check-in window has closed.
 */
export interface InsightClock {
  timeZone: string;
  /** CHECK_IN_OPENS_HOURS: the check-in window is the server's, as configured. */
  checkInOpensHours: number;
}

export async function organizerInsights(db: Db, organizerId: string, { timeZone, checkInOpensHours }: InsightClock, now = new Date()): Promise<Insights> {
  const { events, ratings, registrations } = await readInsightFacts(db, organizerId);
  const day = (value: Date | string) => campusDate(new Date(toIso(value)), timeZone);
  const byEvent = <T extends { event_id: string }>(rows: T[]) => {
    const grouped = new Map<string, T[]>();
    for (const row of rows) {
      const list = grouped.get(row.event_id);
      if (list) list.push(row);
      else grouped.set(row.event_id, [row]);
    }
    return grouped;
  };
  const ratingsOf = byEvent(ratings);
  const registrationsOf = byEvent(registrations);

  const overall = [0, 0, 0, 0, 0];
  const perEvent: EventInsight[] = events.map((e) => {
    const dist = [0, 0, 0, 0, 0];
    for (const r of ratingsOf.get(e.id) ?? []) {
      dist[r.rating - 1]! += Number(r.n);
      overall[r.rating - 1]! += Number(r.n);
    }
    const changes = new Map<string, { registered: number; waitlisted: number; checkedIn: number }>();
    const bump = (date: string, key: 'registered' | 'waitlisted' | 'checkedIn') => {
      const entry = changes.get(date) ?? { registered: 0, waitlisted: 0, checkedIn: 0 };
      entry[key]++;
      changes.set(date, entry);
    };
    let seatHolders = 0;
    let checkedIn = 0;
    for (const r of registrationsOf.get(e.id) ?? []) {
      bump(day(r.created_at), isSeatHolder(r.status) ? 'registered' : 'waitlisted');
      if (isSeatHolder(r.status)) seatHolders++;
      if (r.checked_in_at) {
        checkedIn++;
        bump(day(r.checked_in_at), 'checkedIn');
      }
    }
    const closed = checkInState({ startsAt: toIso(e.starts_at) }, now, checkInOpensHours) === 'closed';
    const totals = { registered: 0, waitlisted: 0, checkedIn: 0 };
    const timeline = [...changes.keys()].sort().map((date) => {
      const c = changes.get(date)!;
      totals.registered += c.registered;
      totals.waitlisted += c.waitlisted;
      totals.checkedIn += c.checkedIn;
      return { date, ...totals };
    });
    return { eventId: e.id, name: e.name, date: day(e.starts_at), ratings: dist, timeline, attendance: eventAttendance(seatHolders, checkedIn, closed) };
  });
  return { ratings: overall, attendance: overallAttendance(perEvent.map((e) => e.attendance)), events: perEvent };
}
