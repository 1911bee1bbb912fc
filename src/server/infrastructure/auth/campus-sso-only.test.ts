import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { studentsSignInWith } from '../../../domain/messages.ts';
import { markEmailVerified, signUpOrganizer } from '../../../../test/support/accounts.ts';
import { campusEnv, signInWithCampus, startCampusIssuer, TEST_CAMPUS } from '../../../../test/support/campus.ts';
import { signInWithGoogle } from '../../../../test/support/google.ts';
import { startOidcIssuer, type OidcIssuer } from '../../../../test/support/oidc-issuer.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { createStudentAccount } from '../../identity/accounts/signup.ts';
import { buildStudent } from '../../../../test/support/factories.ts';

// CAMPUS_SSO_ONLY=true with Google configured too: new students come only from the campus provider.
let google: OidcIssuer;
let campus: OidcIssuer;
let t: TestApp;
let n = 0;
const newEmail = () => `sso.only.${Date.now()}.${n++}@univ.test`;
const CLOSED = studentsSignInWith(TEST_CAMPUS);

beforeAll(async () => {
  google = await startOidcIssuer({ redirectUris: ['http://127.0.0.1:3000/api/auth/callback/google'] });
  campus = await startCampusIssuer();
  t = await startTestApp({ ...google.env, ...campusEnv(campus, { CAMPUS_OIDC_USN_CLAIM: 'usn', CAMPUS_SSO_ONLY: 'true' }) });
});
afterAll(async () => {
  await t?.close();
  await campus?.close();
  await google?.close();
});

/** A password student who signed up before CAMPUS_SSO_ONLY was turned on. */
async function existingStudent() {
  const input = buildStudent();
  const id = await createStudentAccount(t.ctx.db, input);
  return { input, id };
}

const usersWithEmail = (email: string) => t.ctx.db.selectFrom('users').select(['id', 'role']).where('email', '=', email).execute();

describe('student sign-up with a password', () => {
  it(`answers 403 '${CLOSED}' and creates nobody`, async () => {
    const input = buildStudent();
    const res = await t.client().post('/api/signup/student', input);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'CAMPUS_SIGN_IN_ONLY', message: CLOSED });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await usersWithEmail(input.email)).toHaveLength(0);
  });

  it('says that refusal in the request’s language', async () => {
    const res = await t.client().post('/api/signup/student', buildStudent(), { 'accept-language': 'hi' });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'CAMPUS_SIGN_IN_ONLY', message: translatorFor('hi')('ui:signup.studentsSignInWith', { campus: TEST_CAMPUS }) });
  });

  it('answers the same 403 whatever the form holds, never 400 or 500', async () => {
    for (const body of [{}, { name: 'x' }, { ...buildStudent(), usn: 42 }]) {
      const res = await t.client().post('/api/signup/student', body);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(CLOSED);
    }
  });

  it('is announced by GET /api/config', async () => {
    expect((await t.client().get('/api/config')).body.campusSignIn).toEqual({ name: TEST_CAMPUS, ssoOnly: true });
  });
});

describe('what stays open', () => {
  it('organizer sign-up', async () => {
    const client = t.client();
    const { user } = await signUpOrganizer(client);
    expect(user.role).toBe('organizer');
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('password sign-in of an existing student', async () => {
    const { input, id } = await existingStudent();
    const client = t.client();
    const res = await client.post('/api/auth/sign-in/email', { email: input.email, password: input.password });
    expect(res.status).toBe(200);
    expect((await client.get('/api/me')).body.user).toMatchObject({ id, role: 'student', usn: input.usn });
  });

  it('campus sign-in of a new student, with the USN of the claim', async () => {
    const client = t.client();
    const usn = `1SO${Date.now().toString(36).toUpperCase()}`;
    await signInWithCampus(client, campus, { email: newEmail(), claims: { usn } });
    expect((await client.get('/api/me')).body.user).toMatchObject({ role: 'student', usn });
  });

  it('Google sign-in of an existing student and of a new organizer', async () => {
    const { input, id } = await existingStudent();
    await markEmailVerified(t.ctx, id);
    const student = t.client();
    expect((await signInWithGoogle(student, google, { email: input.email }, { callbackURL: '/' })).landing).toBe('/');
    expect((await student.get('/api/me')).body.user.id).toBe(id);

    const organizer = t.client();
    const { landing } = await signInWithGoogle(organizer, google, { email: newEmail() }, { additionalData: { signup: 'organizer' } });
    expect(landing).toBe('/complete-profile');
    expect((await organizer.get('/api/me')).body.user.role).toBe('organizer');
  });
});

describe('Google sign-in of someone new, as a student', () => {
  it('is refused on the page it started from, with the same sentence, and creates nobody', async () => {
    const email = newEmail();
    const client = t.client();
    const { landing } = await signInWithGoogle(client, google, { email }, { errorCallbackURL: '/student-signup' });
    const back = new URL(landing, 'http://x');
    expect(back.pathname).toBe('/student-signup');
    expect(back.searchParams.get('error')).toBe('campus_sign_in_only');
    expect(back.searchParams.get('error_description')).toBe(CLOSED);
    expect(await usersWithEmail(email)).toHaveLength(0);
    expect((await client.get('/api/me')).status).toBe(401);
  });
});
