import { sql, type Insertable } from 'kysely';
import type { Db } from '../../infrastructure/db/connection.ts';
import type { CredentialsTable } from '../../infrastructure/db/schema.ts';

/**
 * Revokes every credential whose ground is gone: its check-in undone, its registration or
 * event deleted, or the reflection it carried withdrawn, rewritten or returned. Run
 * before anything reads a credential's status, so the status list is always current.
 */
export async function revokeUngrounded(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('credentials')
    .set({ revoked_at: now })
    .where('revoked_at', 'is', null)
    .where('kind', '=', 'event')
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb.selectFrom('registrations as r')
              .select(sql`1`.as('one'))
              .whereRef('r.event_id', '=', 'credentials.event_id')
              .whereRef('r.student_id', '=', 'credentials.student_id')
              .where('r.checked_in_at', 'is not', null),
          ),
        ),
        eb.and([
          eb('reflection_id', 'is not', null),
          eb.not(
            eb.exists(
              eb.selectFrom('reflections as f')
                .select(sql`1`.as('one'))
                .whereRef('f.id', '=', 'credentials.reflection_id')
                .where('f.status', '=', 'approved'),
            ),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The student's checked-in events with what a credential says of them, and an approved reflection if any. */
export function listAttendedForCredentials(db: Db, studentId: string) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .leftJoin('organizers as o', 'o.user_id', 'e.organizer_id')
    .leftJoin('reflections as f', (join) => join.onRef('f.event_id', '=', 'r.event_id').onRef('f.student_id', '=', 'r.student_id').on('f.status', '=', 'approved'))
    .select([
      'e.id', 'e.name', 'e.description', 'e.date', 'e.time', 'e.end_time', 'e.starts_at', 'e.tags', 'e.outcomes', 'e.organizer_id', 'o.name as organizer_name',
      'r.checked_in_at', 'f.id as reflection_id', 'f.text as reflection_text', 'f.reviewed_at as reflection_reviewed_at',
    ])
    .where('r.student_id', '=', studentId)
    .where('r.checked_in_at', 'is not', null)
    .orderBy('e.starts_at', 'desc')
    .orderBy('e.id')
    .execute();
}

/** The student's club roles with when they began. */
export function listRolesSince(db: Db, studentId: string) {
  return db
    .selectFrom('club_members as m')
    .innerJoin('organizers as o', 'o.user_id', 'm.organizer_id')
    .select(['m.organizer_id', 'o.name', 'm.role', 'm.created_at'])
    .where('m.user_id', '=', studentId)
    .execute();
}

export function listOutcomesById(db: Db) {
  return db.selectFrom('learning_outcomes').select(['id', 'name', 'description']).execute();
}

export function findStudentEmail(db: Db, studentId: string) {
  return db.selectFrom('users').select(['email', 'name']).where('id', '=', studentId).executeTakeFirst();
}

const SUMMARY = ['id', 'kind', 'source_key', 'event_id', 'reflection_id', 'name', 'issued_at', 'revoked_at'] as const;

export function listStudentCredentials(db: Db, studentId: string) {
  return db.selectFrom('credentials').select(SUMMARY).where('student_id', '=', studentId).orderBy('issued_at', 'desc').orderBy('id').execute();
}

export function findStudentCredential(db: Db, studentId: string, id: string) {
  return db.selectFrom('credentials').select([...SUMMARY, 'credential']).where('student_id', '=', studentId).where('id', '=', id).executeTakeFirst();
}

/** The student's credentials still valid, with their content: what a shared record offers and a bundle holds. */
export function listValidCredentials(db: Db, studentId: string) {
  return db
    .selectFrom('credentials')
    .select([...SUMMARY, 'credential'])
    .where('student_id', '=', studentId)
    .where('revoked_at', 'is', null)
    .orderBy('issued_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function countCredentials(db: Db): Promise<number> {
  const row = await db.selectFrom('credentials').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCredential(db: Db, row: Insertable<CredentialsTable>) {
  await db.insertInto('credentials').values(row).execute();
}

/** The revoked bits of one status list. */
export async function revokedIndexes(db: Db, list: number): Promise<number[]> {
  const rows = await db.selectFrom('credentials').select('status_index').where('status_list', '=', list).where('revoked_at', 'is not', null).execute();
  return rows.map((r) => Number(r.status_index));
}

export async function maxStatusList(db: Db): Promise<number> {
  const row = await db.selectFrom('credentials').select((eb) => eb.fn.max<number | string | null>('status_list').as('n')).executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

export function findByStatus(db: Db, list: number, index: number) {
  return db.selectFrom('credentials').select(['id', 'revoked_at']).where('status_list', '=', list).where('status_index', '=', index).executeTakeFirst();
}
