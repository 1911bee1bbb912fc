import { z } from 'zod';
import { MSG } from '../messages.ts';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS, PUSH_ONLY_CATEGORIES, type NotificationCategory } from '../push.ts';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes of a base64url text, or -1 when it is not one. */
function decodedLength(text: string): number {
  if (!BASE64URL.test(text)) return -1;
  const bare = text.replace(/=+$/, '');
  return Math.floor((bare.length * 3) / 4);
}

/**
 * POST /api/me/push-subscriptions: what PushSubscription.toJSON() gives. The endpoint is
 * checked against the push services' hosts by the server (PUSH_ALLOWED_HOSTS); the keys
 * must be a P-256 public key (65 bytes) and a 16-byte secret.
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.string({ error: MSG.pushEndpointInvalid }).trim().min(1, MSG.pushEndpointInvalid).max(2000, MSG.pushEndpointInvalid),
  keys: z.object({
    p256dh: z.string({ error: MSG.pushKeysInvalid }).refine((k) => decodedLength(k) === 65, MSG.pushKeysInvalid),
    auth: z.string({ error: MSG.pushKeysInvalid }).refine((k) => decodedLength(k) === 16, MSG.pushKeysInvalid),
  }, { error: MSG.pushKeysInvalid }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionInputSchema>;

const channel = z.enum(NOTIFICATION_CHANNELS, { error: MSG.notificationChannelInvalid });
const pushOrNothing = z.enum(['push', 'neither'], { error: MSG.notificationChannelInvalid });

/** The `notifications` of PUT /api/me/preferences: categories left out keep their choice. */
export const notificationChannelsInputSchema = z.object(
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, (PUSH_ONLY_CATEGORIES.includes(c) ? pushOrNothing : channel).optional()])) as Record<NotificationCategory, z.ZodOptional<typeof channel>>,
  { error: MSG.notificationChannelInvalid },
);
