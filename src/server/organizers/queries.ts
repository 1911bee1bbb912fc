import type { Db } from '../db/connection.ts';

export async function findOrganizer(db: Db, id: string) {
  return db
    .selectFrom('organizers as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.user_id as id', 'o.name', 'o.field', 'o.phone', 'u.email'])
    .where('o.user_id', '=', id)
    .executeTakeFirst();
}
