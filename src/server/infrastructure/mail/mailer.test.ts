import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { renderHtml, renderText } from './layout.ts';
import { createMailer } from './mailer.ts';

const quiet = { info: () => {}, error: () => {} };
const body = { greeting: 'Hi Asha,', paragraphs: ['You are registered for <Robotics> & more.'], action: { label: 'Open Quad', url: 'http://localhost:3000/x' } };

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => catcher?.close());

describe('mailer', () => {
  it('sends over SMTP with a plain-text and an HTML part', async () => {
    const mailer = createMailer({ smtpUrl: catcher.url, mailFrom: 'Quad <no-reply@quad.test>', dataDir: tmpdir() }, quiet);
    await mailer.send({ to: 'asha@example.edu', subject: 'Hello', text: renderText(body), html: renderHtml(body) });
    const mail = await catcher.waitFor('asha@example.edu', /Hello/);
    expect(mail.text).toContain('You are registered for <Robotics> & more.');
    expect(mail.text).toContain('http://localhost:3000/x');
    expect(mail.html).toContain('&lt;Robotics&gt; &amp; more');
    mailer.close();
  });

  it('writes to DATA_DIR/outbox and logs the links without SMTP_URL', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quad-mail-'));
    const logged: object[] = [];
    const mailer = createMailer({ mailFrom: 'Quad <no-reply@quad.test>', dataDir }, { info: (o) => logged.push(o), error: () => {} });
    await mailer.send({ to: 'asha@example.edu', subject: 'Reset', text: renderText(body), html: renderHtml(body) });
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8')).toContain('Subject: Reset');
    expect(logged[0]).toMatchObject({ links: ['http://localhost:3000/x'] });
  });

  it('sends with the Message-ID it is given, and rejects when the server cannot be reached', async () => {
    const mailer = createMailer({ smtpUrl: catcher.url, mailFrom: 'q@quad.test', dataDir: tmpdir() }, quiet);
    await mailer.send({ to: 'ravi@example.edu', subject: 'With id', text: 'x', html: '<p>x</p>', messageId: '<abc123@quad.test>' });
    expect((await catcher.waitFor('ravi@example.edu', /With id/)).messageId).toBe('<abc123@quad.test>');
    mailer.close();
    const unreachable = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'q@quad.test', dataDir: tmpdir() }, quiet);
    await expect(unreachable.send({ to: 'a@b.edu', subject: 'x', text: 'x', html: '<p>x</p>' })).rejects.toThrow();
    unreachable.close();
  });
});
