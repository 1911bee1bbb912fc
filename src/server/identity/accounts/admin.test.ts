import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let catcher: MailCatcher;
let t: TestApp;

beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestApp({ SMTP_URL: catcher.url, ADMIN_EMAILS: 'admin@x.test, office@x.test' });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

const CONFIRM_SUBJECT = /Confirm your e-mail address/;

async function confirmationLink(email: string): Promise<URL> {
  const mail = await catcher.waitFor(email, CONFIRM_SUBJECT);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  return new URL(link!);
}

describe('administrator rights', () => {
  it('wait for the address to be confirmed: signing up with a listed address gives none', async () => {
    const admin = t.client();
    await signUpStudent(admin, { email: 'admin@x.test' });
    const me = await admin.get('/api/me');
    expect(me.body.user.admin).toBeUndefined();
    const list = await admin.get('/api/admin/feedback');
    expect(list.status).toBe(403);
    expect(list.body.error.message).toBe(MSG.adminsOnly);

    // Only the owner of the mailbox gets the link; opening it (in any browser) confirms the address.
    const link = await confirmationLink('admin@x.test');
    const opened = await t.client().get(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    expect(new URL(opened.headers.get('location')!, t.baseUrl).pathname).toBe('/admin/feedback');

    expect((await admin.get('/api/me')).body.user.admin).toBe(true);
    expect((await admin.get('/api/admin/feedback')).status).toBe(200);
  });

  it('are never given by a forged or altered confirmation link', async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer, { email: 'office@x.test' });
    const link = await confirmationLink('office@x.test');
    const token = link.searchParams.get('token')!;
    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ email: 'office@x.test', exp: 9999999999 })).toString('base64url');
    for (const forged of [`${header}.${forgedPayload}.x`, `${header}.${payload}.`, 'not-a-token']) {
      await t.client().get(`/api/auth/verify-email?token=${encodeURIComponent(forged)}`);
    }
    expect((await organizer.get('/api/me')).body.user.admin).toBeUndefined();
    expect((await organizer.get('/api/admin/feedback')).status).toBe(403);
  });

  it('are not given to a confirmed address that is not listed, and no mail goes to it', async () => {
    const student = t.client();
    const { user } = await signUpStudent(student, { email: 'someone@x.test' });
    await markEmailVerified(t.ctx, user.id);
    expect((await student.get('/api/me')).body.user.admin).toBeUndefined();
    expect((await student.get('/api/admin/feedback')).status).toBe(403);
    expect(catcher.messages.some((m) => CONFIRM_SUBJECT.test(m.subject ?? '') && m.text?.includes('someone@x.test'))).toBe(false);
  });
});
