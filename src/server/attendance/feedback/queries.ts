import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db, Trx } from '../../infrastructure/db/connection.ts';
import type { FeedbackTable, PlatformFeedbackTable } from '../../infrastructure/db/schema.ts';

export interface FeedbackEntryRow {
  id: string;
  rating: number;
  comments: string;
  created_at: Date | string;
  /** Null once the author is unlinked: the presenter names a former participant in the viewer's language. */
  name: string | null;
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
    // Feedback whose author the retention schedule unlinked keeps its rating and comment, unnamed.
    .leftJoin('users as u', 'u.id', 'f.student_id')
    .select(['f.id', 'f.rating', 'f.comments', 'f.created_at', 'f.event_id'])
    .select('u.name')
    .select(sql<string>`coalesce(u.email, '')`.as('email'))
    .where('f.event_id', 'in', [...names.keys()])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, event_name: names.get(r.event_id) ?? '' }));
}

/** The student's own feedback on the event, if given. */
export function findOwnFeedback(db: Db, eventId: string, studentId: string) {
  return db
    .selectFrom('feedback')
    .select(['id', 'rating', 'comments', 'created_at'])
    .where('event_id', '=', eventId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

export async function insertEventFeedback(db: Db | Trx, row: Insertable<FeedbackTable>): Promise<void> {
  await db.insertInto('feedback').values(row).execute();
}

export async function insertPlatformFeedback(db: Db, row: Insertable<PlatformFeedbackTable>): Promise<void> {
  await db.insertInto('platform_feedback').values(row).execute();
}

/** Feedback on Quad itself, newest first, with its author's name and e-mail (null once the account is deleted). */
export function listPlatformFeedback(db: Db, limit: number) {
  return db
    .selectFrom('platform_feedback as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.rating', 'p.comments', 'p.created_at', 'u.name', 'u.email'])
    .orderBy('p.created_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * What an organizer's insights are computed from: their events (latest start first),
 * the count of each rating per event, and every registration's status and dates.
 */
export async function readInsightFacts(db: Db, organizerId: string) {
  const [events, ratings, registrations] = await Promise.all([
    db.selectFrom('events').select(['id', 'name', 'starts_at']).where('organizer_id', '=', organizerId).orderBy('starts_at', 'desc').execute(),
    db
      .selectFrom('feedback as f')
      .innerJoin('events as e', 'e.id', 'f.event_id')
      .select(['f.event_id', 'f.rating', (eb) => eb.fn.countAll<number>().as('n')])
      .where('e.organizer_id', '=', organizerId)
      .groupBy(['f.event_id', 'f.rating'])
      .execute(),
    db
      .selectFrom('registrations as r')
      .innerJoin('events as e', 'e.id', 'r.event_id')
      .select(['r.event_id', 'r.status', 'r.created_at', 'r.checked_in_at'])
      .where('e.organizer_id', '=', organizerId)
      .execute(),
  ]);
  return { events, ratings, registrations };
}
