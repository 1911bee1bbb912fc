import type { Db } from '../../infrastructure/db/connection.ts';

/** The student's checked-in registrations with their events, newest event first. */
export function listAttended(db: Db, studentId: string) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .leftJoin('organizers as o', 'o.user_id', 'e.organizer_id')
    .select(['e.id', 'e.name', 'e.date', 'e.time', 'e.end_time', 'e.starts_at', 'e.organizer_id', 'o.name as organizer_name', 'r.checked_in_at'])
    .where('r.student_id', '=', studentId)
    .where('r.checked_in_at', 'is not', null)
    .orderBy('e.starts_at', 'desc')
    .orderBy('e.id')
    .execute();
}

export async function countFeedbackGiven(db: Db, studentId: string): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
