import type { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { canShareContactsByWebhook } from '../../../domain/policy/organizers.ts';
import type { CreatedWebhook, WebhookDeliveryView, WebhookView } from '../../../domain/responses/webhooks.ts';
import { WEBHOOK_TEST_EVENT, type webhookInputSchema, type webhookPatchSchema } from '../../../domain/webhooks.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { newId } from '../../infrastructure/db/ids.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import { authorize, badRequest, conflict, forbidden, notFound } from '../../infrastructure/http/errors.ts';
import { isAllowedWebhookUrl } from '../../infrastructure/webhooks/address.ts';
import { newDeliveryId, webhookBody } from '../../infrastructure/webhooks/emit.ts';
import { newWebhookSecret } from '../../infrastructure/webhooks/signing.ts';
import { presentDelivery, presentWebhook } from './presenters.ts';
import {
  deleteEndpoint, findDelivery, findEndpoint, insertDelivery, insertEndpoint, listDeliveries, listEndpoints, markDeliveryPending, updateEndpoint,
} from './queries.ts';

type WebhookInput = z.output<typeof webhookInputSchema>;

/** Booleans as each database stores them (0/1 on SQLite). */
const stored = (ctx: ServerContext, value: boolean) => (ctx.handle.dialect === 'sqlite' ? Number(value) : value);
type WebhookPatch = z.output<typeof webhookPatchSchema>;

/** https to a public address, unless the campus allows more (WEBHOOK_ALLOW_PRIVATE): 400 otherwise. */
function assertAllowedUrl(ctx: ServerContext, url: string) {
  if (!isAllowedWebhookUrl(url, ctx.config.webhooks.allowPrivate)) throw badRequest(MSG.webhookUrlNotAllowed, { url: MSG.webhookUrlNotAllowed });
}

/** Contacts leave Quad only with the owner's consent: a manager may not give it. */
function assertContactsConsent(viewer: Viewer, organizerId: string, includeContacts: boolean | undefined) {
  if (includeContacts) authorize(canShareContactsByWebhook(viewer, organizerId), () => forbidden(MSG.onlyClubOwnerWebhookContacts));
}

async function endpointOr404(ctx: ServerContext, organizerId: string, webhookId: string) {
  const endpoint = await findEndpoint(ctx.db, organizerId, webhookId);
  if (!endpoint) throw notFound(MSG.webhookNotFound, 'WEBHOOK_NOT_FOUND');
  return endpoint;
}

/** Adds an endpoint; the answer is the only place its secret is ever shown. */
export async function createWebhook(ctx: ServerContext, viewer: Viewer, organizerId: string, input: WebhookInput): Promise<CreatedWebhook> {
  assertAllowedUrl(ctx, input.url);
  assertContactsConsent(viewer, organizerId, input.includeContacts);
  const now = nowIso();
  const row = {
    id: newId(16),
    organizer_id: organizerId,
    created_by: viewer.id,
    url: input.url,
    secret: newWebhookSecret(),
    events: input.events.join(' '),
    include_contacts: stored(ctx, input.includeContacts),
    created_at: now,
    updated_at: now,
    failing_since: null,
    disabled_at: null,
  };
  await insertEndpoint(ctx.db, row);
  return { ...presentWebhook(row), secret: row.secret };
}

export async function listWebhooks(ctx: ServerContext, organizerId: string): Promise<WebhookView[]> {
  return (await listEndpoints(ctx.db, organizerId)).map(presentWebhook);
}

/** Changes what is given; turning it on again clears its failing streak. */
export async function updateWebhook(ctx: ServerContext, viewer: Viewer, organizerId: string, webhookId: string, patch: WebhookPatch): Promise<WebhookView> {
  await endpointOr404(ctx, organizerId, webhookId);
  if (patch.url !== undefined) assertAllowedUrl(ctx, patch.url);
  assertContactsConsent(viewer, organizerId, patch.includeContacts);
  await updateEndpoint(ctx.db, organizerId, webhookId, {
    ...(patch.url !== undefined && { url: patch.url }),
    ...(patch.events !== undefined && { events: patch.events.join(' ') }),
    ...(patch.includeContacts !== undefined && { include_contacts: stored(ctx, patch.includeContacts) }),
    ...(patch.enabled === true && { disabled_at: null, failing_since: null }),
    ...(patch.enabled === false && { disabled_at: nowIso() }),
    updated_at: nowIso(),
  });
  return presentWebhook((await findEndpoint(ctx.db, organizerId, webhookId))!);
}

export async function removeWebhook(ctx: ServerContext, organizerId: string, webhookId: string): Promise<void> {
  if (!(await deleteEndpoint(ctx.db, organizerId, webhookId))) throw notFound(MSG.webhookNotFound, 'WEBHOOK_NOT_FOUND');
}

/** A `webhook.test` message to this endpoint, whatever events it takes: queued now, logged like any delivery. */
export async function sendTest(ctx: ServerContext, organizerId: string, webhookId: string): Promise<WebhookDeliveryView> {
  const endpoint = await endpointOr404(ctx, organizerId, webhookId);
  if (endpoint.disabled_at) throw conflict(MSG.webhookDisabled, 'WEBHOOK_DISABLED');
  const id = newDeliveryId();
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await insertDelivery(trx, {
      id, endpoint_id: webhookId, event_type: WEBHOOK_TEST_EVENT, payload: webhookBody(WEBHOOK_TEST_EVENT, { organizerId, webhookId }, now), status: 'pending', attempts: 0, created_at: now,
    });
    await ctx.outbox.addWebhookDeliveries(trx, [{ id, endpointId: webhookId }]);
  });
  ctx.outbox.wake();
  return presentDelivery((await findDelivery(ctx.db, webhookId, id))!);
}

export async function recentDeliveries(ctx: ServerContext, organizerId: string, webhookId: string): Promise<WebhookDeliveryView[]> {
  await endpointOr404(ctx, organizerId, webhookId);
  return (await listDeliveries(ctx.db, webhookId)).map(presentDelivery);
}

/** Sends a delivery again, the same body under the same `webhook-id`, as a receiver that lost it would want. */
export async function resendDelivery(ctx: ServerContext, organizerId: string, webhookId: string, deliveryId: string): Promise<WebhookDeliveryView> {
  const endpoint = await endpointOr404(ctx, organizerId, webhookId);
  if (!(await findDelivery(ctx.db, webhookId, deliveryId))) throw notFound(MSG.webhookDeliveryNotFound, 'DELIVERY_NOT_FOUND');
  if (endpoint.disabled_at) throw conflict(MSG.webhookDisabled, 'WEBHOOK_DISABLED');
  await ctx.db.transaction().execute(async (trx) => {
    await markDeliveryPending(trx, deliveryId);
    await ctx.outbox.addWebhookDeliveries(trx, [{ id: deliveryId, endpointId: webhookId }]);
  });
  ctx.outbox.wake();
  return presentDelivery((await findDelivery(ctx.db, webhookId, deliveryId))!);
}
