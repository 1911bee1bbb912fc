import webpush from 'web-push';
import { isAllowedPushEndpoint, type PushNotice } from '../../../domain/push.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../db/connection.ts';
import { deleteSubscription, findSubscription, markSubscriptionReached } from './queries.ts';

/**
 * A push that will not go: `dropped` when there is no one to send it to any more (the
 * subscription was removed, or the push service said it is gone: 404/410), else a refusal
 * no retry changes (`permanent`, other 4xx). Anything else is retried with backoff.
 */
export class PushNotSent extends Error {
  constructor(message: string, readonly kind: 'dropped' | 'permanent') {
    super(message);
  }

  get permanent() {
    return this.kind === 'permanent';
  }

  get dropped() {
    return this.kind === 'dropped';
  }
}

export interface PushTransport {
  /** Encrypts `notice` to the subscription's keys (aes128gcm), signs with VAPID and posts it to its push service. */
  send(subscriptionId: string, notice: PushNotice, options: { ttlSeconds: number; topic: string; timeoutMs: number }): Promise<void>;
}

export function createPushTransport(config: Pick<Config, 'push'>, db: Db): PushTransport {
  const { publicKey, privateKey, subject, allowedHosts } = config.push;
  return {
    async send(subscriptionId, notice, { ttlSeconds, topic, timeoutMs }) {
      const subscription = await findSubscription(db, subscriptionId);
      if (!subscription) throw new PushNotSent('the device turned notifications off', 'dropped');
      // Checked again at sending: the allow-list may have narrowed since it subscribed.
      if (!isAllowedPushEndpoint(subscription.endpoint, allowedHosts)) throw new PushNotSent('the push service is not on PUSH_ALLOWED_HOSTS', 'permanent');
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(notice),
          {
            vapidDetails: { subject, publicKey, privateKey },
            contentEncoding: 'aes128gcm',
            TTL: ttlSeconds,
            // A message sent again before the device took it replaces the first at the push service.
            topic,
            urgency: 'high',
            timeout: timeoutMs,
          },
        );
      } catch (error) {
        const status = (error as { statusCode?: unknown }).statusCode;
        if (status === 404 || status === 410) {
          await deleteSubscription(db, subscriptionId);
          throw new PushNotSent(`the push service says the subscription is gone (${status})`, 'dropped');
        }
        if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429) {
          throw new PushNotSent(`the push service refused the message (${status})`, 'permanent');
        }
        throw error instanceof Error && typeof status === 'number' ? new Error(`the push service answered ${status}`) : error;
      }
      await markSubscriptionReached(db, subscriptionId, new Date().toISOString());
    },
  };
}
