/**
 * What the service worker does beyond keeping the app's code, read by
 * vite.config.ts at build time. Workbox writes each matcher into sw.js as its source text,
 * so they use nothing outside themselves.
 *
 * - Pages: network first, with no time limit, so a page rendered by the server is always
 *   the server's while there is a network. Offline, the page as it last arrived, or else the
 *   app's shell (index.html, precached), which starts the app and its router on any path.
 * - API reads: network first, but after 3 s the saved answer, for exactly what a student's
 *   tickets and the door's list need. Only GET (Workbox's default), only 200 answers,
 *   nothing with a query (a search of the list is not the list).
 * - Every copy is kept under the account the app knew when it was saved, and only that
 *   account's copies answer (keyedToAccount): on a shared device, one student's tickets are
 *   never shown to the next, whatever the session became meanwhile.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { OFFLINE_CACHES } from './offline-caches.ts';

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number];
type WorkboxPlugin = NonNullable<NonNullable<RuntimeCaching['options']>['plugins']>[number];
interface MatchContext {
  url: URL;
  request: Request;
  sameOrigin: boolean;
}

/**
 * A page of the app: a navigation that is not the API (its docs, sign-in callbacks), an
 * image, or a shared involvement record (never kept: a withdrawn link must stop showing).
 */
export const isAppPage = ({ url, request, sameOrigin }: MatchContext) =>
  sameOrigin && request.mode === 'navigate' && !/^\/(api|images|records)(\/|$)/.test(url.pathname);

/** Who is signed in, and the public configuration every page reads first. */
export const isSessionRead = ({ url, sameOrigin }: MatchContext) =>
  sameOrigin && !url.search && (url.pathname === '/api/session' || url.pathname === '/api/config');

/** The student's registrations (the ticket wallet's and the profile's list) and each one's QR ticket image (the event page's). */
export const isTicketRead = ({ url, sameOrigin }: MatchContext) =>
  sameOrigin && !url.search && (url.pathname === '/api/me/registrations' || /^\/api\/registrations\/[^/]+\/ticket\.svg$/.test(url.pathname));

/** An event, and its registration list, as the manage page reads them at the door. */
export const isDoorRead = ({ url, sameOrigin }: MatchContext) =>
  sameOrigin && !url.search && /^\/api\/events\/[^/]+(\/registrations)?$/.test(url.pathname);

/**
 * The cache key of every copy: its address with the account the page last recorded
 * (offline-caches.ts, OFFLINE_ACCOUNT; the names are spelled out, and the record read in
 * each callback, as this code is copied into sw.js as text). A copy is looked up under the
 * account known now, and saved under the one known when its request went out (whose
 * cookies it carried), even if the answer lands after the account changed. A copy saved for
 * one account is thus never the answer for another, nor for nobody.
 */
export const keyedToAccount: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    let account = 'nobody';
    try {
      const known = await (await caches.open('quad-account')).match('/offline-account');
      if (known) account = (await known.text()) || account;
    } catch {
      // No Cache API answer: nobody's.
    }
    if (state) state.account = account;
    return request;
  },
  cacheKeyWillBeUsed: async ({ request, mode, state }) => {
    let account = mode === 'write' && typeof state?.account === 'string' ? state.account : undefined;
    if (account === undefined) {
      account = 'nobody';
      try {
        const known = await (await caches.open('quad-account')).match('/offline-account');
        if (known) account = (await known.text()) || account;
      } catch {
        // No Cache API answer: nobody's.
      }
    }
    const key = new URL(request.url);
    key.searchParams.set('quad-account', account);
    return key.href;
  },
};

const WEEK_S = 7 * 24 * 60 * 60;

function apiReads(match: (context: MatchContext) => boolean, cacheName: string, maxEntries: number): RuntimeCaching {
  return {
    urlPattern: match,
    handler: 'NetworkFirst',
    options: {
      cacheName,
      networkTimeoutSeconds: 3,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries, maxAgeSeconds: WEEK_S },
      plugins: [keyedToAccount],
    },
  };
}

export const runtimeCaching: RuntimeCaching[] = [
  {
    urlPattern: isAppPage,
    handler: 'NetworkFirst',
    options: {
      cacheName: OFFLINE_CACHES.pages,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 30, maxAgeSeconds: WEEK_S },
      precacheFallback: { fallbackURL: '/index.html' },
      plugins: [keyedToAccount],
    },
  },
  apiReads(isSessionRead, OFFLINE_CACHES.session, 4),
  apiReads(isTicketRead, OFFLINE_CACHES.tickets, 60),
  apiReads(isDoorRead, OFFLINE_CACHES.door, 40),
];
