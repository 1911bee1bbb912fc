import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { mayReceivePush } from '../../../domain/policy/push.ts';
import { isAllowedPushEndpoint } from '../../../domain/push.ts';
import { pushKeySchema, pushSubscriptionCreatedSchema, pushSubscriptionListSchema, type PushSubscriptionList } from '../../../domain/responses/push.ts';
import { pushSubscriptionInputSchema } from '../../../domain/schemas/push.ts';
import { requireActor, viewerOf } from '../auth/viewer.ts';
import type { RouteOptions } from '../context.ts';
import { nowIso, toIso } from '../db/time.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { errorResponses } from '../http/openapi.ts';
import { idParams } from '../http/params.ts';
import { deleteOwnSubscription, listSubscriptions, upsertSubscription } from './queries.ts';

const tags = ['notifications'];

/** Web Push: the server's public key, and the signed-in person's subscribed browsers. */
export async function pushRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireActor(mayReceivePush, MSG.loginFirst);

  r.get('/push/key', {
    schema: { tags, summary: "The server's VAPID public key (base64url), the applicationServerKey of PushManager.subscribe", response: { 200: pushKeySchema } },
  }, async () => ({ publicKey: ctx.config.push.publicKey }));

  r.post('/me/push-subscriptions', {
    config: { idempotent: true },
    preValidation: signedIn,
    schema: {
      tags, summary: "Turn notifications on for this browser: its PushSubscription (endpoint on a push service's https host, keys p256dh and auth); the same endpoint again updates it",
      body: pushSubscriptionInputSchema, response: { 201: pushSubscriptionCreatedSchema, ...errorResponses(400, 401) },
    },
  }, async (request, reply) => {
    const { endpoint, keys } = request.body;
    // Endpoints are other people's servers: only the push services' own, over https.
    if (!isAllowedPushEndpoint(endpoint, ctx.config.push.allowedHosts)) throw badRequest(MSG.pushEndpointInvalid, { endpoint: MSG.pushEndpointInvalid });
    const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
    const id = await upsertSubscription(ctx.db, { userId: viewerOf(request).id, endpoint, p256dh: keys.p256dh, auth: keys.auth, userAgent, now: nowIso() });
    return reply.status(201).send({ id });
  });

  r.get('/me/push-subscriptions', {
    preValidation: signedIn,
    schema: { tags, summary: "The signed-in person's browsers with notifications on", response: { 200: pushSubscriptionListSchema, ...errorResponses(401) } },
  }, async (request, reply): Promise<PushSubscriptionList> => {
    reply.header('cache-control', 'no-store');
    const rows = await listSubscriptions(ctx.db, viewerOf(request).id);
    return {
      subscriptions: rows.map((s) => ({ id: s.id, createdAt: toIso(s.created_at), lastSuccessAt: toIso(s.last_success_at), userAgent: s.user_agent })),
    };
  });

  r.delete('/me/push-subscriptions/:id', {
    preValidation: signedIn,
    schema: { tags, summary: 'Turn notifications off for one of your browsers (anyone else’s is not found)', params: idParams, response: { 204: z.null(), ...errorResponses(401, 404) } },
  }, async (request, reply) => {
    if (!(await deleteOwnSubscription(ctx.db, viewerOf(request).id, request.params.id))) throw notFound(MSG.pushSubscriptionNotFound, 'PUSH_SUBSCRIPTION_NOT_FOUND');
    return reply.status(204).send(null);
  });
}
