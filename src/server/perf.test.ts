// The performance work of issue 7: each shortcut answers exactly what the slow path did.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpOrganizer, signUpStudent } from './testing/accounts.ts';
import { createEventAs } from './testing/events.ts';
import { registerAs } from './testing/registrations.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';
import { createBackgroundQueue } from './mail/queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('the benchmarks’ reference route', () => {
  it('does not exist unless the server is started with QUAD_BENCH=1', async () => {
    expect((await t.client().get('/api/__bench/reference?bytes=100')).status).toBe(404);
    const bench = await startTestApp({ QUAD_BENCH: '1' });
    try {
      const res = await bench.client().get('/api/__bench/reference?bytes=1234');
      expect(res.status).toBe(200);
      expect(Buffer.byteLength(res.text)).toBe(1234);
    } finally {
      await bench.close();
    }
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

describe('the background queue (ticket mails)', () => {
  it('waits while requests keep coming, at most maxWaitMs, then runs everything once idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      let busy = true;
      const done: number[] = [];
      const queue = createBackgroundQueue({ isBusy: () => busy, onError: () => {}, maxWaitMs: 1000, busyShare: 0.25 });
      // Each job takes 10 ms: while busy, one may start every 40 ms.
      for (let i = 0; i < 5; i++) queue.push(async () => {
        await new Promise((r) => setTimeout(r, 10));
        done.push(i);
      });
      await vi.advanceTimersByTimeAsync(900);
      expect(done).toEqual([]);
      await vi.advanceTimersByTimeAsync(150);
      expect(done.length).toBeGreaterThanOrEqual(1);
      expect(done.length).toBeLessThan(5);
      busy = false;
      await vi.advanceTimersByTimeAsync(100);
      expect(done).toEqual([0, 1, 2, 3, 4]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs what is queued at close, within a deadline', async () => {
    const done: number[] = [];
    const queue = createBackgroundQueue({ isBusy: () => true, onError: () => {}, maxWaitMs: 60_000 });
    for (let i = 0; i < 3; i++) queue.push(async () => void done.push(i));
    expect(await queue.drain(1000)).toBe(0);
    expect(done).toEqual([0, 1, 2]);
  });
});
