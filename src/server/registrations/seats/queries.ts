import type { Db, Trx } from '../../infrastructure/db/connection.ts';
import type { RegistrationRow } from '../../infrastructure/db/schema.ts';

/** The events with an offer whose deadline is at or before `now` (ISO): the sweep's work (index registrations_offers_due). */
export async function listEventsWithLapsedOffers(db: Db, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('registrations')
    .select('event_id')
    .distinct()
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<=', now)
    .orderBy('event_id')
    .execute();
  return rows.map((r) => r.event_id);
}

/** The event's offers lapsed at `now`, read under the event's lock: another sweep's deleted ones are gone. */
export function listLapsedOffers(trx: Trx, eventId: string, now: string): Promise<RegistrationRow[]> {
  return trx
    .selectFrom('registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<=', now)
    .orderBy('offer_expires_at')
    .orderBy('id')
    .execute();
}

/** The registrations of one event among `ids`, in order of arrival (an id of another event is not among them). */
export function listEventRegistrationsByIds(trx: Trx, eventId: string, ids: string[]): Promise<RegistrationRow[]> {
  return trx
    .selectFrom('registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('id', 'in', ids)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
