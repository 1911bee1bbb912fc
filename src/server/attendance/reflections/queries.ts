import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../infrastructure/db/connection.ts';
import type { ReflectionStatus, ReflectionsTable } from '../../infrastructure/db/schema.ts';

/** The event (its club) and whether the student was checked in at it; undefined: no such event. */
export async function findAttendance(db: Db, eventId: string, studentId: string) {
  const event = await db.selectFrom('events').select(['id', 'organizer_id']).where('id', '=', eventId).executeTakeFirst();
  if (!event) return undefined;
  const checkedIn = await db
    .selectFrom('registrations')
    .select('id')
    .where('event_id', '=', eventId)
    .where('student_id', '=', studentId)
    .where('checked_in_at', 'is not', null)
    .executeTakeFirst();
  return { organizerId: event.organizer_id, checkedIn: Boolean(checkedIn) };
}

const COLUMNS = ['r.id', 'r.event_id', 'r.student_id', 'r.text', 'r.status', 'r.return_reason', 'r.updated_at'] as const;

export function findOwnReflection(db: Db | Trx, eventId: string, studentId: string) {
  return db.selectFrom('reflections as r').select(COLUMNS).where('r.event_id', '=', eventId).where('r.student_id', '=', studentId).executeTakeFirst();
}

/** A reflection with its event's club. */
export function findReflectionWithClub(db: Db, id: string) {
  return db
    .selectFrom('reflections as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select([...COLUMNS, 'e.organizer_id'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export async function insertReflection(db: Db | Trx, row: Insertable<ReflectionsTable>) {
  await db.insertInto('reflections').values(row).execute();
}

export async function updateReflection(db: Db | Trx, id: string, changes: Updateable<ReflectionsTable>) {
  await db.updateTable('reflections').set(changes).where('id', '=', id).execute();
}

/** Sets the status only while it is still `from`: how many rows changed (0: someone else decided first). */
export async function decideReflection(db: Db, id: string, from: ReflectionStatus[], changes: Updateable<ReflectionsTable>): Promise<number> {
  const result = await db.updateTable('reflections').set(changes).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteOwnReflection(db: Db, eventId: string, studentId: string): Promise<number> {
  const result = await db.deleteFrom('reflections').where('event_id', '=', eventId).where('student_id', '=', studentId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The reflections on a club's events waiting for review, oldest first, with the event and the student's name. */
export function listWaiting(db: Db, organizerId: string) {
  return db
    .selectFrom('reflections as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .innerJoin('users as u', 'u.id', 'r.student_id')
    .select([...COLUMNS, 'e.name as event_name', 'e.date as event_date', 'u.name as student_name'])
    .where('e.organizer_id', '=', organizerId)
    .where('r.status', '=', 'pending')
    .orderBy('r.updated_at')
    .orderBy('r.id')
    .limit(200)
    .execute();
}

/** The student's reflections, newest first. */
export function listOwnReflections(db: Db, studentId: string) {
  return db.selectFrom('reflections as r').select(COLUMNS).where('r.student_id', '=', studentId).orderBy('r.updated_at', 'desc').orderBy('r.id').execute();
}

/** The learning outcomes the events name, for the outcome view of a record. */
export function findEventOutcomes(db: Db, eventIds: string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('events').select(['id', 'outcomes']).where('id', 'in', eventIds).execute();
}
