import type { Language } from '../../../domain/i18n/languages.ts';
import { cutText } from '../../../domain/text-cut.ts';
import type { Db, Dialect } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import type { OutboxRow } from '../db/schema.ts';
import { toIso } from '../db/time.ts';
import { createBackgroundQueue } from '../mail/queue.ts';
import type { MailLog, MailMessage } from '../mail/mailer.ts';
import { EventGoneError, PUSH_KIND_PREFIX, type BuildMail, type MailSettings, type TicketEvent } from './payloads.ts';
import { claimDueMessages, deleteClaimed, markFailed, markForRetry, markSent, releaseClaims, releaseUntried } from './queries.ts';
import { isPermanentFailure, nextAttemptAt, type RetryPolicy } from './retry.ts';
import { WEBHOOK_KIND } from '../webhooks/emit.ts';

export interface OutboxSender {
  /** Something was queued: look now rather than at the next poll. */
  wake(): void;
  start(): Promise<void>;
  /** Stops claiming, waits up to `deadlineMs` for the message in hand, and gives back what it holds. */
  stop(deadlineMs?: number): Promise<void>;
}

export interface SenderOptions extends RetryPolicy {
  db: Db;
  dialect: Dialect;
  send: (message: MailMessage & { messageId: string }) => Promise<void>;
  settings: MailSettings;
  /** The mail of a stored row, by its kind (wired by app.ts: mail-builders.ts). */
  build: BuildMail;
  /** Webhook rows (kind `webhook`): how one is sent within `timeoutMs`, what happens when retries end, and their own retry policy. */
  webhook?: { deliver(row: OutboxRow, timeoutMs: number): Promise<void>; gaveUp(row: OutboxRow, error: unknown): Promise<void>; retry: RetryPolicy };
  /** Builds and sends a push row (kind `push:…`) to its subscription, within `timeoutMs`. */
  push?: (row: OutboxRow, settings: MailSettings, timeoutMs: number) => Promise<void>;
  log: MailLog & { warn(obj: object, msg: string): void };
  /** Whether requests are being answered now: sending waits for a quiet moment. */
  isBusy: () => boolean;
  claimMs: number;
  pollMs?: number;
}

/** Messages claimed at once: one claim per batch rather than one per message. */
const BATCH_SIZE = 20;

/** A batch's reads of its events: one each, however many of its mails are for it. */
function oncePerEvent(read: MailSettings['ticketEvent']): MailSettings['ticketEvent'] {
  const reads = new Map<string, Promise<TicketEvent | undefined>>();
  return (eventId) => {
    let found = reads.get(eventId);
    if (!found) reads.set(eventId, (found = read(eventId)));
    return found;
  };
}

/**
 * A batch's reads of an event's translation: one per event and language. Keyed by the
 * event as read (oncePerEvent gives every mail of the batch the same one), so an event
 * a payload carries is never mixed with another's.
 */
function oncePerEventLanguage(read: MailSettings['eventInLanguage']): MailSettings['eventInLanguage'] {
  if (!read) return undefined;
  const reads = new WeakMap<object, Map<string, Promise<unknown>>>();
  return <E extends Parameters<typeof read>[0]>(event: E, language: Parameters<typeof read>[1]) => {
    let byLanguage = reads.get(event);
    if (!byLanguage) reads.set(event, (byLanguage = new Map()));
    let found = byLanguage.get(language) as Promise<E> | undefined;
    if (!found) byLanguage.set(language, (found = read(event, language)));
    return found;
  };
}

/**
 * A batch's recipients' languages: one read for every mail of the batch, made when the
 * first is built. An address that is not one of the batch's recipients is read alone.
 */
function oncePerBatch(settings: MailSettings, rows: OutboxRow[]): MailSettings['recipientLanguage'] {
  const { recipientLanguage: one, recipientLanguages: many } = settings;
  if (!one || !many) return one;
  const emails = new Set(rows.filter((r) => r.kind !== WEBHOOK_KIND && !r.kind.startsWith(PUSH_KIND_PREFIX)).map((r) => r.recipient.toLowerCase()));
  let read: Promise<Map<string, Language>> | undefined;
  return async (email) => {
    const address = email.toLowerCase();
    if (!emails.has(address)) return one(email);
    return (await (read ??= many([...emails]))).get(address) ?? one(email);
  };
}

const describe = (error: unknown) => cutText(error instanceof Error ? error.message : String(error), 500);

/**
 * Delivers the outbox inside the server. Messages are claimed a batch at a time (they
 * are this sender's for `claimMs`); each is built from its committed payload and sent
 * with its stable Message-ID, one at a time, then marked sent; a failure is retried
 * with backoff, and after the retry window it is kept as failed. Sending yields to
 * request traffic like any background work (mail/queue.ts).
 */
export function createOutboxSender(options: SenderOptions): OutboxSender {
  const { db, dialect, log, claimMs, pollMs = 1000 } = options;
  const sender = newId(12);
  // A send must end well before its claim does, or another sender could take the message too.
  const sendTimeoutMs = Math.max(1000, Math.floor(claimMs / 2));
  let running = false;
  let scheduled = false;
  let poll: NodeJS.Timeout | undefined;
  let inHand: Promise<unknown> | undefined;
  const queue = createBackgroundQueue({ isBusy: options.isBusy, onError: (error) => log.error({ err: error }, 'the outbox could not be read') });

  /** A message that was not sent: retried with backoff, or kept as failed once no retry can help or its window is over. */
  async function recordFailure(row: OutboxRow, error: unknown) {
    const now = Date.now();
    const expiresAt = row.expires_at ? Date.parse(toIso(row.expires_at)) : undefined;
    const webhook = row.kind === WEBHOOK_KIND ? options.webhook : undefined;
    // A webhook's retries are exact (its first after WEBHOOK_RETRY_BASE_SECONDS, then doubling), as its receivers are told.
    const at = isPermanentFailure(error)
      ? undefined
      : webhook
        ? nextAttemptAt({ attempts: row.attempts, createdAt: Date.parse(toIso(row.created_at)), now }, webhook.retry, () => 0.5)
        : nextAttemptAt({ attempts: row.attempts, createdAt: Date.parse(toIso(row.created_at)), expiresAt, now }, options);
    if (at === undefined) {
      if (webhook) await webhook.gaveUp(row, error);
      await markFailed(db, row.id, sender, describe(error));
      log.error({ err: error, id: row.id, kind: row.kind, attempts: row.attempts }, 'message failed for good');
    } else {
      await markForRetry(db, row.id, sender, new Date(at), describe(error));
      log.warn({ err: error, id: row.id, kind: row.kind, attempts: row.attempts, retryAt: new Date(at).toISOString() }, 'message not sent; it will be retried');
    }
  }

  /** Sends one claimed push row; whether it went. A push with no one left to take it is removed, not failed. */
  async function deliverPush(row: OutboxRow, settings: MailSettings): Promise<boolean> {
    try {
      if (!options.push) throw new Error('this process sends no push messages');
      await withTimeout(options.push(row, settings, sendTimeoutMs), sendTimeoutMs, 'the push service');
      return true;
    } catch (error) {
      if ((error as { dropped?: unknown } | null)?.dropped === true) {
        await deleteClaimed(db, row.id, sender);
        log.info({ id: row.id, reason: describe(error) }, 'push not sent: no one to send it to');
      } else if (error instanceof EventGoneError) {
        await markFailed(db, row.id, sender, `could not be built: ${describe(error)}`);
      } else {
        await recordFailure(row, error);
      }
      return false;
    }
  }

  /** Sends one claimed webhook row; whether it went. One whose endpoint was deleted is removed, not failed. */
  async function deliverWebhook(row: OutboxRow): Promise<boolean> {
    try {
      if (!options.webhook) throw new Error('this process sends no webhooks');
      await withTimeout(options.webhook.deliver(row, sendTimeoutMs), sendTimeoutMs, 'the webhook endpoint');
      return true;
    } catch (error) {
      if ((error as { dropped?: unknown } | null)?.dropped === true) {
        await deleteClaimed(db, row.id, sender);
        log.info({ id: row.id, reason: describe(error) }, 'webhook not sent: its endpoint is gone');
      } else {
        await recordFailure(row, error);
      }
      return false;
    }
  }

  /** Builds and sends one claimed message; whether it went (a failure is recorded here). */
  async function deliver(row: OutboxRow, settings: MailSettings): Promise<boolean> {
    if (row.kind === WEBHOOK_KIND) return deliverWebhook(row);
    if (row.kind.startsWith(PUSH_KIND_PREFIX)) return deliverPush(row, settings);
    let message: MailMessage;
    try {
      message = await options.build(row.kind, JSON.parse(row.payload), settings);
    } catch (error) {
      // A message that cannot be built will not be built by trying again.
      await markFailed(db, row.id, sender, `could not be built: ${describe(error)}`);
      log.error({ err: error, id: row.id, kind: row.kind }, 'message could not be built');
      return false;
    }
    try {
      await withTimeout(options.send({ ...message, messageId: row.message_id }), sendTimeoutMs, 'the mail server');
    } catch (error) {
      await recordFailure(row, error);
      return false;
    }
    return true;
  }

  /**
   * Claims a batch and delivers it, one message at a time; whether there was any. Each
   * is marked sent as soon as it went (a process killed between the two sends it again,
   * so that window stays one message wide), and the batch's mails read each event once.
   * A message whose send could outlast the claim, or that comes after a stop, is given
   * back untried.
   */
  async function deliverBatch(): Promise<boolean> {
    const now = new Date();
    const claimedUntil = now.getTime() + claimMs;
    const rows = await claimDueMessages(db, dialect, sender, now, new Date(claimedUntil), BATCH_SIZE);
    const settings: MailSettings = {
      ...options.settings,
      ticketEvent: oncePerEvent(options.settings.ticketEvent),
      eventInLanguage: oncePerEventLanguage(options.settings.eventInLanguage),
      recipientLanguage: oncePerBatch(options.settings, rows),
    };
    let next = 0;
    try {
      for (; next < rows.length; next++) {
        // Requests that arrive during a batch are answered before its next mail.
        if (next > 0) await queue.between(() => !running);
        if (next > 0 && (!running || Date.now() + sendTimeoutMs > claimedUntil)) break;
        if (await deliver(rows[next]!, settings)) await markSent(db, rows[next]!.id, sender);
      }
    } finally {
      await releaseUntried(db, rows.slice(next).map((r) => r.id), sender);
    }
    return rows.length > 0;
  }

  /** Delivers the next batch; whether there was one. */
  async function deliverNext(): Promise<boolean> {
    // In hand from the claim on: a stop that comes while the claim is being written waits
    // for it too, so the messages it takes are given back, not left claimed for `claimMs`.
    const work = deliverBatch();
    inHand = work;
    try {
      return await work;
    } finally {
      inHand = undefined;
    }
  }

  function wake() {
    if (!running || scheduled) return;
    scheduled = true;
    queue.push(async () => {
      scheduled = false;
      if (!running) return;
      if (await deliverNext()) wake();
    });
  }

  return {
    wake,
    async start() {
      if (running) return;
      // One SQLite file has one server: whatever it held when it stopped is free again.
      if (dialect === 'sqlite') await releaseClaims(db);
      running = true;
      poll = setInterval(wake, pollMs);
      poll.unref();
      wake();
    },
    async stop(deadlineMs = 2000) {
      running = false;
      clearInterval(poll);
      if (inHand) await Promise.race([inHand.catch(() => undefined), new Promise((r) => setTimeout(r, deadlineMs).unref())]);
      // A message still in hand is given back: the next start sends it, with the same Message-ID.
      await releaseClaims(db, sender).catch((error: unknown) => log.error({ err: error }, 'claimed messages could not be given back'));
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, from: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from ${from} within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
