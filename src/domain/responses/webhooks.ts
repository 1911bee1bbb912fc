import { z } from 'zod';
import { WEBHOOK_EVENTS } from '../webhooks.ts';

/** A club's webhook endpoint as its owner and managers see it: never its secret after it was made. */
export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** Registration payloads carry the registrant's name, e-mail, USN and phone (the owner consented). */
  includeContacts: z.boolean(),
  /** False once it failed for three days (or was turned off); PATCH `enabled: true` turns it on again. */
  enabled: z.boolean(),
  /** Since when every attempt failed; null while it answers. */
  failingSince: z.string().nullable(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookView = z.infer<typeof webhookSchema>;

/** GET /api/organizers/:id/webhooks: newest first. */
export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

/** POST /api/organizers/:id/webhooks: the signing secret (`whsec_…`), shown this once. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

/** One message to one endpoint: its id is the `webhook-id` header on every attempt and resend. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** One of the endpoint's events, or `webhook.test`. */
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  /** The endpoint's last answer's HTTP status; null when it gave none (unreachable, refused, timed out). */
  responseStatus: z.number().int().nullable(),
  /** Why the last attempt failed, when it did. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliverySchema>;

/** GET …/webhooks/:webhookId/deliveries: the most recent first (at most 50). */
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;
