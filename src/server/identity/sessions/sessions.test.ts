import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { signUpStudent } from '../../../../test/support/accounts.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { describeDevice } from './device.ts';
import { touchSession } from './queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** The same person signed in on a phone (this device) and a laptop. */
async function twoDevices() {
  const phone = t.client();
  const { input, user } = await signUpStudent(phone);
  const laptop = t.client();
  const res = await laptop.post('/api/auth/sign-in/email', { email: input.email, password: input.password }, { 'user-agent': LAPTOP });
  expect(res.status).toBe(200);
  // Both devices in use: the server remembers their sessions, and revoking one must still end it at once.
  expect((await phone.get('/api/me')).status).toBe(200);
  expect((await laptop.get('/api/me')).status).toBe(200);
  return { phone, laptop, input, user };
}

describe('GET /api/me/sessions', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.client().get('/api/me/sessions');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(MSG.loginFirst);
  });

  it('lists the active sessions, this device first, with device, times and no token', async () => {
    const { phone } = await twoDevices();
    const res = await phone.get('/api/me/sessions', { 'user-agent': PHONE });
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(2);
    const [current, other] = res.body.sessions;
    expect(current).toMatchObject({ current: true, device: 'node' });
    expect(other).toMatchObject({ current: false, device: 'Safari on macOS', userAgent: LAPTOP, ipAddress: '127.0.0.1' });
    for (const session of res.body.sessions) {
      expect(Object.keys(session).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'ipAddress', 'lastActiveAt', 'userAgent']);
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastActiveAt)).not.toBeNaN();
    }
    expect(res.text).not.toMatch(/token/i);
  });

  it("shows nobody else's sessions", async () => {
    const { phone } = await twoDevices();
    await signUpStudent(t.client());
    expect((await phone.get('/api/me/sessions')).body.sessions).toHaveLength(2);
  });
});

describe('DELETE /api/me/sessions/:id', () => {
  it('ends another session of the user', async () => {
    const { phone, laptop } = await twoDevices();
    const other = (await phone.get('/api/me/sessions')).body.sessions.find((s: any) => !s.current);
    expect((await phone.delete(`/api/me/sessions/${other.id}`)).status).toBe(204);
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/me')).status).toBe(200);
  });

  it('ending this session signs out', async () => {
    const { phone, laptop } = await twoDevices();
    const current = (await phone.get('/api/me/sessions')).body.sessions.find((s: any) => s.current);
    const res = await phone.delete(`/api/me/sessions/${current.id}`);
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join(';')).toMatch(/session_token=;/);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(200);
  });

  it("answers 404 for an unknown session and for another user's, which keeps working", async () => {
    const mine = await twoDevices();
    const theirs = await twoDevices();
    const theirSession = (await theirs.phone.get('/api/me/sessions')).body.sessions[0];
    const res = await mine.phone.delete(`/api/me/sessions/${theirSession.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(MSG.sessionNotFound);
    expect((await mine.phone.delete('/api/me/sessions/no-such-session')).status).toBe(404);
    expect((await theirs.phone.get('/api/me')).status).toBe(200);
  });

  it('answers 401 when signed out and 403 from another origin', async () => {
    expect((await t.client().delete('/api/me/sessions/abc')).status).toBe(401);
    const { phone } = await twoDevices();
    expect((await phone.delete('/api/me/sessions/abc', { origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('POST /api/me/sessions/sign-out-others', () => {
  it('ends every session but this one', async () => {
    const { phone, laptop, input } = await twoDevices();
    const tablet = t.client();
    await tablet.post('/api/auth/sign-in/email', { email: input.email, password: input.password });
    expect((await tablet.get('/api/me')).status).toBe(200);
    const res = await phone.post('/api/me/sessions/sign-out-others');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revoked: 2 });
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await tablet.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/me/sessions')).body.sessions).toHaveLength(1);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().post('/api/me/sessions/sign-out-others')).status).toBe(401);
  });
});

describe('session details', () => {
  it("keeps the session token out of Better Auth's session read, where page scripts could take it", async () => {
    const { phone, user } = await twoDevices();
    const token = decodeURIComponent(phone.cookieHeader.match(/session_token=([^;.]+)/)![1]!);
    for (const path of ['/api/auth/get-session', '/%61pi/auth/get-session']) {
      const res = await phone.get(path);
      expect(res.status).toBe(200);
      expect(res.body.user.id).toBe(user.id);
      expect(res.body.session).toBeDefined();
      expect(res.body.session).not.toHaveProperty('token');
      expect(res.text).not.toContain(token);
    }
    expect((await t.client().get('/api/auth/get-session')).body).toBeNull();
  });

  it("keeps Better Auth's own session list (which carries tokens) closed", async () => {
    const { phone } = await twoDevices();
    expect((await phone.get('/api/auth/list-sessions')).status).toBe(404);
  });

  it('records activity on a session at most once per interval', async () => {
    const { phone, user } = await twoDevices();
    const session = await t.ctx.db.selectFrom('sessions').select(['id', 'updated_at']).where('user_id', '=', user.id).orderBy('created_at').executeTakeFirstOrThrow();
    const before = new Date(session.updated_at).getTime();
    await touchSession(t.ctx.db, session.id, 5 * 60_000, before + 60_000);
    const unchanged = await t.ctx.db.selectFrom('sessions').select('updated_at').where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(new Date(unchanged.updated_at).getTime()).toBe(before);
    await touchSession(t.ctx.db, session.id, 5 * 60_000, before + 6 * 60_000);
    const touched = await t.ctx.db.selectFrom('sessions').select('updated_at').where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(new Date(touched.updated_at).getTime()).toBe(before + 6 * 60_000);
    expect((await phone.get('/api/me')).status).toBe(200);
  });

  it('names devices from their user agents', () => {
    expect(describeDevice(PHONE)).toBe('Chrome on Android');
    expect(describeDevice(LAPTOP)).toBe('Safari on macOS');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0')).toBe('Edge on Windows');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox on Linux');
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari on iPhone');
    expect(describeDevice('curl/8.5.0')).toBe('curl');
    expect(describeDevice(null)).toBe('Unknown device');
  });
});
