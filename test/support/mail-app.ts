// The set-up of the tests of the mail a student gets in their language (ticket mails and
// reminders, mail-language.test.ts and translation-mails.test.ts): a test app that sends to a
// real SMTP catcher, its reminder sweep left to the test, and a Kannada club.
import { afterAll, beforeAll } from 'vitest';
import { signUpOrganizer } from './accounts.ts';
import type { HttpClient } from './http-client.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export interface MailApp {
  t: TestApp;
  catcher: MailCatcher;
  /** The club 'Kannada Sangha', signed in. */
  organizer: HttpClient;
}

/** Made before the file's tests and closed after them (call it at the top of a file); read its fields inside tests. */
export function useMailApp(): MailApp {
  const app = {} as MailApp;
  beforeAll(async () => {
    app.catcher = await startMailCatcher();
    // The sweep runs when a test calls sweepReminders, at the time it gives.
    app.t = await startTestApp({ SMTP_URL: app.catcher.url, REMINDER_SWEEP_SECONDS: '3600' });
    app.organizer = app.t.client();
    await signUpOrganizer(app.organizer, { name: 'Kannada Sangha' });
  });
  afterAll(async () => {
    await app.t?.close();
    await app.catcher?.close();
  });
  return app;
}
