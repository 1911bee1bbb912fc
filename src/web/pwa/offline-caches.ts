/**
 * The service worker's runtime caches (service-worker.ts), one per purpose. Every one of
 * them holds what one signed-in person saw, so they go when the person changes.
 */
export const OFFLINE_CACHES = {
  /** Pages as they arrived (a page rendered by the server carries its viewer's session). */
  pages: 'quad-pages',
  /** GET /api/session and /api/config: who is signed in, for a page opened offline. */
  session: 'quad-session',
  /** A student's registrations and their QR tickets (the profile). */
  tickets: 'quad-tickets',
  /** An event and its registration list (the manage page, at the door). */
  door: 'quad-door',
} as const;

/**
 * Deletes the runtime caches (not the app's precached code). Nothing to do without the
 * Cache API, or where it refuses (a private window may): nothing was kept there either.
 */
export async function clearOfflineCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(Object.values(OFFLINE_CACHES).map((name) => caches.delete(name))).catch(() => {});
}
