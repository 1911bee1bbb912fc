import { WEBHOOK_EVENTS, type WebhookEventType } from '../../../domain/webhooks.ts';
import type { WebhookDeliveryView, WebhookView } from '../../../domain/responses/webhooks.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import type { DeliveryListRow, EndpointListRow } from './queries.ts';

/** An endpoint as the workspace shows it: only these fields leave the server, never its secret. */
export function presentWebhook(row: EndpointListRow): WebhookView {
  const chosen = row.events.split(' ');
  return {
    id: row.id,
    url: row.url,
    events: WEBHOOK_EVENTS.filter((e): e is WebhookEventType => chosen.includes(e)),
    includeContacts: Boolean(row.include_contacts),
    enabled: row.disabled_at === null,
    failingSince: toIso(row.failing_since),
    disabledAt: toIso(row.disabled_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** A delivery in the endpoint's log: what was sent and how it was answered, not its body. */
export function presentDelivery(row: DeliveryListRow): WebhookDeliveryView {
  return {
    id: row.id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.response_status,
    lastError: row.last_error,
    createdAt: toIso(row.created_at),
    lastAttemptAt: toIso(row.last_attempt_at),
    deliveredAt: toIso(row.delivered_at),
  };
}
