import { endInstant } from '../../domain/involvement.ts';
import type { Config } from '../config.ts';
import type { Db, DbHandle, Trx } from '../db/connection.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { BuildMail, OutboxMail } from './payloads.ts';
import { findMailEvent, findRecipientLanguage, insertOutboxMail } from './queries.ts';
import { isLanguage } from '../../domain/i18n/languages.ts';
import { toIso } from '../db/time.ts';
import { createOutboxSender, type SenderOptions } from './sender.ts';

/** Every message Quad sends goes through here: written with its change, sent by the sender. */
export interface Outbox {
  /** Queues messages inside the caller's transaction: they commit with the change or not at all. */
  add(trx: Db | Trx, mails: OutboxMail[]): Promise<void>;
  /**
   * Queues messages on their own and wakes the sender: for Better Auth's link mails,
   * whose token it has stored already. Awaited, so the request that causes them has
   * written them before it answers (one small insert; the mail server is never waited for).
   */
  addNow(mails: OutboxMail[]): Promise<void>;
  /** After the transaction committed: send now rather than at the next poll. */
  wake(): void;
  start(): Promise<void>;
  stop(deadlineMs?: number): Promise<void>;
}

export function createOutbox(config: Config, handle: DbHandle, mailer: Mailer, build: BuildMail, log: SenderOptions['log'], isBusy: () => boolean): Outbox {
  // Message-IDs name the site that sent them: <row id@events.example.edu>.
  const domain = new URL(config.publicUrl).hostname || 'quad.local';
  const sender = createOutboxSender({
    db: handle.db,
    dialect: handle.dialect,
    send: (message) => mailer.send(message),
    build,
    settings: {
      publicUrl: config.publicUrl,
      campusName: config.campusName,
      async ticketEvent(eventId) {
        const e = await findMailEvent(handle.db, eventId);
        return e && {
          id: e.id, name: e.name, description: e.description, venue: e.venue, startsAt: toIso(e.starts_at), date: e.date, time: e.time, organizerName: e.organizer_name,
          endsAt: endInstant(e.date, e.time, e.end_time, config.campusTimeZone),
        };
      },
      async recipientLanguage(email) {
        const chosen = await findRecipientLanguage(handle.db, email);
        return isLanguage(chosen) ? chosen : config.defaultLanguage;
      },
    },
    log,
    isBusy,
    claimMs: config.mail.claimMs,
    retryBaseMs: config.mail.retryBaseMs,
    retryForMs: config.mail.retryForMs,
  });
  return {
    add: (trx, mails) => insertOutboxMail(trx, mails, domain),
    async addNow(mails) {
      await insertOutboxMail(handle.db, mails, domain);
      sender.wake();
    },
    wake: sender.wake,
    start: sender.start,
    stop: sender.stop,
  };
}
