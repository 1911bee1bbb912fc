import { sql } from 'kysely';
import type { Db, Dialect, Trx } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import type { NewOutboxRow, OutboxRow } from '../db/schema.ts';
import { toIso } from '../db/time.ts';
import { PUSH_KIND_PREFIX } from './payloads.ts';
import type { QueuedMessage } from './routing.ts';

let lastInstant = 0;
let sameInstant = 0;

/**
 * Time-ordered ids (the instant in base 36, a count within the instant, then random): a
 * rush's rows are appended to the primary key's index rather than scattered through it, and
 * messages queued by one process go out in the order they were queued, those of one
 * transaction too (a cancellation's webhook before the promotion it caused).
 */
function outboxId(): string {
  const now = Date.now();
  if (now > lastInstant) {
    lastInstant = now;
    sameInstant = 0;
  } else {
    sameInstant += 1; // the same millisecond, or a clock set back: still after the last one
  }
  return `${lastInstant.toString(36).padStart(9, '0')}${sameInstant.toString(36).padStart(3, '0')}${newId(9)}`;
}

const OUTBOX_ROWS_PER_INSERT = 1000;

/** An outbox row's id and its Message-ID (`<id@host>`), stable across retries. */
export function newOutboxIdentity(messageIdDomain: string): { id: string; messageId: string } {
  const id = outboxId();
  return { id, messageId: `<${id}@${messageIdDomain}>` };
}

/** Writes messages to send, inside the caller's transaction: they commit with the change or not at all. */
export async function insertOutboxMail(db: Db | Trx, mails: QueuedMessage[], messageIdDomain: string): Promise<void> {
  await insertOutboxRows(db, outboxRowsOf(mails, messageIdDomain));
}

/** The outbox rows of messages to send, each with its id and Message-ID: for insertOutboxRows or a caller's own statement. */
export function outboxRowsOf(mails: QueuedMessage[], messageIdDomain: string): NewOutboxRow[] {
  const now = new Date().toISOString();
  return mails.map((mail) => {
    const { id, messageId } = newOutboxIdentity(messageIdDomain);
    return {
      id,
      message_id: messageId,
      kind: mail.kind,
      recipient: mail.to,
      user_id: mail.userId ?? null,
      event_id: mail.eventId ?? null,
      batch_id: mail.batchId ?? null,
      payload: JSON.stringify(mail.payload),
      status: 'pending',
      expires_at: mail.expiresAt ?? null,
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    };
  });
}

export async function insertOutboxRows(db: Db | Trx, rows: NewOutboxRow[]): Promise<void> {
  // Many recipients of one change go in a few statements, not one each: 1,000 rows of 13
  // values stay under either database's limit on parameters (a lottery's 20,000 result
  // mails took 1.05 s on PostgreSQL in statements of 200).
  for (let i = 0; i < rows.length; i += OUTBOX_ROWS_PER_INSERT) await db.insertInto('outbox').values(rows.slice(i, i + OUTBOX_ROWS_PER_INSERT)).execute();
}

/**
 * Claims up to `limit` messages, those due longest first: they become this sender's
 * until `claimedUntil` (their next_attempt_at moves there, so a sender that dies holding
 * them gives them back by itself). On PostgreSQL concurrent senders skip each other's
 * rows. One statement for the batch (a claim per message, with its read of
 * the event, were half of a rush's queries on PostgreSQL).
 */
export async function claimDueMessages(db: Db, dialect: Dialect, sender: string, now: Date, claimedUntil: Date, limit: number): Promise<OutboxRow[]> {
  const nowIso = now.toISOString();
  // A read first: an idle outbox costs no write (on SQLite, no lock taken every poll).
  const anyDue = await db.selectFrom('outbox').select('id').where('status', '=', 'pending').where('next_attempt_at', '<=', nowIso).limit(1).executeTakeFirst();
  if (!anyDue) return [];
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .orderBy('next_attempt_at')
    .limit(limit)
    .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked());
  const rows = await db
    .updateTable('outbox')
    .set({ next_attempt_at: claimedUntil.toISOString(), claimed_by: sender, attempts: sql`attempts + 1` })
    // PostgreSQL may run an IN subquery once per row it joins, each run locking rows past
    // its LIMIT (a batch of 20 claimed 45): an array is read once.
    .$if(dialect === 'postgres', (q) => q.where('id', '=', sql<string>`any(array(${due}))`))
    .$if(dialect === 'sqlite', (q) => q.where('id', 'in', due))
    // Judged again on the row itself: a claim never takes a row another sender just took.
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .returningAll()
    .execute();
  // Ids begin with the time they were queued (to the millisecond): oldest first.
  return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Delivered: the payload (names, ticket codes, sign-in links) is not kept. */
export async function markSent(db: Db, id: string, sender: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: new Date().toISOString(), payload: '{}', claimed_by: null, last_error: null })
    .where('id', '=', id)
    .where('claimed_by', '=', sender)
    .execute();
}

/** Claimed but not tried (the sender stopped, or the claim would run out first): due again now, the attempt not counted. */
export async function releaseUntried(db: Db, ids: string[], sender: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ next_attempt_at: new Date().toISOString(), claimed_by: null, attempts: sql`attempts - 1` })
    .where('id', 'in', ids)
    .where('claimed_by', '=', sender)
    .where('status', '=', 'pending')
    .execute();
}

export async function markForRetry(db: Db, id: string, sender: string, at: Date, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ next_attempt_at: at.toISOString(), claimed_by: null, last_error: error })
    .where('id', '=', id)
    .where('claimed_by', '=', sender)
    .execute();
}

/** No more attempts: kept with its error for the status page; its payload goes. */
export async function markFailed(db: Db, id: string, sender: string, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'failed', payload: '{}', claimed_by: null, last_error: error })
    .where('id', '=', id)
    .where('claimed_by', '=', sender)
    .execute();
}

/** A push with no one left to send it to (the device unsubscribed, or its push service says it is gone): not a failure, so not kept. */
export async function deleteClaimed(db: Db, id: string, sender: string): Promise<void> {
  await db.deleteFrom('outbox').where('id', '=', id).where('claimed_by', '=', sender).execute();
}

/** Gives back claimed messages at once: a sender's own as it stops, or all of them (`sender` undefined) at a single process's start. */
export async function releaseClaims(db: Db, sender?: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ next_attempt_at: new Date().toISOString(), claimed_by: null })
    .where('status', '=', 'pending')
    .$if(sender === undefined, (q) => q.where('claimed_by', 'is not', null))
    .$if(sender !== undefined, (q) => q.where('claimed_by', '=', sender!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface OutboxHealth {
  pending: number;
  failed: number;
  /** When the oldest message still to send was queued (ISO), or null. */
  oldestPendingAt: string | null;
}

export async function readOutboxHealth(db: Db): Promise<OutboxHealth> {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', db.fn.countAll<number | string>().as('n'), db.fn.min('created_at').as('oldest')])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute();
  const pending = rows.find((r) => r.status === 'pending');
  const failed = rows.find((r) => r.status === 'failed');
  return {
    pending: Number(pending?.n ?? 0),
    failed: Number(failed?.n ?? 0),
    oldestPendingAt: pending?.oldest ? toIso(pending.oldest as string | Date) : null,
  };
}

/** Of the messages waiting and failed, the push notifications. */
export async function readPushHealth(db: Db): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', db.fn.countAll<number | string>().as('n')])
    .where('status', 'in', ['pending', 'failed'])
    .where('kind', 'like', `${PUSH_KIND_PREFIX}%`)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { pending: count('pending'), failed: count('failed') };
}

/** Delivered, pending and failed messages of one batch (an announcement). */
export async function countBatchDelivery(db: Db, batchId: string): Promise<{ delivered: number; pending: number; failed: number }> {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', db.fn.countAll<number | string>().as('n')])
    .where('batch_id', '=', batchId)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { delivered: count('sent'), pending: count('pending'), failed: count('failed') };
}

export interface FailedMessage {
  id: string;
  kind: string;
  recipient: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

/** The most recent failures, for administrators. */
export async function listFailedMessages(db: Db, limit = 50): Promise<FailedMessage[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'kind', 'recipient', 'attempts', 'last_error', 'created_at'])
    .where('status', '=', 'failed')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, recipient: r.recipient, attempts: r.attempts, lastError: r.last_error, createdAt: toIso(r.created_at) }));
}

/** Housekeeping: sent messages older than the retention period. */
export async function pruneSentMessages(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('outbox').where('status', '=', 'sent').where('sent_at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Withdraws messages not sent yet that no longer hold (a cancelled registration's ticket and reminders, a deleted or moved event's). */
export async function dropPendingMessages(trx: Trx, { kinds, eventIds, userId }: { kinds: string[]; eventIds: string[]; userId?: string }): Promise<void> {
  if (eventIds.length === 0 || kinds.length === 0) return;
  // Their pushes too (`push:<kind>`).
  const withPushes = [...kinds, ...kinds.map((k) => `${PUSH_KIND_PREFIX}${k}`)];
  let query = trx.deleteFrom('outbox').where('status', '=', 'pending').where('kind', 'in', withPushes).where('event_id', 'in', eventIds);
  if (userId) query = query.where('user_id', '=', userId);
  await query.execute();
}

/** What a ticket mail tells of its event (the organizer's name included), read when the mail is built. */
export function findMailEvent(db: Db, eventId: string) {
  return db
    .selectFrom('events as e')
    .leftJoin('organizers as o', 'o.user_id', 'e.organizer_id')
    .select(['e.id', 'e.name', 'e.description', 'e.venue', 'e.starts_at', 'e.date', 'e.time', 'e.end_time', 'o.name as organizer_name'])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
}

/** The event's name and description in a language, when its organizer added that translation. */
export function findEventTranslation(db: Db, eventId: string, language: string) {
  return db.selectFrom('event_translations').select(['name', 'description']).where('event_id', '=', eventId).where('language', '=', language).executeTakeFirst();
}

/** The language the person with this address chose for Quad (null: none, or no account). */
export async function findRecipientLanguage(db: Db, email: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('language').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row?.language ?? null;
}

/** The languages chosen by the accounts of these addresses (lower case), by address: those with an account. */
export async function findRecipientLanguages(db: Db, emails: string[]): Promise<Map<string, string | null>> {
  if (emails.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['email', 'language']).where('email', 'in', emails).execute();
  return new Map(rows.map((r) => [r.email, r.language]));
}
