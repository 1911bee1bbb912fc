import type { Db, Trx } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { oneOf } from '../db/lists.ts';

/**
 * Saves a browser's subscription: the endpoint is the browser's own, so the same endpoint
 * again (new keys, or another person signed in on that browser) updates its one row.
 */
export async function upsertSubscription(
  db: Db, row: { userId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null; now: string },
): Promise<string> {
  const saved = await db
    .insertInto('push_subscriptions')
    .values({
      id: newId(16), user_id: row.userId, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth, user_agent: row.userAgent,
      created_at: row.now, updated_at: row.now, last_success_at: null,
    })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: row.userId, p256dh: row.p256dh, auth: row.auth, user_agent: row.userAgent, updated_at: row.now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return saved.id;
}

export function listSubscriptions(db: Db, userId: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'created_at', 'last_success_at', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Removes one of the person's own subscriptions; whether there was one. */
export async function deleteOwnSubscription(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** What sending to a subscription needs, or undefined once it is gone. */
export function findSubscription(db: Db, id: string) {
  return db.selectFrom('push_subscriptions').select(['id', 'endpoint', 'p256dh', 'auth']).where('id', '=', id).executeTakeFirst();
}

/** The push service said the subscription is no more (404/410). */
export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function markSubscriptionReached(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('push_subscriptions').set({ last_success_at: at }).where('id', '=', id).execute();
}

const USERS_PER_READ = 500;

/**
 * For the recipients of a change, inside its transaction: each one's subscriptions and
 * stored choice of channels (students only; others have no choice stored).
 */
export async function readPushTargets(trx: Db | Trx, userIds: string[]): Promise<{ subscriptions: Map<string, string[]>; channels: Map<string, string> }> {
  const subscriptions = new Map<string, string[]>();
  const channels = new Map<string, string>();
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += USERS_PER_READ) {
    // One read per chunk, and rows only for those with a device or a choice of their own.
    const rows = await trx
      .selectFrom('students as s')
      .leftJoin('push_subscriptions as p', 'p.user_id', 's.user_id')
      .select(['s.user_id', 's.notification_channels', 'p.id as subscription_id'])
      .where(oneOf(trx, 's.user_id', unique.slice(i, i + USERS_PER_READ)))
      .where((eb) => eb.or([eb('s.notification_channels', '!=', '{}'), eb('p.id', 'is not', null)]))
      .orderBy('p.created_at')
      .orderBy('p.id')
      .execute();
    for (const r of rows) {
      if (r.notification_channels !== '{}') channels.set(r.user_id, r.notification_channels);
      if (r.subscription_id) subscriptions.set(r.user_id, [...(subscriptions.get(r.user_id) ?? []), r.subscription_id]);
    }
  }
  return { subscriptions, channels };
}

/**
 * A push message's details read when it is sent: the registration's id (for "Show ticket"), the club's picture and
 * the language its student chose (null: none).
 */
export async function findPushDetails(db: Db, eventId: string | null, ticketCode: string | null, subscriptionId: string) {
  const registration = ticketCode
    ? await db.selectFrom('registrations').select('id').where('ticket_code', '=', ticketCode).executeTakeFirst()
    : undefined;
  const club = eventId
    ? await db.selectFrom('events as e').innerJoin('users as u', 'u.id', 'e.organizer_id').select(['u.image', 'e.organizer_id']).where('e.id', '=', eventId).executeTakeFirst()
    : undefined;
  const owner = await db
    .selectFrom('push_subscriptions as p').innerJoin('users as u', 'u.id', 'p.user_id').select('u.language').where('p.id', '=', subscriptionId).executeTakeFirst();
  return { registrationId: registration?.id ?? null, clubImage: club?.image ?? null, language: owner?.language ?? null };
}
