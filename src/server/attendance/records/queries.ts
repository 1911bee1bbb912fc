import type { Db, Trx } from '../../infrastructure/db/connection.ts';
import type { InvolvementLinksTable } from '../../infrastructure/db/schema.ts';
import type { Insertable } from 'kysely';

/** The student's links still open, newest first. */
export function listOpenLinks(db: Db, studentId: string) {
  return db
    .selectFrom('involvement_links')
    .select(['id', 'include', 'created_at'])
    .where('student_id', '=', studentId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function countOpenLinks(db: Db | Trx, studentId: string): Promise<number> {
  const row = await db
    .selectFrom('involvement_links')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('student_id', '=', studentId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** On PostgreSQL, holds the student's row until the transaction ends: two links made at once are counted one after the other. */
export async function lockStudent(trx: Trx, studentId: string) {
  await trx.selectFrom('users').select('id').where('id', '=', studentId).forUpdate().execute();
}

export async function insertLink(db: Db | Trx, row: Insertable<InvolvementLinksTable>) {
  await db.insertInto('involvement_links').values(row).execute();
}

/** The open link a token's hash names. */
export function findOpenLinkByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('involvement_links')
    .select(['id', 'student_id', 'record', 'signature', 'created_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Withdraws the student's own open link; how many rows changed (0: not theirs, unknown or withdrawn already). */
export async function revokeLink(db: Db, studentId: string, linkId: string, at: string): Promise<number> {
  const result = await db
    .updateTable('involvement_links')
    .set({ revoked_at: at })
    .where('id', '=', linkId)
    .where('student_id', '=', studentId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
