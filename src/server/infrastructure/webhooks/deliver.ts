import { clubSectionPath } from '../../../domain/event-path.ts';
import { cutText } from '../../../domain/text-cut.ts';
import type { Db, Trx } from '../db/connection.ts';
import type { OutboxRow } from '../db/schema.ts';
import { toIso } from '../db/time.ts';
import type { OutboxMail } from '../outbox/payloads.ts';
import type { WebhookRowPayload } from './emit.ts';
import {
  disableEndpoint, findClubOwners, findDeliveryToSend, markDeliveryFailed, markEndpointAnswering, markEndpointFailing, recordAttempt,
} from './queries.ts';
import { webhookHeaders } from './signing.ts';
import { postWebhook, WebhookAttemptError } from './transport.ts';

/** The longest one attempt may take: an endpoint should answer at once and work afterwards. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookDeliveryOptions {
  db: Db;
  allowPrivate: boolean;
  /** An endpoint failing this long (with no success between) is turned off. */
  disableAfterMs: number;
  publicUrl: string;
  /** Queues mail inside a transaction (the outbox's own insert). */
  queueMails(trx: Trx, mails: OutboxMail[]): Promise<void>;
  /** After the transaction that queued mail committed. */
  wake(): void;
}

/** An error no retry can change: the outbox keeps the row as failed (outbox/retry.ts). */
const permanent = (message: string) => Object.assign(new Error(message), { permanent: true });
/** Nothing left to deliver to (the endpoint was deleted): the outbox row goes. */
const dropped = (message: string) => Object.assign(new Error(message), { dropped: true });

/**
 * Sends one outbox row of kind `webhook`: signs its delivery's stored body afresh for
 * this attempt (same `webhook-id`, new timestamp), posts it, and records the answer on
 * the delivery and the endpoint. A failure is thrown for the outbox to retry with
 * backoff; an endpoint that has failed for `disableAfterMs` is turned off, its pending
 * deliveries failed, and its club's owners told by e-mail.
 */
export async function deliverWebhookRow(row: OutboxRow, timeoutMs: number, options: WebhookDeliveryOptions): Promise<void> {
  const { db } = options;
  const { deliveryId } = JSON.parse(row.payload) as WebhookRowPayload;
  const delivery = await findDeliveryToSend(db, deliveryId);
  if (!delivery) throw dropped('the webhook or its delivery was deleted');
  if (delivery.disabled_at) {
    await markDeliveryFailed(db, deliveryId, 'the endpoint is turned off');
    throw permanent('the endpoint is turned off');
  }
  const at = new Date();
  try {
    const status = await postWebhook({
      url: delivery.url,
      headers: webhookHeaders(delivery.secret, delivery.id, delivery.payload, at.getTime()),
      body: delivery.payload,
      timeoutMs: Math.min(timeoutMs, WEBHOOK_TIMEOUT_MS),
      allowPrivate: options.allowPrivate,
    });
    await recordAttempt(db, deliveryId, { delivered: true, status, error: null, at: at.toISOString() });
    await markEndpointAnswering(db, delivery.endpoint_id);
  } catch (error) {
    const status = error instanceof WebhookAttemptError ? error.status : null;
    const message = cutText(error instanceof Error ? error.message : String(error), 300);
    await recordAttempt(db, deliveryId, { delivered: false, status, error: message, at: at.toISOString() });
    const since = await markEndpointFailing(db, delivery.endpoint_id, at.toISOString());
    if (since && at.getTime() - Date.parse(toIso(since)) >= options.disableAfterMs) {
      await turnOff(options, delivery.endpoint_id, delivery.organizer_id, delivery.url, at.toISOString());
      throw permanent(`${message}; the endpoint has failed since ${toIso(since)} and was turned off`);
    }
    throw error;
  }
}

/** The outbox gave up on a delivery (its retry window is over): the log shows it failed. */
export async function webhookGaveUp(db: Db, row: OutboxRow, error: unknown): Promise<void> {
  const { deliveryId } = JSON.parse(row.payload) as WebhookRowPayload;
  await markDeliveryFailed(db, deliveryId, cutText(error instanceof Error ? error.message : String(error), 300));
}

async function turnOff(options: WebhookDeliveryOptions, endpointId: string, organizerId: string, url: string, at: string): Promise<void> {
  const turnedOff = await options.db.transaction().execute(async (trx) => {
    if (!(await disableEndpoint(trx, endpointId, at))) return false;
    const { clubName, people } = await findClubOwners(trx, organizerId);
    const workspace = `${options.publicUrl.replace(/\/$/, '')}${clubSectionPath(organizerId, 'webhooks')}`;
    await options.queueMails(trx, people.map((p): OutboxMail => ({
      kind: 'webhook-disabled',
      payload: { email: p.email, clubName, url, workspaceUrl: workspace },
      to: p.email,
      userId: p.id,
    })));
    return true;
  });
  if (turnedOff) options.wake();
}
