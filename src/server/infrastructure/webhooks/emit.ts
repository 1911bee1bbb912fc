import type { WebhookEventType } from '../../../domain/webhooks.ts';
import type { Insertable } from 'kysely';
import type { Db, Trx } from '../db/connection.ts';
import type { WebhookDeliveriesTable } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import type { QueuedMessage } from '../outbox/routing.ts';
import { findActiveEndpoints, findEventClubs, findEventClubsWithEndpoints, insertDeliveries } from './queries.ts';

/** Outbox rows of this kind carry one webhook delivery each. */
export const WEBHOOK_KIND = 'webhook';

/** What an outbox row of kind `webhook` holds: the delivery's id (its body is in webhook_deliveries). */
export interface WebhookRowPayload {
  deliveryId: string;
}

/** A registrant's contacts: only endpoints whose club owner consented receive them. */
export interface WebhookContacts {
  name: string;
  email: string;
  usn: string;
  phone?: string | null;
}

/**
 * Something a club's endpoints may hear of: its type, and ids and what changed (`data`).
 * The club is `organizerId`, or read from `eventId` (called before a deleted event's row goes).
 */
export interface WebhookNotice {
  type: WebhookEventType;
  organizerId?: string;
  eventId?: string;
  data: Record<string, unknown>;
  contacts?: WebhookContacts;
}

/** The body of a delivery as the Standard Webhooks specification shapes it: type, timestamp, data. */
export function webhookBody(type: string, data: Record<string, unknown>, at = new Date().toISOString()): string {
  return JSON.stringify({ type, timestamp: at, data });
}

/** A delivery's id, its `webhook-id` on every attempt: time-ordered, so the log lists it in order. */
export function newDeliveryId(): string {
  return `msg_${Date.now().toString(36).padStart(9, '0')}${newId(16)}`;
}

/**
 * Writes, inside the caller's transaction, one delivery per endpoint that takes each
 * notice, and returns the outbox rows that carry them: they commit with the change or not
 * at all. Two reads however many notices (the events' clubs, the clubs' endpoints).
 */
export async function webhookRows(trx: Db | Trx, notices: WebhookNotice[]): Promise<QueuedMessage[]> {
  if (notices.length === 0) return [];
  const { deliveries, rows } = webhookDeliveries(await readClubsAndEndpoints(trx, notices), notices);
  await insertDeliveries(trx, deliveries);
  return rows;
}

/** The clubs and endpoints the notices need, read ahead (before a lock): see readClubsAndEndpoints. */
export type WebhookTargets = Awaited<ReturnType<typeof readClubsAndEndpoints>>;

/** The deliveries of the notices to the endpoints in `targets` that take them, and the outbox rows that carry them; nothing written. */
export function webhookDeliveries({ clubs, endpoints }: WebhookTargets, notices: WebhookNotice[]): { deliveries: Insertable<WebhookDeliveriesTable>[]; rows: QueuedMessage[] } {
  if (notices.length === 0 || endpoints.length === 0) return { deliveries: [], rows: [] };
  const clubOf = (n: WebhookNotice) => n.organizerId ?? (n.eventId ? clubs.get(n.eventId) : undefined);
  const at = new Date().toISOString();
  const deliveries = notices.flatMap((notice) => {
    const club = clubOf(notice);
    return endpoints
      .filter((e) => e.organizer_id === club && e.events.split(' ').includes(notice.type))
      .map((e) => ({
        id: newDeliveryId(),
        endpoint_id: e.id,
        event_type: notice.type,
        payload: webhookBody(notice.type, notice.contacts && e.include_contacts ? { ...notice.data, registrant: notice.contacts } : notice.data, at),
        status: 'pending' as const,
        attempts: 0,
        created_at: at,
      }));
  });
  return { deliveries, rows: deliveries.map((d) => webhookRow(d.id, d.endpoint_id)) };
}

/**
 * The clubs of the notices' events and the endpoints of every club named: when every
 * notice names its event only (a registration's), one read of both, as each of a rush's
 * transactions asks; else two.
 */
export async function readClubsAndEndpoints(trx: Db | Trx, notices: Pick<WebhookNotice, 'organizerId' | 'eventId'>[]) {
  const eventIds = [...new Set(notices.filter((n) => !n.organizerId && n.eventId).map((n) => n.eventId!))];
  if (notices.every((n) => !n.organizerId)) {
    if (eventIds.length === 0) return { clubs: new Map<string, string>(), endpoints: [] };
    const rows = await findEventClubsWithEndpoints(trx, eventIds);
    const endpoints = new Map<string, { id: string; organizer_id: string; events: string; include_contacts: ActiveEndpoint['include_contacts'] }>();
    for (const r of rows) if (r.id !== null) endpoints.set(r.id, { id: r.id, organizer_id: r.organizer_id, events: r.events!, include_contacts: r.include_contacts! });
    return { clubs: new Map(rows.map((r) => [r.event_id, r.organizer_id])), endpoints: [...endpoints.values()] };
  }
  const clubs = await findEventClubs(trx, eventIds);
  const organizerIds = [...new Set(notices.map((n) => n.organizerId ?? (n.eventId ? clubs.get(n.eventId) : undefined)).filter((id): id is string => Boolean(id)))];
  return { clubs, endpoints: organizerIds.length === 0 ? [] : await findActiveEndpoints(trx, organizerIds) };
}

type ActiveEndpoint = Awaited<ReturnType<typeof findActiveEndpoints>>[number];

/** The outbox row that sends (or sends again) one delivery. */
export function webhookRow(deliveryId: string, endpointId: string): QueuedMessage {
  const payload: WebhookRowPayload = { deliveryId };
  return { kind: WEBHOOK_KIND, payload, to: endpointId };
}
