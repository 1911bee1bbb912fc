import { describe, expect, it } from 'vitest';
import { memoryCaches, withCaches } from '../../../../test/support/caches.ts';
import { OFFLINE_ACCOUNT, OFFLINE_CACHES, clearOfflineCaches, keepOfflineCopiesFor } from './offline-caches.ts';
import { isAppPage, isDoorRead, isSessionRead, isTicketRead, keyedToAccount, runtimeCaching } from './service-worker.ts';

const ORIGIN = 'https://quad.example.edu';
const at = (path: string, mode: RequestMode = 'cors', origin = ORIGIN) => {
  const url = new URL(path, origin);
  return { url, request: { mode } as Request, sameOrigin: url.origin === ORIGIN };
};

describe('what the service worker keeps for offline use', () => {
  it('takes every page of the app, but not the API, images or another site', () => {
    for (const path of ['/', '/1RV22CS001/profile', '/manage-event/abc', '/events/abc?tab=x']) expect(isAppPage(at(path, 'navigate')), path).toBe(true);
    for (const path of ['/api/docs', '/api/auth/callback/google?code=1', '/images/abc', '/api', '/records/abc', '/records/abc.json']) expect(isAppPage(at(path, 'navigate')), path).toBe(false);
    expect(isAppPage(at('/', 'cors'))).toBe(false);
    expect(isAppPage(at('/', 'navigate', 'https://elsewhere.example'))).toBe(false);
  });

  it('takes exactly the reads a student’s tickets and the door’s list need, without a query', () => {
    expect(isSessionRead(at('/api/session'))).toBe(true);
    expect(isSessionRead(at('/api/config'))).toBe(true);
    expect(isSessionRead(at('/api/me'))).toBe(false);
    expect(isTicketRead(at('/api/me/registrations'))).toBe(true);
    expect(isTicketRead(at('/api/registrations/r1/ticket.svg'))).toBe(true);
    expect(isTicketRead(at('/api/registrations/r1'))).toBe(false);
    expect(isTicketRead(at('/api/me/calendar'))).toBe(false);
    expect(isDoorRead(at('/api/events/e1'))).toBe(true);
    expect(isDoorRead(at('/api/events/e1/registrations'))).toBe(true);
    expect(isDoorRead(at('/api/events/e1/registrations?q=ann'))).toBe(false);
    expect(isDoorRead(at('/api/events/e1/registrations.csv'))).toBe(false);
    expect(isDoorRead(at('/api/events/e1/draw'))).toBe(false);
    expect(isDoorRead(at('/api/events?for=me'))).toBe(false);
    expect(isDoorRead(at('/api/events/e1', 'cors', 'https://elsewhere.example'))).toBe(false);
  });

  it('asks the network first, reads only, keeps only 200 answers for a week, each purpose in its own cache', () => {
    for (const rule of runtimeCaching) {
      expect(rule.handler).toBe('NetworkFirst');
      expect(rule.method ?? 'GET').toBe('GET');
      expect(rule.options?.cacheableResponse).toEqual({ statuses: [200] });
      expect(rule.options?.expiration?.maxAgeSeconds).toBe(7 * 24 * 60 * 60);
      expect(rule.options?.expiration?.maxEntries).toBeGreaterThan(0);
    }
    expect(runtimeCaching.map((rule) => rule.options?.cacheName)).toEqual(Object.values(OFFLINE_CACHES));
    // A page waits for the network (a rendered page is the server's while it answers); API reads 3 s.
    expect(runtimeCaching.map((rule) => rule.options?.networkTimeoutSeconds)).toEqual([undefined, 3, 3, 3]);
    expect(runtimeCaching[0]!.options?.precacheFallback).toEqual({ fallbackURL: '/index.html' });
    for (const rule of runtimeCaching) expect(rule.options?.plugins).toEqual([keyedToAccount]);
  });

  it('forgets every offline copy when the person changes', async () => {
    const deleted: string[] = [];
    const stub = { delete: async (name: string) => deleted.push(name) > 0 };
    Object.assign(globalThis, { caches: stub });
    try {
      await clearOfflineCaches();
    } finally {
      Reflect.deleteProperty(globalThis, 'caches');
    }
    expect(deleted.sort()).toEqual(['quad-door', 'quad-pages', 'quad-session', 'quad-tickets']);
    await expect(clearOfflineCaches()).resolves.toBeUndefined();
  });
});

/** The key the worker saves or looks up a copy of `path` under. */
async function keyOf(path: string) {
  const key = await keyedToAccount.cacheKeyWillBeUsed!({ request: new Request(new URL(path, ORIGIN)), mode: 'read' } as never);
  return new URL(typeof key === 'string' ? key : key.url);
}

describe('whose offline copies answer', () => {
  it('keys every copy by the account the page last knew, nobody until it knows one', async () => {
    const fake = memoryCaches();
    await withCaches(fake, async () => {
      expect((await keyOf('/api/me/registrations')).searchParams.get('quad-account')).toBe('nobody');
      await keepOfflineCopiesFor('user-a');
      const key = await keyOf('/events/e1?tab=about');
      expect(key.pathname).toBe('/events/e1');
      expect(key.searchParams.get('tab')).toBe('about');
      expect(key.searchParams.get(OFFLINE_ACCOUNT.param)).toBe('user-a');
      await keepOfflineCopiesFor(null);
      expect((await keyOf('/api/me/registrations')).searchParams.get('quad-account')).toBe('nobody');
    });
  });

  it('a copy saved for one account is never the answer for another, and goes when the account changes', async () => {
    const fake = memoryCaches();
    await withCaches(fake, async () => {
      await keepOfflineCopiesFor('user-a');
      const tickets = await caches.open(OFFLINE_CACHES.tickets);
      await tickets.put((await keyOf('/api/me/registrations')).href, new Response('tickets of A'));
      expect(await (await tickets.match((await keyOf('/api/me/registrations')).href))?.text()).toBe('tickets of A');

      fake.done.length = 0;
      // The session ended on the server: the app now knows nobody, then a new student.
      await keepOfflineCopiesFor(null);
      // The worker looks elsewhere before anything is deleted.
      expect(fake.done[0]).toBe(`put ${OFFLINE_ACCOUNT.cache}`);
      expect(fake.done.slice(1).sort()).toEqual(Object.values(OFFLINE_CACHES).map((name) => `delete ${name}`).sort());
      expect(fake.stores.has(OFFLINE_CACHES.tickets)).toBe(false);
      await keepOfflineCopiesFor('user-c');
      const after = await caches.open(OFFLINE_CACHES.tickets);
      expect(await after.match((await keyOf('/api/me/registrations')).href)).toBeUndefined();
    });
  });

  it('saves an answer that lands after the account changed under the account its request went out for', async () => {
    const fake = memoryCaches();
    await withCaches(fake, async () => {
      await keepOfflineCopiesFor('user-a');
      const request = new Request(new URL('/api/events/e1', ORIGIN));
      const state: Record<string, unknown> = {};
      await keyedToAccount.requestWillFetch!({ request, state } as never);
      // Signed out while the answer (with A's cookies) was on its way.
      await keepOfflineCopiesFor(null);
      const saved = await keyedToAccount.cacheKeyWillBeUsed!({ request, mode: 'write', state } as never);
      expect(new URL(saved as string).searchParams.get('quad-account')).toBe('user-a');
      expect((await keyOf('/api/events/e1')).searchParams.get('quad-account')).toBe('nobody');
    });
  });

  it('keeps the copies while the account stays the same', async () => {
    const fake = memoryCaches();
    await withCaches(fake, async () => {
      await keepOfflineCopiesFor('user-a');
      fake.done.length = 0;
      await Promise.all([keepOfflineCopiesFor('user-a'), keepOfflineCopiesFor('user-a')]);
      expect(fake.done).toEqual([]);
    });
    // Nobody, as before anyone was known: nothing to forget.
    const fresh = memoryCaches();
    await withCaches(fresh, () => keepOfflineCopiesFor(null));
    expect(fresh.done).toEqual([]);
  });
});
