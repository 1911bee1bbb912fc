import type { Db } from '../db/connection.ts';

/**
 * The event's committed counts of registered and waitlisted students, and of those checked
 * in (counted, not kept: check-in touches one row and never races a counter); undefined once it is deleted.
 */
export async function readEventCounts(db: Db, eventId: string) {
  const row = await db
    .selectFrom('events')
    .select((eb) => [
      'registrations_count',
      'waitlisted_count',
      eb
        .selectFrom('registrations')
        .select((r) => r.fn.countAll().as('n'))
        .whereRef('registrations.event_id', '=', 'events.id')
        .where('registrations.checked_in_at', 'is not', null)
        .as('checked_in_count'),
    ])
    .where('id', '=', eventId)
    .executeTakeFirst();
  // PostgreSQL counts as bigint, which pg returns as text.
  return row && { ...row, checked_in_count: Number(row.checked_in_count ?? 0) };
}
