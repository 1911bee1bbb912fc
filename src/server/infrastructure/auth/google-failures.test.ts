import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { sweep } from '../../office/maintenance/sweeper.ts';
import { signUpStudent } from '../../../../test/support/accounts.ts';
import { signInWithGoogle } from '../../../../test/support/google.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { startOidcIssuer, type OidcIssuer } from '../../../../test/support/oidc-issuer.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let issuer: OidcIssuer;
let catcher: MailCatcher;
let t: TestApp;
let n = 0;
const newEmail = () => `google.user.${Date.now()}.${n++}@gmail.test`;
const ORGANIZER = { additionalData: { signup: 'organizer' } };

beforeAll(async () => {
  issuer = await startOidcIssuer({ redirectUris: ['http://127.0.0.1:3000/api/auth/callback/google'] });
  catcher = await startMailCatcher();
  t = await startTestApp({ ...issuer.env, SMTP_URL: catcher.url });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
  await catcher?.close();
});

async function usersWithEmail(email: string) {
  return t.ctx.db.selectFrom('users').selectAll().where('email', '=', email).execute();
}

describe('Google sign-in that does not end in a session', () => {
  it('lands on the error page asked for when the person cancels at the provider, and creates nobody', async () => {
    const email = newEmail();
    const client = t.client();
    const { landing } = await signInWithGoogle(client, issuer, { email, cancel: true }, { errorCallbackURL: '/student-signup' });
    expect(landing).toMatch(/^\/student-signup\?error=access_denied/);
    expect(await usersWithEmail(email)).toHaveLength(0);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('lands on /login with an explanation when no error page was asked for', async () => {
    const { landing } = await signInWithGoogle(t.client(), issuer, { email: newEmail(), cancel: true });
    expect(landing).toMatch(/^\/login\?error=access_denied/);
  });

  it('does not take over a password account whose address was never confirmed', async () => {
    const { input, user } = await signUpStudent(t.client());
    const client = t.client();
    const { landing } = await signInWithGoogle(client, issuer, { email: input.email }, { errorCallbackURL: '/login' });
    expect(landing).toBe('/login?error=account_not_linked');
    expect((await client.get('/api/me')).status).toBe(401);
    const accounts = await t.ctx.db.selectFrom('accounts').select('provider_id').where('user_id', '=', user.id).execute();
    expect(accounts.map((a) => a.provider_id)).toEqual(['credential']);
  });

  it('links Google to a password account once a reset link has proven the address', async () => {
    const { input, user } = await signUpStudent(t.client());
    await t.client().post('/api/auth/request-password-reset', { email: input.email, redirectTo: '/reset-password' });
    const mail = await catcher.waitFor(input.email, /Reset your Quad password/);
    const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mail.text ?? '')![0];
    const token = new URL(link).pathname.split('/').pop()!;
    expect((await t.client().post('/api/auth/reset-password', { token, newPassword: 'a-new-password-2' })).status).toBe(200);

    const client = t.client();
    const { landing } = await signInWithGoogle(client, issuer, { email: input.email }, { callbackURL: '/' });
    expect(landing).toBe('/');
    expect((await client.get('/api/me')).body.user.id).toBe(user.id);
  });
});

describe('an abandoned Google organizer sign-up leaves no organizer behind', () => {
  it('DELETE /api/me/signup removes the unfinished account and ends the session', async () => {
    const email = newEmail();
    const client = t.client();
    await signInWithGoogle(client, issuer, { email }, ORGANIZER);
    const res = await client.delete('/api/me/signup');
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join(';')).toMatch(/session_token=;/);
    expect(await usersWithEmail(email)).toHaveLength(0);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('DELETE /api/me/signup answers 401 signed out and 409 for a complete profile', async () => {
    expect((await t.client().delete('/api/me/signup')).status).toBe(401);
    const client = t.client();
    await signUpStudent(client);
    const res = await client.delete('/api/me/signup');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(MSG.onlyUnfinishedSignupCancels);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('housekeeping removes organizer sign-ups still unfinished after an hour, and nothing else', async () => {
    const abandoned = newEmail();
    const finished = newEmail();
    const student = newEmail();
    await signInWithGoogle(t.client(), issuer, { email: abandoned }, ORGANIZER);
    const done = t.client();
    await signInWithGoogle(done, issuer, { email: finished }, ORGANIZER);
    await done.put('/api/me/profile', { name: 'Chess Club', field: 'Chess' });
    await signInWithGoogle(t.client(), issuer, { email: student });

    await sweep(t.ctx, Date.now() + 30 * 60_000);
    expect(await usersWithEmail(abandoned)).toHaveLength(1);
    const result = await sweep(t.ctx, Date.now() + 61 * 60_000);
    expect(result.abandonedSignups).toBeGreaterThanOrEqual(1);
    expect(await usersWithEmail(abandoned)).toHaveLength(0);
    expect(await usersWithEmail(finished)).toHaveLength(1);
    expect(await usersWithEmail(student)).toHaveLength(1);
  });
});
