import { describe, expect, it } from 'vitest';
import { OFFLINE_CACHES, clearOfflineCaches } from './offline-caches.ts';
import { isAppPage, isDoorRead, isSessionRead, isTicketRead, runtimeCaching } from './service-worker.ts';

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
