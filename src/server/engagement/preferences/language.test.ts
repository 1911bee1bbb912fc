import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hi } from '../../../domain/i18n/hi.ts';
import { kn } from '../../../domain/i18n/kn.ts';
import { MSG } from '../../../domain/messages.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const accountLanguage = async (email: string) =>
  (await t.ctx.db.selectFrom('users').select('language').where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow()).language;

describe("the API's language", () => {
  it('answers errors in English without Accept-Language, and in the language asked for with the same code', async () => {
    const client = t.client();
    const plain = await client.get('/api/me/preferences');
    expect(plain.status).toBe(401);
    expect(plain.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: MSG.loginFirst } });

    const hindi = await client.get('/api/me/preferences', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.status).toBe(401);
    expect(hindi.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: hi.msg.loginFirst } });
    expect(hindi.headers.get('content-language')).toBe('hi');

    // A weight decides, not the order; a language Quad does not speak is passed over.
    const kannada = await client.get('/api/me/preferences', { 'accept-language': 'fr, hi;q=0.5, kn;q=0.8' });
    expect(kannada.body.error.message).toBe(kn.msg.loginFirst);
    const none = await client.get('/api/me/preferences', { 'accept-language': 'fr, de;q=0.5' });
    expect(none.body.error.message).toBe(MSG.loginFirst);
  });

  it('takes the lang cookie over Accept-Language', async () => {
    const client = t.client();
    const answer = await client.get('/api/me/preferences', { 'accept-language': 'hi', cookie: 'lang=kn' });
    expect(answer.body.error).toEqual({ code: 'UNAUTHENTICATED', message: kn.msg.loginFirst });
  });

  it("keeps a student's choice on the account, which comes before the cookie and Accept-Language", async () => {
    const client = t.client();
    const student = await signUpStudent(client);
    const saved = await client.put('/api/me/preferences', { language: 'kn' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ language: 'kn', reminders: true });
    expect(saved.headers.get('set-cookie')).toMatch(/^lang=kn; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(await accountLanguage(student.input.email)).toBe('kn');
    expect((await client.get('/api/me/preferences')).body.language).toBe('kn');

    // Chosen again on another device: this one, whose cookie still says Kannada, follows the account at once.
    const phone = t.client();
    expect((await phone.post('/api/auth/sign-in/email', { email: student.input.email, password: student.input.password })).status).toBe(200);
    expect((await phone.put('/api/me/preferences', { language: 'hi' })).status).toBe(200);
    const refused = await client.get('/api/admin/feedback', { 'accept-language': 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'FORBIDDEN', message: hi.msg.adminsOnly });
  });

  it('lets an organizer keep a language too, but no student preference', async () => {
    const client = t.client();
    const organizer = await signUpOrganizer(client);
    const saved = await client.put('/api/me/preferences', { language: 'hi' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ language: 'hi' });
    expect(await accountLanguage(organizer.input.email)).toBe('hi');

    const other = await client.put('/api/me/preferences', { language: 'hi', reminders: false });
    expect(other.status).toBe(403);
    expect(other.body.error).toEqual({ code: 'FORBIDDEN', message: hi.msg.onlyStudentsPreferences });
    expect((await client.put('/api/me/preferences', { reminders: false })).status).toBe(403);
  });

  it('refuses a language Quad does not speak with 400, and a signed-out change with 401', async () => {
    const client = t.client();
    await signUpStudent(client);
    const bad = await client.put('/api/me/preferences', { language: 'fr' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_INPUT');
    expect(bad.body.error.fields).toEqual({ language: 'language must be one of: en, hi, kn' });
    const organizer = t.client();
    await signUpOrganizer(organizer);
    expect((await organizer.put('/api/me/preferences', { language: 42 })).status).toBe(400);
    expect((await t.client().put('/api/me/preferences', { language: 'hi' })).status).toBe(401);
  });
});
