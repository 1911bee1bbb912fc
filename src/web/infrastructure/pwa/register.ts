import { Workbox } from 'workbox-window';

/**
 * Registers the service worker. Loaded by main.tsx only after the page's `load`
 * event, so neither this nor workbox-window is part of any page's first download.
 *
 * Updates: the worker takes over at once (skipWaiting and clientsClaim, vite.config.ts),
 * quietly: no prompt and no reload, which would lose what a form holds. Pages come from the
 * network first, so the next one opened is the new version's, with its code precached.
 */
export function registerServiceWorker() {
  void new Workbox('/sw.js', { scope: '/' }).register({ immediate: true }).catch(() => {
    // Without a worker the app works as before, online only; nothing to tell the visitor.
  });
}
