import type { Db } from '../../infrastructure/db/connection.ts';

export const INBOX_PAGE = 50;

export function listInboxItems(db: Db, userId: string) {
  return db.selectFrom('inbox_items').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').limit(INBOX_PAGE).execute();
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('inbox_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the given items (or, without ids, all of them) read; only the owner's own. */
export async function markRead(db: Db, userId: string, ids: string[] | undefined, now: string): Promise<void> {
  if (ids?.length === 0) return; // none given: nothing to mark (and `in ()` is no SQL on PostgreSQL)
  let query = db.updateTable('inbox_items').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}
