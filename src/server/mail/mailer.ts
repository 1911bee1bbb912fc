import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import { createBackgroundQueue } from './queue.ts';

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

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Sends without waiting; a failure is logged and never undoes the caller's work. */
  sendInBackground(message: MailMessage): void;
  /**
   * Builds and sends later, after the requests in progress (tickets: a QR image and
   * an .ics each); `build` may return nothing to send nothing.
   */
  enqueue(build: () => Promise<MailMessage | undefined>): void;
  /** Sends what is still queued, then closes the transport. */
  close(): Promise<void>;
}

export interface MailerOptions {
  /** Whether requests are being answered now (queued mail waits for a quiet moment). */
  isBusy?: () => boolean;
}

const LINK_RE = /https?:\/\/[^\s<>"]+/g;

/** Nodemailer over SMTP_URL; without it, each message becomes DATA_DIR/outbox/*.eml and its links are logged. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: MailLog, options: MailerOptions = {}): Mailer {
  const outbox = path.join(config.dataDir, 'outbox');
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function send(message: MailMessage) {
    const info = await transport.sendMail({
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
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
  }

  const queue = createBackgroundQueue({
    isBusy: options.isBusy ?? (() => false),
    onError: (error) => log.error({ err: error }, 'mail could not be built or sent'),
  });

  return {
    send,
    sendInBackground(message) {
      send(message).catch((error: unknown) => log.error({ err: error, subject: message.subject }, 'mail could not be sent'));
    },
    enqueue(build) {
      queue.push(async () => {
        const message = await build();
        if (message) await send(message);
      });
    },
    async close() {
      const left = await queue.drain();
      if (left) log.error({ left }, `${left} queued e-mails were not sent before the server stopped`);
      transport.close();
    },
  };
}
