import type { Db, Trx } from '../db/connection.ts';
import { containsPattern } from '../events/queries.ts';

/** A registration with the few facts of its event that rules need (owner, start). */
export async function findRegistration(db: Db | Trx, id: string) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .selectAll('r')
    .select(['e.organizer_id', 'e.starts_at as event_starts_at', 'e.name as event_name'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}
export type RegistrationWithEvent = NonNullable<Awaited<ReturnType<typeof findRegistration>>>;

/** An event's registrations: registered first, then the waitlist, each in order of arrival. */
export async function listEventRegistrations(db: Db, eventId: string, q?: string) {
  let query = db.selectFrom('registrations').selectAll().where('event_id', '=', eventId);
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), 'like', pattern),
        eb(eb.fn('lower', ['usn']), 'like', pattern),
        eb(eb.fn('lower', ['email']), 'like', pattern),
      ]),
    );
  }
  return query.orderBy('status').orderBy('created_at').orderBy('id').execute();
}

/** The student's profile facts a registration is checked against. */
export async function findStudentProfile(db: Db, userId: string) {
  return db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 's.usn', 's.semester', 's.phone', 'u.name', 'u.email'])
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
}
