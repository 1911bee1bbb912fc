import type { EventInsight, Insights } from '../../domain/responses/feedback.ts';
import type { Db } from '../db/connection.ts';
import { toIso } from '../db/time.ts';
import { readInsightFacts } from './queries.ts';

const day = (value: Date | string) => toIso(value).slice(0, 10);

/** The charts of an organizer's dashboard: rating distribution and registrations over time, per event. */
export async function organizerInsights(db: Db, organizerId: string): Promise<Insights> {
  const { events, ratings, registrations } = await readInsightFacts(db, organizerId);

  const overall = [0, 0, 0, 0, 0];
  const perEvent: EventInsight[] = events.map((e) => {
    const dist = [0, 0, 0, 0, 0];
    for (const r of ratings.filter((x) => x.event_id === e.id)) {
      dist[r.rating - 1]! += Number(r.n);
      overall[r.rating - 1]! += Number(r.n);
    }
    const changes = new Map<string, { registered: number; waitlisted: number; checkedIn: number }>();
    const bump = (date: string, key: 'registered' | 'waitlisted' | 'checkedIn') => {
      const entry = changes.get(date) ?? { registered: 0, waitlisted: 0, checkedIn: 0 };
      entry[key]++;
      changes.set(date, entry);
    };
    for (const r of registrations.filter((x) => x.event_id === e.id)) {
      bump(day(r.created_at), r.status === 'registered' ? 'registered' : 'waitlisted');
      if (r.checked_in_at) bump(day(r.checked_in_at), 'checkedIn');
    }
    const totals = { registered: 0, waitlisted: 0, checkedIn: 0 };
    const timeline = [...changes.keys()].sort().map((date) => {
      const c = changes.get(date)!;
      totals.registered += c.registered;
      totals.waitlisted += c.waitlisted;
      totals.checkedIn += c.checkedIn;
      return { date, ...totals };
    });
    return { eventId: e.id, name: e.name, ratings: dist, timeline };
  });
  return { ratings: overall, events: perEvent };
}
