import { sql } from 'kysely';
import type { Db } from '../../../infrastructure/db/connection.ts';
import { past, upcoming } from '../../../events/events/queries.ts';

/** Upcoming events the student has not registered for. */
const notRegistered = (studentId: string) => sql<boolean>`not exists (select 1 from registrations vr where vr.event_id = e.id and vr.student_id = ${studentId})`;

export async function readInterests(db: Db, studentId: string): Promise<string | undefined> {
  return (await db.selectFrom('students').select('interests').where('user_id', '=', studentId).executeTakeFirst())?.interests;
}

export function listFollowedClubEvents(db: Db, studentId: string, now: string, limit: number) {
  return db
    .selectFrom('events as e')
    .innerJoin('follows as f', (join) => join.onRef('f.organizer_id', '=', 'e.organizer_id').on('f.student_id', '=', studentId))
    .leftJoin('organizers as o', 'o.user_id', 'e.organizer_id')
    .select(['e.id', 'o.name as organizer_name'])
    .where(upcoming(now))
    .where(notRegistered(studentId))
    .orderBy('e.starts_at')
    .limit(limit)
    .execute();
}

/** Tags are a JSON array of known words: each interest matches as its quoted word. */
export function listInterestEvents(db: Db, studentId: string, interests: string[], now: string, limit: number) {
  return db
    .selectFrom('events as e')
    .select(['e.id', 'e.tags'])
    .where(upcoming(now))
    .where((eb) => eb.or(interests.map((tag) => eb('e.tags', 'like', `%${JSON.stringify(tag)}%`))))
    .where(notRegistered(studentId))
    .orderBy('e.starts_at')
    .limit(limit)
    .execute();
}

/**
 * Upcoming events that students who went to the same past events (the student's last
 * 20) registered for, the most shared first.
 */
export function listCoAttendedEvents(db: Db, studentId: string, now: string, limit: number) {
  const myPast = db
    .selectFrom('registrations as r')
    .innerJoin('events as pe', 'pe.id', 'r.event_id')
    .select('r.event_id')
    .where('r.student_id', '=', studentId)
    .where('r.status', '=', 'registered')
    .where(past(now, 'pe.starts_at'))
    .orderBy('pe.starts_at', 'desc')
    .limit(20);
  const peers = db
    .selectFrom('registrations as p')
    .select('p.student_id')
    .where('p.event_id', 'in', myPast)
    .where('p.student_id', '!=', studentId);
  return db
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select(['r.event_id', db.fn.countAll<number | string>().as('n')])
    .where('r.student_id', 'in', peers)
    .where(upcoming(now))
    .where(notRegistered(studentId))
    .groupBy('r.event_id')
    .orderBy('n', 'desc')
    .orderBy('r.event_id')
    .limit(limit)
    .execute();
}
