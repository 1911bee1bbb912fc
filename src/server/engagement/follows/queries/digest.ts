import type { Db, Dialect, Trx } from '../../../infrastructure/db/connection.ts';
import { upcoming } from '../../../events/events/queries.ts';

/** Students who want the digest, follow a club, and have not had the digest of `moment`. */
export function listDigestCandidates(db: Db, dialect: Dialect, moment: string, limit: number) {
  return db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 's.digest_through', 'u.name', 'u.email'])
    .where('s.digest', '=', dialect === 'sqlite' ? 1 : true)
    .where((eb) => eb.or([eb('s.digest_through', 'is', null), eb('s.digest_through', '<', moment)]))
    .where((eb) => eb.exists(eb.selectFrom('follows as f').select('f.student_id').whereRef('f.student_id', '=', 's.user_id')))
    .limit(limit)
    .execute();
}

/** Takes the student's digest of `moment` for this sweep: false when another process already did. */
export async function claimDigest(trx: Trx, studentId: string, moment: string): Promise<boolean> {
  const result = await trx
    .updateTable('students')
    .set({ digest_through: moment })
    .where('user_id', '=', studentId)
    .where((eb) => eb.or([eb('digest_through', 'is', null), eb('digest_through', '<', moment)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Upcoming events that the student's followed clubs created in (since, until], after the student followed them. */
export function listDigestEvents(trx: Trx, studentId: string, since: string, until: string, now: string) {
  return trx
    .selectFrom('events as e')
    .innerJoin('follows as f', (join) => join.onRef('f.organizer_id', '=', 'e.organizer_id').on('f.student_id', '=', studentId))
    .leftJoin('organizers as o', 'o.user_id', 'e.organizer_id')
    .select(['e.id', 'e.name', 'e.date', 'e.time', 'e.venue', 'o.name as organizer_name'])
    .where('e.created_at', '>', since)
    .where('e.created_at', '<=', until)
    .where('e.review_status', '=', 'approved')
    .whereRef('e.created_at', '>', 'f.created_at')
    .where(upcoming(now))
    .orderBy('e.starts_at')
    .limit(30)
    .execute();
}
