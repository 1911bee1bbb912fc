import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { canKeepWebhooks } from '../../../domain/policy/organizers.ts';
import {
  createdWebhookSchema, webhookDeliveryListSchema, webhookDeliverySchema, webhookListSchema, webhookSchema,
} from '../../../domain/responses/webhooks.ts';
import { webhookInputSchema, webhookPatchSchema } from '../../../domain/webhooks.ts';
import { requireUser, viewerOf, type Viewer } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { authorize, forbidden } from '../../infrastructure/http/errors.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams, MAX_ID_LENGTH } from '../../infrastructure/http/params.ts';
import { clubOr404 } from '../../identity/teams/service.ts';
import { createWebhook, listWebhooks, recentDeliveries, removeWebhook, resendDelivery, sendTest, updateWebhook } from './service.ts';

const tags = ['webhooks'];
const id = z.string().min(1).max(MAX_ID_LENGTH);
const webhookParams = idParams.extend({ webhookId: id });
const deliveryParams = webhookParams.extend({ deliveryId: id });
const events =
  'Events: `registration.created`, `registration.cancelled`, `registration.promoted`, `checkin.created`, `event.created`, `event.updated`, ' +
  '`event.deleted`, `feedback.created`. Each delivery is a POST of `{type, timestamp, data}` signed per Standard Webhooks (`webhook-id`, ' +
  '`webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">` under the base64 key after `whsec_`); ' +
  'retried from WEBHOOK_RETRY_BASE_SECONDS, doubling, for 24 hours, with the same `webhook-id`. ' +
  "`includeContacts: true` (the club's owner only) adds the registrant's name, e-mail, USN and phone to registration events.";

/** A club's webhook endpoints, kept by its owner and managers (/organizers/:id/webhooks). */
export async function webhookRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** 404 for an unknown club, then 403 unless the viewer keeps its webhooks. */
  async function keeper(request: Parameters<typeof viewerOf>[0], organizerId: string): Promise<Viewer> {
    await clubOr404(ctx, organizerId);
    const viewer = viewerOf(request);
    authorize(canKeepWebhooks(viewer, organizerId), () => forbidden(MSG.onlyClubManagersWebhooks));
    return viewer;
  }

  r.post('/organizers/:id/webhooks', {
    config: { idempotent: true },
    preValidation: requireUser,
    schema: {
      tags, summary: 'Add a webhook endpoint to the club; its signing secret is in this answer only', description: events,
      params: idParams, body: webhookInputSchema, response: { 201: createdWebhookSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const viewer = await keeper(request, request.params.id);
    const created = await createWebhook(ctx, viewer, request.params.id, request.body);
    return reply.status(201).header('cache-control', 'no-store').send(created);
  });

  r.get('/organizers/:id/webhooks', {
    preValidation: requireUser,
    schema: { tags, summary: "The club's webhook endpoints (never their secrets)", params: idParams, response: { 200: webhookListSchema, ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    await keeper(request, request.params.id);
    reply.header('cache-control', 'no-store');
    return { webhooks: await listWebhooks(ctx, request.params.id) };
  });

  for (const method of ['patch', 'put'] as const) {
    r[method]('/organizers/:id/webhooks/:webhookId', {
      preValidation: requireUser,
      schema: {
        tags, summary: "Change a webhook's address, events or consent, or turn it on again (`enabled: true`)", description: events,
        params: webhookParams, body: webhookPatchSchema, response: { 200: webhookSchema, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const viewer = await keeper(request, request.params.id);
      return updateWebhook(ctx, viewer, request.params.id, request.params.webhookId, request.body);
    });
  }

  r.delete('/organizers/:id/webhooks/:webhookId', {
    preValidation: requireUser,
    schema: { tags, summary: 'Delete a webhook endpoint with its delivery log; nothing more is sent to it', params: webhookParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    await keeper(request, request.params.id);
    await removeWebhook(ctx, request.params.id, request.params.webhookId);
    return reply.status(204).send(null);
  });

  r.post('/organizers/:id/webhooks/:webhookId/test', {
    config: { idempotent: true },
    preValidation: requireUser,
    schema: {
      tags, summary: 'Send a `webhook.test` message to the endpoint now', params: webhookParams,
      response: { 202: webhookDeliverySchema, ...errorResponses(401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    await keeper(request, request.params.id);
    return reply.status(202).send(await sendTest(ctx, request.params.id, request.params.webhookId));
  });

  r.get('/organizers/:id/webhooks/:webhookId/deliveries', {
    preValidation: requireUser,
    schema: {
      tags, summary: "The endpoint's 50 most recent deliveries: status, its answer's code, when", params: webhookParams,
      response: { 200: webhookDeliveryListSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request, reply) => {
    await keeper(request, request.params.id);
    reply.header('cache-control', 'no-store');
    return { deliveries: await recentDeliveries(ctx, request.params.id, request.params.webhookId) };
  });

  r.post('/organizers/:id/webhooks/:webhookId/deliveries/:deliveryId/resend', {
    config: { idempotent: true },
    preValidation: requireUser,
    schema: {
      tags, summary: 'Send a delivery again: the same body with the same `webhook-id`', params: deliveryParams,
      response: { 202: webhookDeliverySchema, ...errorResponses(401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    await keeper(request, request.params.id);
    return reply.status(202).send(await resendDelivery(ctx, request.params.id, request.params.webhookId, request.params.deliveryId));
  });
}
