import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markEmailVerified, signUpStudent } from '../../../../test/support/accounts.ts';
import { campusEnv, signInWithCampus, startCampusIssuer, TEST_CAMPUS } from '../../../../test/support/campus.ts';
import { signInWithGoogle } from '../../../../test/support/google.ts';
import { startOidcIssuer, type OidcIssuer } from '../../../../test/support/oidc-issuer.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

// Google and the campus provider side by side, each on its own issuer, as in production.
let google: OidcIssuer;
let campus: OidcIssuer;
let t: TestApp;
let n = 0;
const newEmail = () => `campus.user.${Date.now()}.${n++}@univ.test`;
const newUsn = () => `1TU${Date.now().toString(36)}${(n++).toString(36)}`.toUpperCase();

beforeAll(async () => {
  google = await startOidcIssuer({ redirectUris: ['http://127.0.0.1:3000/api/auth/callback/google'] });
  campus = await startCampusIssuer();
  t = await startTestApp({ ...google.env, ...campusEnv(campus, { CAMPUS_OIDC_USN_CLAIM: 'usn' }) });
});
afterAll(async () => {
  await t?.close();
  await campus?.close();
  await google?.close();
});

async function studentOf(userId: string) {
  return t.ctx.db.selectFrom('students').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

describe('POST /api/auth/sign-in/social with provider "campus"', () => {
  it("answers with the campus issuer's authorization URL for Quad's campus client (code flow, PKCE, nonce)", async () => {
    const res = await t.client().post('/api/auth/sign-in/social', { provider: 'campus', callbackURL: '/' });
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(url.origin).toBe(campus.url);
    expect(url.searchParams.get('client_id')).toBe(campus.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:3000/api/auth/callback/campus');
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });

  it('leaves Google as it was', async () => {
    const res = await t.client().post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
    expect(new URL(res.body.url).origin).toBe(google.url);
  });

  it('is announced by GET /api/config with the name for the button', async () => {
    const res = await t.client().get('/api/config');
    expect(res.body).toMatchObject({ googleSignIn: true, campusSignIn: { name: TEST_CAMPUS, ssoOnly: false } });
  });
});

describe('a new campus user', () => {
  it('becomes a student with the USN of the claim, in capitals, and completes the rest of the profile', async () => {
    const client = t.client();
    const email = newEmail();
    const usn = newUsn();
    const { landing } = await signInWithCampus(client, campus, { email, name: 'Asha Rao', claims: { usn: ` ${usn.toLowerCase()} ` } }, { callbackURL: '/feedback' });
    expect(landing).toBe('/complete-profile?next=%2Ffeedback');
    const me = (await client.get('/api/me')).body.user;
    expect(me).toMatchObject({ name: 'Asha Rao', email, role: 'student', usn, profileComplete: false });
    expect(await studentOf(me.id)).toMatchObject({ usn, semester: null, phone: null });

    const saved = await client.put('/api/me/profile', { name: 'Asha Rao', usn, semester: '3', phone: '9876543210' });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ usn, profileComplete: true });
  });

  it('without the claim is a student without a USN', async () => {
    const client = t.client();
    await signInWithCampus(client, campus, { email: newEmail() });
    expect((await client.get('/api/me')).body.user).toMatchObject({ role: 'student', usn: null, profileComplete: false });
  });

  it.each([['not a USN', 'no digit here'], ['refused characters', '1RV 22/CS'], ['too long', `1RV${'9'.repeat(30)}`]])(
    'with a claim that is %s is a student without a USN, signed in all the same',
    async (_why, claim) => {
      const client = t.client();
      const { landing } = await signInWithCampus(client, campus, { email: newEmail(), claims: { usn: claim } });
      expect(landing).toBe('/complete-profile');
      expect((await client.get('/api/me')).body.user).toMatchObject({ role: 'student', usn: null });
    },
  );

  it("whose claimed USN another student holds gets no USN, and the other student's stays", async () => {
    const { input, user } = await signUpStudent(t.client());
    const client = t.client();
    await signInWithCampus(client, campus, { email: newEmail(), claims: { usn: input.usn.toLowerCase() } });
    expect((await client.get('/api/me')).body.user).toMatchObject({ role: 'student', usn: null });
    expect((await studentOf(user.id)).usn).toBe(input.usn);
  });

  it('is a student even when the sign-in started as an organizer sign-up', async () => {
    const client = t.client();
    await signInWithCampus(client, campus, { email: newEmail() }, { additionalData: { signup: 'organizer' } });
    const me = (await client.get('/api/me')).body.user;
    expect(me.role).toBe('student');
    expect(await studentOf(me.id)).toMatchObject({ usn: null });
  });
});

describe('a returning campus user', () => {
  it('signs in to the same account and lands on callbackURL', async () => {
    const email = newEmail();
    const usn = newUsn();
    const first = t.client();
    await signInWithCampus(first, campus, { email, name: 'Rohan Das', claims: { usn } });
    await first.put('/api/me/profile', { name: 'Rohan Das', usn, semester: '5', phone: '9000000001' });
    const id = (await first.get('/api/me')).body.user.id;

    const later = t.client();
    const { landing } = await signInWithCampus(later, campus, { email }, { callbackURL: '/feedback' });
    expect(landing).toBe('/feedback');
    expect((await later.get('/api/me')).body.user).toMatchObject({ id, usn, profileComplete: true });
    expect(await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });
});

describe('an existing account with the same e-mail (the rules Google follows)', () => {
  it('is linked once its address is confirmed: the same account, its USN kept, password sign-in still works', async () => {
    const { input, user } = await signUpStudent(t.client());
    await markEmailVerified(t.ctx, user.id);
    const client = t.client();
    const { landing } = await signInWithCampus(client, campus, { email: input.email, claims: { usn: newUsn() } }, { callbackURL: '/' });
    expect(landing).toBe('/');
    expect((await client.get('/api/me')).body.user).toMatchObject({ id: user.id, usn: input.usn });
    const accounts = await t.ctx.db.selectFrom('accounts').select('provider_id').where('user_id', '=', user.id).execute();
    expect(accounts.map((a) => a.provider_id).sort()).toEqual(['campus', 'credential']);
    expect((await t.client().post('/api/auth/sign-in/email', { email: input.email, password: input.password })).status).toBe(200);
  });

  it('is not taken over while its address was never confirmed', async () => {
    const { input, user } = await signUpStudent(t.client());
    const client = t.client();
    const { landing } = await signInWithCampus(client, campus, { email: input.email }, { errorCallbackURL: '/login?provider=campus' });
    expect(landing).toBe('/login?provider=campus&error=account_not_linked');
    expect((await client.get('/api/me')).status).toBe(401);
    const accounts = await t.ctx.db.selectFrom('accounts').select('provider_id').where('user_id', '=', user.id).execute();
    expect(accounts.map((a) => a.provider_id)).toEqual(['credential']);
  });

  it('made with Google signs in with the campus provider too (both addresses confirmed by their providers)', async () => {
    const email = newEmail();
    const first = t.client();
    await signInWithGoogle(first, google, { email });
    const id = (await first.get('/api/me')).body.user.id;
    const client = t.client();
    await signInWithCampus(client, campus, { email });
    expect((await client.get('/api/me')).body.user.id).toBe(id);
  });
});

describe('a cancelled campus sign-in', () => {
  it('lands on the page asked for with the error, and creates nobody', async () => {
    const email = newEmail();
    const { landing } = await signInWithCampus(t.client(), campus, { email, cancel: true }, { errorCallbackURL: '/student-signup?provider=campus' });
    expect(landing).toMatch(/^\/student-signup\?provider=campus&error=access_denied/);
    expect(await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(0);
  });
});

describe('without the campus provider configured', () => {
  it('announces none and answers sign-in/social with 404, never 500', async () => {
    const plain = await startTestApp(google.env);
    try {
      expect((await plain.client().get('/api/config')).body).toMatchObject({ googleSignIn: true, campusSignIn: null });
      expect((await plain.client().post('/api/auth/sign-in/social', { provider: 'campus', callbackURL: '/' })).status).toBe(404);
      expect((await plain.client().post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' })).status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});

describe('a campus issuer that sends claims only from its userinfo endpoint and wants client_secret_post', () => {
  it('still signs in a student, with the USN of the claim', async () => {
    const strict = await startCampusIssuer({ minimalIdToken: true, tokenEndpointAuthMethod: 'client_secret_post' });
    const app = await startTestApp(campusEnv(strict, { CAMPUS_OIDC_USN_CLAIM: 'usn' }));
    try {
      const client = app.client();
      const usn = newUsn();
      expect((await signInWithCampus(client, strict, { email: newEmail(), name: 'Post Client', claims: { usn } })).landing).toBe('/complete-profile');
      expect((await client.get('/api/me')).body.user).toMatchObject({ name: 'Post Client', role: 'student', usn });
    } finally {
      await app.close();
      await strict.close();
    }
  });
});
