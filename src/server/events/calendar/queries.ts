import type { Db } from '../../infrastructure/db/connection.ts';

/** The secret of the student's calendar feed (undefined without a student profile). */
export async function findCalendarToken(db: Db, studentId: string): Promise<string | undefined> {
  const row = await db.selectFrom('students').select('calendar_token').where('user_id', '=', studentId).executeTakeFirst();
  return row?.calendar_token;
}

/** Replaces the secret of the student's feed: the old URL stops working. */
export async function replaceCalendarToken(db: Db, studentId: string, token: string, now: string): Promise<void> {
  await db.updateTable('students').set({ calendar_token: token, updated_at: now }).where('user_id', '=', studentId).execute();
}

/** Whose feed a secret opens, if anyone's. */
export async function findStudentByCalendarToken(db: Db, token: string): Promise<string | undefined> {
  const row = await db.selectFrom('students').select('user_id').where('calendar_token', '=', token).executeTakeFirst();
  return row?.user_id;
}
