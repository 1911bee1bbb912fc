import { z } from 'zod';

/** GET /api/push/key: the server's VAPID public key (base64url), for PushManager.subscribe. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** POST /api/me/push-subscriptions. */
export const pushSubscriptionCreatedSchema = z.object({ id: z.string() });

/** GET /api/me/push-subscriptions: the signed-in person's devices. */
export const pushSubscriptionListSchema = z.object({
  subscriptions: z.array(z.object({
    id: z.string(),
    createdAt: z.string(),
    /** When a notice last reached the push service for it (ISO), or null. */
    lastSuccessAt: z.string().nullable(),
    userAgent: z.string().nullable(),
  })),
});
export type PushSubscriptionList = z.infer<typeof pushSubscriptionListSchema>;
