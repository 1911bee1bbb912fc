import type { Db } from '../db/connection.ts';

/** The event's committed counts of registered and waitlisted students (undefined once it is deleted). */
export function readEventCounts(db: Db, eventId: string) {
  return db.selectFrom('events').select(['registrations_count', 'waitlisted_count']).where('id', '=', eventId).executeTakeFirst();
}
