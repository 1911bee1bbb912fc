import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { signInWithGoogle } from '../../../../test/support/google.ts';
import { startOidcIssuer, type OidcIssuer } from '../../../../test/support/oidc-issuer.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let issuer: OidcIssuer;
let t: TestApp;
let n = 0;
const newEmail = () => `google.user.${Date.now()}.${n++}@gmail.test`;
const ORGANIZER = { additionalData: { signup: 'organizer' } };

beforeAll(async () => {
  issuer = await startOidcIssuer({ redirectUris: ['http://127.0.0.1:3000/api/auth/callback/google'] });
  t = await startTestApp(issuer.env);
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

async function usersWithEmail(email: string) {
  return t.ctx.db.selectFrom('users').selectAll().where('email', '=', email).execute();
}

describe('POST /api/auth/sign-in/social', () => {
  it('answers with the authorization URL of the configured issuer (code flow, PKCE, nonce)', async () => {
    const res = await t.client().post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(url.origin).toBe(issuer.url);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(issuer.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:3000/api/auth/callback/google');
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('answers 400 without a provider and 404 for one that is not configured, never 500', async () => {
    expect((await t.client().post('/api/auth/sign-in/social', { callbackURL: '/' })).status).toBe(400);
    expect((await t.client().post('/api/auth/sign-in/social', { provider: 'github', callbackURL: '/' })).status).toBe(404);
  });

  it('refuses a callbackURL on another site and a request from another origin', async () => {
    const elsewhere = await t.client().post('/api/auth/sign-in/social', { provider: 'google', callbackURL: 'https://evil.example/steal' });
    expect(elsewhere.status).toBe(403);
    const crossSite = await t.client({ origin: 'https://evil.example' }).post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
    expect(crossSite.status).toBe(403);
  });
});

describe('a new Google user', () => {
  it('becomes a student with an incomplete profile and lands on /complete-profile, then completes it', async () => {
    const client = t.client();
    const email = newEmail();
    const { landing, callback } = await signInWithGoogle(client, issuer, { email, name: 'Asha Rao' }, { callbackURL: '/feedback' });
    expect(landing).toBe('/complete-profile?next=%2Ffeedback');
    expect(callback.headers.getSetCookie().join(';')).toMatch(/session_token=.*HttpOnly/i);

    const me = await client.get('/api/me');
    expect(me.body.user).toMatchObject({ name: 'Asha Rao', email, role: 'student', usn: null, profileComplete: false });
    const profile = await t.ctx.db.selectFrom('students').selectAll().where('user_id', '=', me.body.user.id).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ usn: null, semester: null, phone: null });
    const [user] = await usersWithEmail(email);
    expect(Boolean(user!.email_verified)).toBe(true);

    const saved = await client.put('/api/me/profile', { name: 'Asha Rao', usn: `1GG${Date.now()}`, semester: '3', phone: '9876543210' });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ role: 'student', profileComplete: true });
  });

  it('falls back to the e-mail local part when the provider gives no name', async () => {
    const client = t.client();
    const email = newEmail();
    await signInWithGoogle(client, issuer, { email });
    expect((await client.get('/api/me')).body.user.name).toBe(email.split('@')[0]);
  });

  it('who came from organizer sign-up is an organizer without an organizing group until the profile is complete', async () => {
    const client = t.client();
    const { landing } = await signInWithGoogle(client, issuer, { email: newEmail(), name: 'Meera Iyer' }, { callbackURL: '/', ...ORGANIZER });
    expect(landing).toBe('/complete-profile');
    const me = (await client.get('/api/me')).body.user;
    expect(me).toMatchObject({ role: 'organizer', organizerId: null, profileComplete: false });
    expect(await t.ctx.db.selectFrom('organizers').select('user_id').where('user_id', '=', me.id).executeTakeFirst()).toBeUndefined();

    const missing = await client.put('/api/me/profile', { name: 'Quiz Club' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(MSG.orgNameAndFieldRequired);

    const saved = await client.put('/api/me/profile', { name: 'Quiz Club', field: 'Quizzing' });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ name: 'Quiz Club', role: 'organizer', organizerId: me.id, profileComplete: true });
  });
});

describe('a returning Google user', () => {
  it('signs in to the same account and lands on callbackURL', async () => {
    const email = newEmail();
    const first = t.client();
    await signInWithGoogle(first, issuer, { email, name: 'Rohan Das' });
    await first.put('/api/me/profile', { name: 'Rohan Das', usn: `1RT${Date.now()}`, semester: '5', phone: '9000000001' });
    const id = (await first.get('/api/me')).body.user.id;

    const later = t.client();
    const { landing } = await signInWithGoogle(later, issuer, { email }, { callbackURL: '/feedback', ...ORGANIZER });
    expect(landing).toBe('/feedback');
    expect((await later.get('/api/me')).body.user).toMatchObject({ id, role: 'student', profileComplete: true });
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it('with an unfinished profile is sent to /complete-profile again', async () => {
    const email = newEmail();
    await signInWithGoogle(t.client(), issuer, { email });
    const { landing } = await signInWithGoogle(t.client(), issuer, { email }, { callbackURL: '/feedback' });
    expect(landing).toBe('/complete-profile?next=%2Ffeedback');
  });
});

describe('other OpenID Connect issuers', () => {
  it('also works with an issuer that registered the client for client_secret_post and keeps ID tokens minimal', async () => {
    const postIssuer = await startOidcIssuer({
      redirectUris: ['http://127.0.0.1:3000/api/auth/callback/google'],
      tokenEndpointAuthMethod: 'client_secret_post',
      minimalIdToken: true,
    });
    const app = await startTestApp(postIssuer.env);
    try {
      const client = app.client();
      const email = newEmail();
      const { landing } = await signInWithGoogle(client, postIssuer, { email, name: 'Post Client' });
      expect(landing).toBe('/complete-profile');
      expect((await client.get('/api/me')).body.user).toMatchObject({ email, name: 'Post Client' });
    } finally {
      await app.close();
      await postIssuer.close();
    }
  });
});

describe('without Google configured', () => {
  it('hides the button and answers sign-in/social with 404, never 500', async () => {
    const plain = await startTestApp();
    try {
      expect((await plain.client().get('/api/config')).body.googleSignIn).toBe(false);
      const res = await plain.client().post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answers 404 while the issuer cannot be reached, and the server keeps working', async () => {
    const offline = await startTestApp({ GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y', OIDC_ISSUER: 'http://127.0.0.1:9' });
    try {
      expect((await offline.client().get('/api/config')).body.googleSignIn).toBe(true);
      const res = await offline.client().post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
      expect(res.status).toBe(404);
      expect((await offline.client().get('/api/health')).status).toBe(200);
    } finally {
      await offline.close();
    }
  });
});
