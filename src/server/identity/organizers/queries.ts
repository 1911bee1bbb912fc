import type { Db } from '../../infrastructure/db/connection.ts';

export async function findOrganizer(db: Db, id: string) {
  return db
    .selectFrom('organizers as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.user_id as id', 'o.name', 'o.field', 'o.phone', 'u.email'])
    .select((eb) => eb.selectFrom('follows as f').select((f) => f.fn.countAll<number | string>().as('n')).whereRef('f.organizer_id', '=', 'o.user_id').as('followers'))
    .where('o.user_id', '=', id)
    .executeTakeFirst();
}

/** Whether the student follows the club: its page says so (a club's page is below follows, which builds on it). */
export async function isFollowing(db: Db, studentId: string, organizerId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('follows').select('student_id').where('student_id', '=', studentId).where('organizer_id', '=', organizerId).executeTakeFirst());
}

/** The organizing group's name, field and phone. */
export async function updateOrganizerGroup(db: Db, id: string, group: { name: string; field: string; phone: string | null }, now: string): Promise<void> {
  await db.updateTable('organizers').set({ ...group, updated_at: now }).where('user_id', '=', id).execute();
}
