import { sql } from 'kysely';
import type { Db, Trx } from '../db/connection.ts';
import type { Insertable } from 'kysely';
import type { WebhookDeliveriesTable } from '../db/schema.ts';
import { oneOf } from '../db/lists.ts';

/** The clubs of these events (an event's club is its organizer account). */
export async function findEventClubs(trx: Db | Trx, eventIds: string[]): Promise<Map<string, string>> {
  if (eventIds.length === 0) return new Map();
  const rows = await trx.selectFrom('events').select(['id', 'organizer_id']).where('id', 'in', eventIds).execute();
  return new Map(rows.map((r) => [r.id, r.organizer_id]));
}

/** The endpoints of these clubs that are on, with what they take. */
export function findActiveEndpoints(trx: Db | Trx, organizerIds: string[]) {
  return trx
    .selectFrom('webhook_endpoints')
    .select(['id', 'organizer_id', 'events', 'include_contacts'])
    .where('organizer_id', 'in', organizerIds)
    .where('disabled_at', 'is', null)
    .execute();
}

/** The clubs of these events with each club's endpoints that are on: a row per endpoint, or one with none. */
export function findEventClubsWithEndpoints(trx: Db | Trx, eventIds: string[]) {
  return trx
    .selectFrom('events as e')
    .leftJoin('webhook_endpoints as w', (join) => join.onRef('w.organizer_id', '=', 'e.organizer_id').on('w.disabled_at', 'is', null))
    .select(['e.id as event_id', 'e.organizer_id', 'w.id', 'w.events', 'w.include_contacts'])
    .where(oneOf(trx, 'e.id', eventIds))
    .execute();
}

export async function insertDeliveries(trx: Db | Trx, rows: Insertable<WebhookDeliveriesTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await trx.insertInto('webhook_deliveries').values(rows.slice(i, i + 500)).execute();
}

/** A delivery with its endpoint's address, secret and state, as the sender needs it. */
export function findDeliveryToSend(db: Db, deliveryId: string) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .select(['d.id', 'd.payload', 'd.endpoint_id', 'w.organizer_id', 'w.url', 'w.secret', 'w.failing_since', 'w.disabled_at'])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
}

/** One attempt's outcome: delivered (2xx), or still pending with the answer it got. */
export async function recordAttempt(
  db: Db | Trx,
  deliveryId: string,
  outcome: { delivered: boolean; status: number | null; error: string | null; at: string },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      attempts: sql`attempts + 1`,
      response_status: outcome.status,
      last_error: outcome.error,
      last_attempt_at: outcome.at,
      ...(outcome.delivered && { status: 'delivered' as const, delivered_at: outcome.at }),
    })
    .where('id', '=', deliveryId)
    .execute();
}

export async function markDeliveryFailed(db: Db | Trx, deliveryId: string, error: string): Promise<void> {
  await db.updateTable('webhook_deliveries').set({ status: 'failed', last_error: error }).where('id', '=', deliveryId).where('status', '=', 'pending').execute();
}

/** The endpoint answered: its failing streak is over. */
export async function markEndpointAnswering(db: Db, endpointId: string): Promise<void> {
  await db.updateTable('webhook_endpoints').set({ failing_since: null }).where('id', '=', endpointId).where('failing_since', 'is not', null).execute();
}

/** The endpoint failed: its streak starts now unless it started before; returns when it started. */
export async function markEndpointFailing(db: Db, endpointId: string, at: string): Promise<string | Date | null> {
  await db.updateTable('webhook_endpoints').set({ failing_since: at }).where('id', '=', endpointId).where('failing_since', 'is', null).execute();
  const row = await db.selectFrom('webhook_endpoints').select('failing_since').where('id', '=', endpointId).executeTakeFirst();
  return row?.failing_since ?? null;
}

/** Turns the endpoint off, once: whether this call did (so its club is told once). */
export async function disableEndpoint(trx: Trx, endpointId: string, at: string): Promise<boolean> {
  const result = await trx.updateTable('webhook_endpoints').set({ disabled_at: at, updated_at: at }).where('id', '=', endpointId).where('disabled_at', 'is', null).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await trx.updateTable('webhook_deliveries').set({ status: 'failed', last_error: 'the endpoint was turned off' }).where('endpoint_id', '=', endpointId).where('status', '=', 'pending').execute();
  return true;
}

/** Who owns the club (its own account and any owners on its team), and its name, for the notice that an endpoint was turned off. */
export async function findClubOwners(db: Db | Trx, organizerId: string) {
  const club = await db
    .selectFrom('users as u')
    .leftJoin('organizers as o', 'o.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.name', 'o.name as club_name'])
    .where('u.id', '=', organizerId)
    .executeTakeFirst();
  const owners = await db
    .selectFrom('club_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'u.name'])
    .where('m.organizer_id', '=', organizerId)
    .where('m.role', '=', 'owner')
    .execute();
  return { clubName: club?.club_name ?? club?.name ?? 'Your club', people: [...(club ? [club] : []), ...owners] };
}
