import type { Db } from '../db/connection.ts';

export interface FeedbackEntryRow {
  id: string;
  rating: number;
  comments: string;
  created_at: Date | string;
  name: string;
  email: string;
  event_id: string;
  event_name: string;
}

/**
 * Feedback entries with the student's name and e-mail, newest first (organizer views only).
 * An organizer's entries are read in two indexed steps — their events, then those
 * events' feedback — rather than one join, for which PostgreSQL's planner chose to
 * scan all the feedback of the campus (measured on the big campus: `npm run bench`).
 */
export async function feedbackEntries(db: Db, filter: { eventId?: string; organizerId?: string }): Promise<FeedbackEntryRow[]> {
  // The events whose feedback is wanted (the organizer's, or one), with their names.
  let events = db.selectFrom('events').select(['id', 'name']);
  if (filter.organizerId) events = events.where('organizer_id', '=', filter.organizerId);
  if (filter.eventId) events = events.where('id', '=', filter.eventId);
  const names = new Map((await events.execute()).map((e) => [e.id, e.name]));
  if (names.size === 0) return [];
  const rows = await db
    .selectFrom('feedback as f')
    .innerJoin('users as u', 'u.id', 'f.student_id')
    .select(['f.id', 'f.rating', 'f.comments', 'f.created_at', 'u.name', 'u.email', 'f.event_id'])
    .where('f.event_id', 'in', [...names.keys()])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, event_name: names.get(r.event_id) ?? '' }));
}
