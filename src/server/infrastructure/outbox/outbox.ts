import type { Config } from '../../config.ts';
import type { Insertable } from 'kysely';
import type { Db, DbHandle, Trx } from '../db/connection.ts';
import type { NewOutboxRow, WebhookDeliveriesTable } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { BuildMail, OutboxMail, PushOnlyMessage, PushPayload } from './payloads.ts';
import { findEventTranslation, findMailEvent, findRecipientLanguage, findRecipientLanguages, insertOutboxMail, newOutboxIdentity, outboxRowsOf } from './queries.ts';
import { timedEventFields } from './event-fields.ts';
import { isLanguage } from '../../../domain/i18n/languages.ts';
import { toIso } from '../db/time.ts';
import { createOutboxSender, type SenderOptions } from './sender.ts';
import { routeMessages, routeWith, type PushTargets } from './routing.ts';
import { buildPushNotice, fitNotice } from '../push/notices.ts';
import { findPushDetails, readPushTargets } from '../push/queries.ts';
import type { PushTransport } from '../push/transport.ts';
import { readClubsAndEndpoints, webhookDeliveries, webhookRow, webhookRows, type WebhookNotice, type WebhookTargets } from '../webhooks/emit.ts';
import { deliverWebhookRow, webhookGaveUp } from '../webhooks/deliver.ts';

/** How long a push service keeps a message for a device that is off: two days, or until it no longer holds. */
const PUSH_TTL_SECONDS = 2 * 86_400;

/** Every message Quad sends goes through here: written with its change, sent by the sender. */
export interface Outbox {
  /** Queues messages inside the caller's transaction: they commit with the change or not at all. */
  add(trx: Db | Trx, mails: OutboxMail[]): Promise<void>;
  /**
   * What queuing messages for these students and notices of these events reads (the
   * students' devices and choices, the events' clubs and webhook endpoints), read ahead: a
   * caller that writes under a lock reads it before taking the lock (rowsFor).
   */
  prepare(db: Db | Trx, about: { userIds: string[]; eventIds: string[] }): Promise<OutboxTargets>;
  /**
   * The rows that add(mails) then addWebhooks(notices) would write, routed with what
   * prepare read, for the caller to write in its own statement in its transaction. The
   * notices must name their events only (a registration's), those prepare was given.
   */
  rowsFor(targets: OutboxTargets, mails: OutboxMail[], notices: WebhookNotice[]): OutboxRows;
  /** Queues messages that only go to students' devices (a followed club's new event), inside the caller's transaction. */
  addPush(trx: Db | Trx, messages: PushOnlyMessage[]): Promise<void>;
  /** Queues, inside the caller's transaction, a delivery to each of the clubs' endpoints that takes each notice. */
  addWebhooks(trx: Db | Trx, notices: WebhookNotice[]): Promise<void>;
  /** Queues (again) deliveries already written: a test message, a resend. Same `webhook-id`. */
  addWebhookDeliveries(trx: Db | Trx, deliveries: { id: string; endpointId: string }[]): Promise<void>;
  /**
   * Queues messages on their own and wakes the sender: for Better Auth's link mails,
   * whose token it has stored already. Awaited, so the request that causes them has
   * written them before it answers (one small insert; the mail server is never waited for).
   */
  addNow(mails: OutboxMail[]): Promise<void>;
  /**
   * Ids and Message-IDs for `count` rows that the caller's own statement writes (a set-based
   * insert: the reminder sweep on PostgreSQL); the rows are the caller's to route.
   */
  identities(count: number): { id: string; messageId: string }[];
  /** After the transaction committed: send now rather than at the next poll. */
  wake(): void;
  start(): Promise<void>;
  stop(deadlineMs?: number): Promise<void>;
}

/** What prepare reads for rowsFor. */
export interface OutboxTargets {
  push: PushTargets;
  webhooks: WebhookTargets;
}

/** Rows to write in the caller's transaction: the webhook deliveries before the outbox rows that carry them. */
export interface OutboxRows {
  outbox: NewOutboxRow[];
  deliveries: Insertable<WebhookDeliveriesTable>[];
}

export function createOutbox(
  config: Config, handle: DbHandle, mailer: Mailer, build: BuildMail, log: SenderOptions['log'], isBusy: () => boolean, push: PushTransport,
): Outbox {
  // Message-IDs name the site that sent them: <row id@events.example.edu>.
  const domain = new URL(config.publicUrl).hostname || 'quad.local';
  const add = async (trx: Db | Trx, mails: OutboxMail[]) => insertOutboxMail(trx, await routeMessages(trx, mails), domain);
  const sender = createOutboxSender({
    db: handle.db,
    dialect: handle.dialect,
    send: (message) => mailer.send(message),
    build,
    async push(row, settings, timeoutMs) {
      const { subscriptionId, source } = JSON.parse(row.payload) as PushPayload;
      const ticketCode = 'registration' in source.payload ? source.payload.registration.ticket_code : null;
      const details = await findPushDetails(handle.db, row.event_id, ticketCode, subscriptionId);
      const language = isLanguage(details.language) ? details.language : config.defaultLanguage;
      const notice = fitNotice(await buildPushNotice(source, row.id, settings, { ...details, language }));
      const expiresAt = row.expires_at ? Date.parse(toIso(row.expires_at)) : undefined;
      const ttlSeconds = expiresAt === undefined ? PUSH_TTL_SECONDS : Math.max(0, Math.min(PUSH_TTL_SECONDS, Math.floor((expiresAt - Date.now()) / 1000)));
      // The row's id names the message at the push service (Topic) and on the device (tag): sent again, it replaces itself.
      await push.send(subscriptionId, notice, { ttlSeconds, topic: row.id, timeoutMs });
    },
    webhook: {
      deliver: (row, timeoutMs) => deliverWebhookRow(row, timeoutMs, {
        db: handle.db,
        allowPrivate: config.webhooks.allowPrivate,
        disableAfterMs: config.webhooks.disableAfterMs,
        publicUrl: config.publicUrl,
        queueMails: add,
        wake: () => sender.wake(),
      }),
      gaveUp: (row, error) => webhookGaveUp(handle.db, row, error),
      retry: { retryBaseMs: config.webhooks.retryBaseMs, retryForMs: config.webhooks.retryForMs },
    },
    settings: {
      publicUrl: config.publicUrl,
      campusName: config.campusName,
      campusTimeZone: config.campusTimeZone,
      accent: config.campusAccent,
      wallets: { apple: Boolean(config.wallet.apple), google: Boolean(config.wallet.google) },
      async ticketEvent(eventId) {
        const e = await findMailEvent(handle.db, eventId);
        return e && timedEventFields(e, config.campusTimeZone);
      },
      async recipientLanguage(email) {
        const chosen = await findRecipientLanguage(handle.db, email);
        return isLanguage(chosen) ? chosen : config.defaultLanguage;
      },
      async recipientLanguages(emails) {
        const chosen = await findRecipientLanguages(handle.db, emails);
        return new Map(emails.map((email) => {
          const language = chosen.get(email);
          return [email, isLanguage(language) ? language : config.defaultLanguage];
        }));
      },
      async eventInLanguage(event, language) {
        const translation = await findEventTranslation(handle.db, event.id, language);
        if (!translation) return event;
        // A notice's event carries no description: it takes the translated name only.
        return 'description' in event ? { ...event, ...translation } : { ...event, name: translation.name };
      },
    },
    log,
    isBusy,
    claimMs: config.mail.claimMs,
    retryBaseMs: config.mail.retryBaseMs,
    retryForMs: config.mail.retryForMs,
  });
  return {
    add,
    async prepare(db, { userIds, eventIds }) {
      const [push, webhooks] = await Promise.all([
        userIds.length > 0 ? readPushTargets(db, userIds) : { subscriptions: new Map(), channels: new Map() },
        eventIds.length > 0 ? readClubsAndEndpoints(db, eventIds.map((eventId) => ({ eventId }))) : { clubs: new Map(), endpoints: [] },
      ]);
      return { push, webhooks };
    },
    rowsFor(targets, mails, notices) {
      const { deliveries, rows } = webhookDeliveries(targets.webhooks, notices);
      return { outbox: outboxRowsOf([...routeWith(targets.push, mails), ...rows], domain), deliveries };
    },
    addWebhooks: async (trx, notices) => insertOutboxMail(trx, await webhookRows(trx, notices), domain),
    addWebhookDeliveries: (trx, deliveries) => insertOutboxMail(trx, deliveries.map((d) => webhookRow(d.id, d.endpointId)), domain),
    addPush: async (trx, messages) => insertOutboxMail(trx, await routeMessages(trx, [], messages), domain),
    async addNow(mails) {
      await insertOutboxMail(handle.db, await routeMessages(handle.db, mails), domain);
      sender.wake();
    },
    identities: (count) => Array.from({ length: count }, () => newOutboxIdentity(domain)),
    wake: sender.wake,
    start: sender.start,
    stop: sender.stop,
  };
}
