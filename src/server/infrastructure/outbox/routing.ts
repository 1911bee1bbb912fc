import { categoryOfKind, deliveryFor, readChannels } from '../../../domain/push.ts';
import type { Db, Trx } from '../db/connection.ts';
import { readPushTargets } from '../push/queries.ts';
import { PUSH_KIND_PREFIX, type OutboxMail, type PushOnlyMessage, type PushPayload, type PushSource } from './payloads.ts';

/** A row to write to the outbox: a mail, or a push to one subscription. */
export interface QueuedMessage {
  kind: string;
  payload: unknown;
  to: string;
  userId?: string | null;
  eventId?: string | null;
  batchId?: string | null;
  expiresAt?: string;
}

/**
 * Until when a push is worth showing: an offer until its deadline, a reminder until its
 * event starts. A push service keeps the message for the device that long (TTL), no longer.
 */
function pushExpiry(source: PushSource): string | undefined {
  if (source.kind === 'offer') return source.payload.expiresAt;
  if (source.kind === 'reminder') return source.payload.event.startsAt;
  return undefined;
}

/**
 * Each student's messages the way they chose (src/domain/push.ts): the mail kept or not,
 * and one push row per subscribed device, read and written in the caller's transaction so
 * that they commit with the change. Messages to no student account (sign-in links, a
 * club's mail) go as they are.
 */
export async function routeMessages(trx: Db | Trx, mails: OutboxMail[], pushOnly: PushOnlyMessage[] = []): Promise<QueuedMessage[]> {
  const students = [...mails.filter((m) => m.userId && categoryOfKind(m.kind)).map((m) => m.userId!), ...pushOnly.map((p) => p.userId)];
  if (students.length === 0) return mails;
  return routeWith(await readPushTargets(trx, students), mails, pushOnly);
}

/** The students' devices and choices that routing reads (readPushTargets), read ahead of the messages. */
export type PushTargets = Awaited<ReturnType<typeof readPushTargets>>;

/** routeMessages with the students' targets already read: they must cover every student of `mails` and `pushOnly`. */
export function routeWith({ subscriptions, channels }: PushTargets, mails: OutboxMail[], pushOnly: PushOnlyMessage[] = []): QueuedMessage[] {
  const out: QueuedMessage[] = [];
  const pushes = (userId: string, eventId: string | null | undefined, source: PushSource) => {
    for (const subscriptionId of subscriptions.get(userId) ?? []) {
      const payload: PushPayload = { subscriptionId, source };
      out.push({ kind: `${PUSH_KIND_PREFIX}${source.kind}`, payload, to: subscriptionId, userId, eventId: eventId ?? null, expiresAt: pushExpiry(source) });
    }
  };
  for (const mail of mails) {
    const category = mail.userId ? categoryOfKind(mail.kind) : undefined;
    if (!mail.userId || !category) {
      out.push(mail);
      continue;
    }
    const way = deliveryFor(category, readChannels(channels.get(mail.userId)), subscriptions.has(mail.userId));
    if (way.email) out.push(mail);
    if (way.push) pushes(mail.userId, mail.eventId, { kind: mail.kind, payload: mail.payload } as PushSource);
  }
  for (const message of pushOnly) {
    const way = deliveryFor('clubs', readChannels(channels.get(message.userId)), subscriptions.has(message.userId));
    if (way.push) pushes(message.userId, message.eventId, message.source);
  }
  return out;
}
