// Each performance shortcut answers exactly what the slow path did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../test/support/accounts.ts';
import { createEventAs } from '../../test/support/events.ts';
import { registerAs } from '../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';
import { securityHeaders } from './infrastructure/http/security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('the benchmarks’ reference route', () => {
  it('is not served by Quad (only the benchmarks’ own entry point adds it)', async () => {
    expect((await t.client().get('/api/__bench/reference?bytes=100')).status).toBe(404);
  });
});

describe('the signed-out listing, served from the public-read cache', () => {
  it('shows a registration, a new event and a change at once, and answers 304 to its ETag', async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const event = await createEventAs(organizer);
    const visitor = t.client();
    const find = async () => ((await visitor.get('/api/events?limit=100')).body.events as any[]).find((e) => e.id === event.id);
    expect((await find()).registrations).toBe(0);

    const student = t.client();
    await registerAs(student, await signUpStudent(student), event.id);
    expect((await find()).registrations).toBe(1);

    await organizer.patch(`/api/events/${event.id}`, { venue: 'Hall Z' });
    expect((await find()).venue).toBe('Hall Z');
    const added = await createEventAs(organizer);
    expect(((await visitor.get('/api/events?limit=100')).body.events as any[]).map((e) => e.id)).toContain(added.id);

    const first = await visitor.get('/api/events');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await visitor.get('/api/events', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('gives a student their own state, never the cached page', async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const event = await createEventAs(organizer);
    await t.client().get('/api/events?limit=100');
    const student = t.client();
    const s = await signUpStudent(student);
    await registerAs(student, s, event.id);
    const mine = ((await student.get('/api/events?limit=100')).body.events as any[]).find((e) => e.id === event.id);
    expect(mine.viewer.registrationId).toBeTruthy();
  });
});

describe('the session lookup', () => {
  it('leaves the daily extension to Better Auth, which extends the session', async () => {
    const client = t.client();
    const { user } = await signUpStudent(client);
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString();
    await t.ctx.db.updateTable('sessions').set({ expires_at: soon }).where('user_id', '=', user.id).execute();
    expect((await client.get('/api/me')).status).toBe(200);
    const row = await t.ctx.db.selectFrom('sessions').select('expires_at').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('refuses a forged signature, an expired session and a revoked one', async () => {
    const client = t.client();
    const { user } = await signUpStudent(client);
    const cookie = client.cookieHeader;
    const forged = cookie.replace(/session_token=([^;.]+)\.[^;]+/, (_m, token: string) => `session_token=${token}.${encodeURIComponent('A'.repeat(43) + '=')}`);
    expect((await t.client().get('/api/me', { cookie: forged })).status).toBe(401);
    await t.ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.id).execute();
    expect((await t.client().get('/api/me', { cookie })).status).toBe(401);
  });
});

describe('security headers, computed once', () => {
  it('are Helmet’s, on API answers, on 404s and on the live stream', async () => {
    const expected = new Map(securityHeaders({ crossOriginEmbedderPolicy: false, strictTransportSecurity: false, contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } }));
    expect(expected.get('x-content-type-options')).toBe('nosniff');
    expect(expected.has('x-powered-by')).toBe(false);
    for (const path of ['/api/health', '/api/nothing-here']) {
      const res = await t.client().get(path);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const controller = new AbortController();
    const live = await fetch(new URL('/api/live', t.baseUrl), { signal: controller.signal });
    expect(live.headers.get('x-content-type-options')).toBe('nosniff');
    expect(live.headers.get('content-security-policy')).toContain("default-src 'self'");
    controller.abort();
  });
});
