import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
  /** Set to show an image inline in the HTML part (`<img src="cid:...">`). */
  cid?: string;
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  /** Both parts are required: every mail reads well as plain text and without images. */
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The transport; messages reach it only through the outbox (outbox/sender.ts). */
export interface Mailer {
  /** Sends one message; `messageId` (`<id@host>`) is the same on every attempt. */
  send(message: MailMessage & { messageId?: string }): Promise<void>;
  close(): void;
}

const LINK_RE = /https?:\/\/[^\s<>"]+/g;

/** Nodemailer over SMTP_URL; without it, each message becomes DATA_DIR/outbox/*.eml and its links are logged. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: MailLog): Mailer {
  const outbox = path.join(config.dataDir, 'outbox');
  // Nodemailer is loaded with the first message sent, not at start (memory).
  let transport: Promise<Transporter> | undefined;
  const connect = async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    return config.smtpUrl
      ? nodemailer.createTransport({
        url: config.smtpUrl,
        // One connection kept open for a burst of tickets; a silent server is given up on, not waited for.
        pool: true,
        maxConnections: 1,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as Parameters<typeof nodemailer.createTransport>[0])
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  };

  return {
    async send(message) {
      const info = await (await (transport ??= connect())).sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        attachments: message.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType, cid: a.cid })),
      });
      if (!config.smtpUrl) {
        mkdirSync(outbox, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const file = path.join(outbox, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
        writeFileSync(file, (info as unknown as { message: Buffer }).message);
        const links = message.text.match(LINK_RE) ?? [];
        log.info({ to: message.to, subject: message.subject, file, links }, `mail written to the outbox: ${message.subject}`);
      }
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}
