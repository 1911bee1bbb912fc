import type { NotNull } from 'kysely';
import type { Db } from '../infrastructure/db/connection.ts';

/** Moves the event to another day (the demo's past events start upcoming, so students can register first). */
export async function moveEventTo(db: Db, eventId: string, date: string, startsAt: string): Promise<void> {
  await db.updateTable('events').set({ date, starts_at: startsAt }).where('id', '=', eventId).execute();
}

/** The students registered (not waitlisted) for the event. */
export function listRegisteredStudentIds(db: Db, eventId: string): Promise<{ student_id: string }[]> {
  return db
    .selectFrom('registrations')
    .select('student_id')
    .where('event_id', '=', eventId)
    .where('status', '=', 'registered')
    .where('student_id', 'is not', null)
    .$narrowType<{ student_id: NotNull }>()
    .execute();
}

export async function followClub(db: Db, studentId: string, organizerId: string): Promise<void> {
  await db.insertInto('follows').values({ student_id: studentId, organizer_id: organizerId, created_at: new Date().toISOString() }).execute();
}

export async function setInterests(db: Db, studentId: string, interests: string[]): Promise<void> {
  await db.updateTable('students').set({ interests: JSON.stringify(interests) }).where('user_id', '=', studentId).execute();
}
