import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../infrastructure/db/connection.ts';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../../infrastructure/db/schema.ts';

const ENDPOINT_FIELDS = ['id', 'organizer_id', 'url', 'events', 'include_contacts', 'created_at', 'updated_at', 'failing_since', 'disabled_at'] as const;
const DELIVERY_FIELDS = ['id', 'event_type', 'status', 'attempts', 'response_status', 'last_error', 'created_at', 'last_attempt_at', 'delivered_at'] as const;

export async function insertEndpoint(db: Db, row: Insertable<WebhookEndpointsTable>): Promise<void> {
  await db.insertInto('webhook_endpoints').values(row).execute();
}

/** The club's endpoints, newest first (never their secrets). */
export function listEndpoints(db: Db, organizerId: string) {
  return db.selectFrom('webhook_endpoints').select(ENDPOINT_FIELDS).where('organizer_id', '=', organizerId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** One endpoint of the club; undefined when it is not the club's (or does not exist). */
export function findEndpoint(db: Db | Trx, organizerId: string, endpointId: string) {
  return db.selectFrom('webhook_endpoints').select(ENDPOINT_FIELDS).where('id', '=', endpointId).where('organizer_id', '=', organizerId).executeTakeFirst();
}

export type EndpointListRow = Awaited<ReturnType<typeof listEndpoints>>[number];

export async function updateEndpoint(db: Db, organizerId: string, endpointId: string, changes: Updateable<WebhookEndpointsTable>): Promise<boolean> {
  const result = await db.updateTable('webhook_endpoints').set(changes).where('id', '=', endpointId).where('organizer_id', '=', organizerId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the endpoint with its deliveries; false when it is not the club's. */
export async function deleteEndpoint(db: Db, organizerId: string, endpointId: string): Promise<boolean> {
  const result = await db.deleteFrom('webhook_endpoints').where('id', '=', endpointId).where('organizer_id', '=', organizerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertDelivery(trx: Trx, row: Insertable<WebhookDeliveriesTable>): Promise<void> {
  await trx.insertInto('webhook_deliveries').values(row).execute();
}

/** The endpoint's most recent deliveries. */
export function listDeliveries(db: Db, endpointId: string, limit = 50) {
  return db.selectFrom('webhook_deliveries').select(DELIVERY_FIELDS).where('endpoint_id', '=', endpointId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export type DeliveryListRow = Awaited<ReturnType<typeof listDeliveries>>[number];

export function findDelivery(db: Db | Trx, endpointId: string, deliveryId: string) {
  return db.selectFrom('webhook_deliveries').select(DELIVERY_FIELDS).where('id', '=', deliveryId).where('endpoint_id', '=', endpointId).executeTakeFirst();
}

/** A resend: pending again (its attempts and last answer kept until the next one). */
export async function markDeliveryPending(trx: Trx, deliveryId: string): Promise<void> {
  await trx.updateTable('webhook_deliveries').set({ status: 'pending' }).where('id', '=', deliveryId).execute();
}
