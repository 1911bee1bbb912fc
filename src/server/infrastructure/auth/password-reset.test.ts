import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { signUpStudent } from '../../../../test/support/accounts.ts';
import { requestWithHost } from '../../../../test/support/http-client.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let catcher: MailCatcher;
let t: TestApp;

beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestApp({ SMTP_URL: catcher.url });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});
beforeEach(() => {
  catcher.messages.length = 0;
});

const RESET_SUBJECT = /Reset your Quad password/;

/** Asks for a reset link and returns the link from the e-mail (received over SMTP). */
async function requestResetLink(email: string, redirectTo: string | undefined = '/reset-password') {
  const res = await t.client().post('/api/auth/request-password-reset', redirectTo ? { email, redirectTo } : { email });
  expect(res.status).toBe(200);
  const mail = await catcher.waitFor(email, RESET_SUBJECT);
  const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  return { mail, link: link!, token: new URL(link!).pathname.split('/').pop()! };
}

/** Opens the e-mailed link the way a browser does and returns where it leads. */
async function follow(link: string) {
  const url = new URL(link);
  const res = await t.client().get(`${url.pathname}${url.search}`);
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!, 'http://127.0.0.1:3000');
}

async function expireVerificationsOf(userId: string) {
  await t.ctx.db.updateTable('verifications').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('value', '=', userId).execute();
}

describe('POST /api/auth/request-password-reset', () => {
  it('answers 200 and mails a one-time link with a plain-text and an HTML part', async () => {
    const { input } = await signUpStudent(t.client());
    const { mail, link } = await requestResetLink(input.email);
    expect(mail.html).toBeTruthy();
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.text).toMatch(/expires in one hour/);
    const landing = await follow(link);
    expect(landing.pathname).toBe('/reset-password');
    expect(landing.searchParams.get('token')).toBeTruthy();
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const { input } = await signUpStudent(t.client());
    const known = await t.client().post('/api/auth/request-password-reset', { email: input.email, redirectTo: '/reset-password' });
    const unknown = await t.client().post('/api/auth/request-password-reset', { email: `nobody.${Date.now()}@quad.test`, redirectTo: '/reset-password' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await catcher.waitFor(input.email, RESET_SUBJECT);
    await new Promise((r) => setTimeout(r, 300));
    expect(catcher.messages).toHaveLength(1);
  });

  it('leads to the reset page even without redirectTo', async () => {
    const { input } = await signUpStudent(t.client());
    const { link } = await requestResetLink(input.email, undefined);
    expect((await follow(link)).pathname).toBe('/reset-password');
  });

  it('answers 400 for a missing or invalid e-mail, 403 for a redirect to another site or a request from another origin', async () => {
    expect((await t.client().post('/api/auth/request-password-reset', {})).status).toBe(400);
    expect((await t.client().post('/api/auth/request-password-reset', { email: 'not-an-email' })).status).toBe(400);
    const elsewhere = await t.client().post('/api/auth/request-password-reset', { email: 'a@quad.test', redirectTo: 'https://evil.example/x' });
    expect(elsewhere.status).toBe(403);
    const crossSite = await t.client({ origin: 'https://evil.example' }).post('/api/auth/request-password-reset', { email: 'a@quad.test' });
    expect(crossSite.status).toBe(403);
  });
});

describe('POST /api/auth/request-password-reset under a forged Host', () => {
  const forged = 'evil.example:8080';

  it('refuses a redirect to the forged host with 403 and the catalogue message, and mails nothing', async () => {
    const { input } = await signUpStudent(t.client());
    const variants: Record<string, string>[] = [{}, { origin: `http://${forged}` }, { 'x-forwarded-host': forged, 'x-forwarded-proto': 'http' }];
    for (const headers of variants) {
      const res = await requestWithHost(t.baseUrl, 'POST', '/api/auth/request-password-reset', forged,
        { email: input.email, redirectTo: `http://${forged}/reset-password` }, headers);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('INVALID_REDIRECT_URL');
      expect(res.body.message).toBe(MSG.linkOutsideQuad);
    }
    // A request that is accepted afterwards is mailed: nothing from the refused ones came before it.
    await requestResetLink(input.email);
    expect(catcher.messages).toHaveLength(1);
  });

  it('mails a link on PUBLIC_URL when the forged request names a relative page', async () => {
    const { input } = await signUpStudent(t.client());
    const res = await requestWithHost(t.baseUrl, 'POST', '/api/auth/request-password-reset', forged,
      { email: input.email, redirectTo: '/reset-password' }, { 'x-forwarded-host': forged });
    expect(res.status).toBe(200);
    const mail = await catcher.waitFor(input.email, RESET_SUBJECT);
    const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mail.text ?? '')![0];
    expect(new URL(link).origin).toBe('http://127.0.0.1:3000');
    expect(mail.text).not.toContain('evil.example');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password and revokes every other session of the user', async () => {
    const owner = t.client();
    const { input, user } = await signUpStudent(owner);
    const laptop = t.client();
    expect((await laptop.post('/api/auth/sign-in/email', { email: input.email, password: input.password })).status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(200); // in use: its session is remembered

    const { token } = await requestResetLink(input.email);
    const res = await owner.post('/api/auth/reset-password', { newPassword: 'brand-new-secret-9', token });
    expect(res.status).toBe(200);

    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await owner.get('/api/me')).status).toBe(200); // the device that reset keeps its session
    const old = await t.client().post('/api/auth/sign-in/email', { email: input.email, password: input.password });
    expect(old.status).toBe(401);
    const fresh = await t.client().post('/api/auth/sign-in/email', { email: input.email, password: 'brand-new-secret-9' });
    expect(fresh.status).toBe(200);
    const row = await t.ctx.db.selectFrom('users').select('email_verified').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(Boolean(row.email_verified)).toBe(true);
  });

  it('revokes every session when reset from a signed-out browser', async () => {
    const owner = t.client();
    const { input } = await signUpStudent(owner);
    expect((await owner.get('/api/me')).status).toBe(200);
    const { token } = await requestResetLink(input.email);
    expect((await t.client().post('/api/auth/reset-password', { newPassword: 'brand-new-secret-9', token })).status).toBe(200);
    expect((await owner.get('/api/me')).status).toBe(401);
  });

  it('applies the password policy with the catalogue messages and keeps the link usable', async () => {
    const { input } = await signUpStudent(t.client());
    const { token } = await requestResetLink(input.email);
    const short = await t.client().post('/api/auth/reset-password', { newPassword: '12345', token });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(MSG.passwordTooShort);
    const long = await t.client().post('/api/auth/reset-password', { newPassword: 'x'.repeat(129), token });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(MSG.passwordTooLong);
    const missing = await t.client().post('/api/auth/reset-password', { token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MSG.fillAllFields);
    expect((await t.client().post('/api/auth/reset-password', { newPassword: 'x'.repeat(128), token })).status).toBe(200);
  });

  it('refuses a used link, both when opened and when posted', async () => {
    const { input } = await signUpStudent(t.client());
    const { token, link } = await requestResetLink(input.email);
    expect((await t.client().post('/api/auth/reset-password', { newPassword: 'first-new-pass', token })).status).toBe(200);
    const again = await t.client().post('/api/auth/reset-password', { newPassword: 'second-new-pass', token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
    const landing = await follow(link);
    expect(landing.pathname).toBe('/reset-password');
    expect(landing.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect((await t.client().post('/api/auth/sign-in/email', { email: input.email, password: 'first-new-pass' })).status).toBe(200);
  });

  it('refuses an expired link (valid for one hour)', async () => {
    const { input, user } = await signUpStudent(t.client());
    const { token, link } = await requestResetLink(input.email);
    const row = await t.ctx.db.selectFrom('verifications').select('expires_at').where('value', '=', user.id).executeTakeFirstOrThrow();
    const lifetime = new Date(row.expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);

    await expireVerificationsOf(user.id);
    expect((await follow(link)).searchParams.get('error')).toBe('INVALID_TOKEN');
    const res = await t.client().post('/api/auth/reset-password', { newPassword: 'too-late-pass', token });
    expect(res.status).toBe(400);
    expect((await t.client().post('/api/auth/sign-in/email', { email: input.email, password: input.password })).status).toBe(200);
  });

  it('refuses a made-up token and keeps the token out of the database in clear', async () => {
    const { input, user } = await signUpStudent(t.client());
    const { token } = await requestResetLink(input.email);
    expect((await t.client().post('/api/auth/reset-password', { newPassword: 'whatever-pass', token: 'not-a-token' })).status).toBe(400);
    const rows = await t.ctx.db.selectFrom('verifications').select('identifier').where('value', '=', user.id).execute();
    expect(rows.length).toBe(1);
    expect(rows[0]!.identifier).not.toContain(token);
  });
});
