import type { Db, Trx } from '../../../infrastructure/db/connection.ts';

/** Idempotent: following twice is following. */
export async function follow(db: Db, studentId: string, organizerId: string, now: string): Promise<void> {
  await db.insertInto('follows').values({ student_id: studentId, organizer_id: organizerId, created_at: now })
    .onConflict((oc) => oc.columns(['student_id', 'organizer_id']).doNothing()).execute();
}

export async function unfollow(db: Db, studentId: string, organizerId: string): Promise<void> {
  await db.deleteFrom('follows').where('student_id', '=', studentId).where('organizer_id', '=', organizerId).execute();
}

export function listFollowing(db: Db, studentId: string) {
  return db
    .selectFrom('follows as f')
    .innerJoin('organizers as o', 'o.user_id', 'f.organizer_id')
    .select(['o.user_id as id', 'o.name'])
    .where('f.student_id', '=', studentId)
    .orderBy('o.name')
    .execute();
}

export async function countFollowers(db: Db, organizerId: string): Promise<number> {
  const row = await db.selectFrom('follows').select((eb) => eb.fn.countAll<number | string>().as('n')).where('organizer_id', '=', organizerId).executeTakeFirstOrThrow();
  return Number(row.n);
}


/** Followers who want a followed club's new events in their inbox. */
/** Every follower of the club, and whether they want its new events in their inbox (pushes go by their own choice). */
export function listFollowersToTell(trx: Trx, organizerId: string) {
  return trx
    .selectFrom('follows as f')
    .innerJoin('students as s', 's.user_id', 'f.student_id')
    .select(['f.student_id', 's.follow_inbox'])
    .where('f.organizer_id', '=', organizerId)
    .execute();
}

