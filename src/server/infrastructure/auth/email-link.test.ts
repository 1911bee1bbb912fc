import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpStudent } from '../../../../test/support/accounts.ts';
import { requestWithHost, type HttpClient } from '../../../../test/support/http-client.ts';
import { MSG } from '../../../domain/messages.ts';
import { signInWithGoogle } from '../../../../test/support/google.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { startOidcIssuer, type OidcIssuer } from '../../../../test/support/oidc-issuer.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let catcher: MailCatcher;
let issuer: OidcIssuer;
let t: TestApp;

beforeAll(async () => {
  catcher = await startMailCatcher();
  issuer = await startOidcIssuer({ redirectUris: ['http://127.0.0.1:3000/api/auth/callback/google'] });
  t = await startTestApp({ SMTP_URL: catcher.url, ...issuer.env });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
  await catcher?.close();
});
beforeEach(() => {
  catcher.messages.length = 0;
});

const LINK_SUBJECT = /Your Quad sign-in link/;

async function requestLink(email: string, callbackURL = '/') {
  const res = await t.client().post('/api/auth/sign-in/magic-link', { email, callbackURL });
  expect(res.status).toBe(200);
  return res;
}

async function mailedLink(email: string) {
  const mail = await catcher.waitFor(email, LINK_SUBJECT);
  const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\S*/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  return { mail, link: new URL(link!) };
}

/** Opens the link in `browser` (a client with its own cookies) and returns where it leads. */
async function open(browser: HttpClient, link: URL) {
  const res = await browser.get(`${link.pathname}${link.search}`);
  expect(res.status).toBe(302);
  const to = new URL(res.headers.get('location')!, 'http://127.0.0.1:3000');
  return `${to.pathname}${to.search}`;
}

/** A Google account whose address the provider has confirmed: links never remove anything from it. */
async function googleStudent() {
  const email = `link.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@gmail.test`;
  const client = t.client();
  await signInWithGoogle(client, issuer, { email, name: 'Kiran Nair' });
  await client.put('/api/me/profile', { name: 'Kiran Nair', usn: `1LK${Date.now()}`, semester: '2', phone: '9000000002' });
  return { email, id: (await client.get('/api/me')).body.user.id as string };
}

describe('POST /api/auth/sign-in/magic-link', () => {
  it('mails a one-time link that signs in and lands on callbackURL', async () => {
    const { email, id } = await googleStudent();
    await requestLink(email, '/feedback');
    const { mail, link } = await mailedLink(email);
    expect(mail.html).toBeTruthy();
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.text).toMatch(/expires in 15 minutes/);
    expect(mail.text).not.toMatch(/remove the password/);

    const browser = t.client();
    expect(await open(browser, link)).toBe('/feedback');
    expect((await browser.get('/api/me')).body.user.id).toBe(id);
  });

  it('answers the same for an unknown address, mails nothing and creates no account', async () => {
    const email = `stranger.${Date.now()}@quad.test`;
    const res = await requestLink(email);
    expect(res.body).toEqual({ status: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(catcher.messages).toHaveLength(0);
    expect(await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a reused link: the second opening lands on /email-link with an error and no session', async () => {
    const { email } = await googleStudent();
    await requestLink(email);
    const { link } = await mailedLink(email);
    expect(await open(t.client(), link)).toBe('/');
    const second = t.client();
    expect(await open(second, link)).toBe('/email-link?error=INVALID_TOKEN');
    expect((await second.get('/api/me')).status).toBe(401);
  });

  it('refuses an expired link (valid for 15 minutes)', async () => {
    const { email } = await googleStudent();
    await requestLink(email);
    const { link } = await mailedLink(email);
    const rows = await t.ctx.db.selectFrom('verifications').select(['id', 'expires_at', 'value']).where('value', 'like', `%${email}%`).execute();
    expect(rows).toHaveLength(1);
    const lifetime = new Date(rows[0]!.expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);

    await t.ctx.db.updateTable('verifications').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', rows[0]!.id).execute();
    const browser = t.client();
    expect(await open(browser, link)).toBe('/email-link?error=INVALID_TOKEN');
    expect((await browser.get('/api/me')).status).toBe(401);
  });

  it('sends an account with an unfinished profile to /complete-profile', async () => {
    const email = `unfinished.${Date.now()}@gmail.test`;
    await signInWithGoogle(t.client(), issuer, { email });
    await requestLink(email, '/feedback');
    const { link } = await mailedLink(email);
    expect(await open(t.client(), link)).toBe('/complete-profile?next=%2Ffeedback');
  });

  it('confirms the address of a password account, and says beforehand what that removes', async () => {
    const owner = t.client();
    const { input, user } = await signUpStudent(owner);
    await requestLink(input.email);
    const { mail, link } = await mailedLink(input.email);
    expect(mail.text).toMatch(/remove the password set on this account/);

    const browser = t.client();
    expect(await open(browser, link)).toBe('/');
    expect((await browser.get('/api/me')).body.user.id).toBe(user.id);
    const row = await t.ctx.db.selectFrom('users').select('email_verified').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(Boolean(row.email_verified)).toBe(true);
    // Better Auth's protection against pre-registered accounts: older sessions and the unproven password go.
    expect((await owner.get('/api/me')).status).toBe(401);
  });

  it('answers 400 for a missing or invalid address and 403 for another origin or a callback elsewhere', async () => {
    expect((await t.client().post('/api/auth/sign-in/magic-link', {})).status).toBe(400);
    expect((await t.client().post('/api/auth/sign-in/magic-link', { email: 'nope' })).status).toBe(400);
    const crossSite = await t.client({ origin: 'https://evil.example' }).post('/api/auth/sign-in/magic-link', { email: 'a@quad.test' });
    expect(crossSite.status).toBe(403);
    const { email } = await googleStudent();
    await requestLink(email, '/');
    const { link } = await mailedLink(email);
    link.searchParams.set('callbackURL', 'https://evil.example/');
    const res = await t.client().get(`${link.pathname}${link.search}`);
    expect(res.status).toBe(403);
    // Only same-site relative paths: a browser reads each of these as another site.
    for (const callbackURL of ['//evil.example/x', '/\\evil.example', '\\\\evil.example', 'https://evil.example/']) {
      const other = await t.client().post('/api/auth/sign-in/magic-link', { email, callbackURL });
      expect(other.status, callbackURL).toBe(403);
      expect(other.body.message).toBe(MSG.linkOutsideQuad);
    }
  });
});

describe('POST /api/auth/sign-in/magic-link under a forged Host', () => {
  const forged = 'evil.example:8080';

  it('refuses a callback on the forged host with 403 and the catalogue message, and mails nothing', async () => {
    const { input } = await signUpStudent(t.client());
    for (const field of ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL']) {
      const res = await requestWithHost(t.baseUrl, 'POST', '/api/auth/sign-in/magic-link', forged,
        { email: input.email, [field]: `http://${forged}/events` }, { origin: `http://${forged}`, 'x-forwarded-host': forged });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MSG.linkOutsideQuad);
    }
    await requestLink(input.email, '/events');
    const { link } = await mailedLink(input.email);
    expect(catcher.messages).toHaveLength(1);
    expect(link.origin).toBe('http://127.0.0.1:3000');
  });

  it('mails a link on PUBLIC_URL that lands on the relative page asked for', async () => {
    const { input } = await signUpStudent(t.client());
    const res = await requestWithHost(t.baseUrl, 'POST', '/api/auth/sign-in/magic-link', forged, { email: input.email, callbackURL: '/events' });
    expect(res.status).toBe(200);
    const { mail, link } = await mailedLink(input.email);
    expect(link.origin).toBe('http://127.0.0.1:3000');
    expect(mail.text).not.toContain('evil.example');
    expect(await open(t.client(), link)).toBe('/events');
  });
});
