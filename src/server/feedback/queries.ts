import type { Db } from '../db/connection.ts';

/** Feedback entries with the student's name and e-mail, newest first (organizer views only). */
export function feedbackEntries(db: Db, filter: { eventId?: string; organizerId?: string }) {
  let query = db
    .selectFrom('feedback as f')
    .innerJoin('users as u', 'u.id', 'f.student_id')
    .innerJoin('events as e', 'e.id', 'f.event_id')
    .select(['f.id', 'f.rating', 'f.comments', 'f.created_at', 'u.name', 'u.email', 'e.id as event_id', 'e.name as event_name']);
  if (filter.eventId) query = query.where('f.event_id', '=', filter.eventId);
  if (filter.organizerId) query = query.where('e.organizer_id', '=', filter.organizerId);
  return query.orderBy('f.created_at', 'desc').orderBy('f.id', 'desc').execute();
}
export type FeedbackEntryRow = Awaited<ReturnType<typeof feedbackEntries>>[number];
