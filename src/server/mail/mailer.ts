import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

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
  close(): void;
}

const LINK_RE = /https?:\/\/[^\s<>"]+/g;

/** Nodemailer over SMTP_URL; without it, each message becomes DATA_DIR/outbox/*.eml and its links are logged. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: MailLog): Mailer {
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

  return {
    send,
    sendInBackground(message) {
      send(message).catch((error: unknown) => log.error({ err: error, subject: message.subject }, 'mail could not be sent'));
    },
    close() {
      transport.close();
    },
  };
}
