/**
 * The service worker's runtime caches (service-worker.ts), one per purpose. Every one of
 * them holds what one signed-in person saw, so each copy is kept under that person's
 * account (OFFLINE_ACCOUNT), and they all go when the person changes.
 */
export const OFFLINE_CACHES = {
  /** Pages as they arrived (a page rendered by the server carries its viewer's session). */
  pages: 'quad-pages',
  /** GET /api/session and /api/config: who is signed in, for a page opened offline. */
  session: 'quad-session',
  /** A student's registrations and their QR tickets (the ticket wallet, the profile). */
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

/**
 * Whose copies the runtime caches may answer with: the account the app last knew on this
 * device, kept by the page (the worker cannot read the session cookie) in a cache of its
 * own. The worker keys every copy it saves and looks up by it (service-worker.ts, which
 * spells these names out: its code is copied into sw.js as text).
 */
export const OFFLINE_ACCOUNT = {
  cache: 'quad-account',
  key: '/offline-account',
  /** Nobody signed in (or not known yet). */
  nobody: 'nobody',
  /** The query parameter of a copy's cache key naming its account. */
  param: 'quad-account',
} as const;

let switching: Promise<void> = Promise.resolve();

/**
 * Tells the device's offline copies whose they are now: the account the app knows
 * (`null`: nobody signed in). When it is another than before (a sign-in, a sign-up, a
 * session that ended on the server or answers as someone else), the worker at once stops
 * answering with the earlier account's copies, then they are deleted, and with them a door
 * device's registrant lists. Calls run one after the other.
 */
export function keepOfflineCopiesFor(accountId: string | null): Promise<void> {
  switching = switching.then(() => switchAccount(accountId ?? OFFLINE_ACCOUNT.nobody)).catch(() => {});
  return switching;
}

async function switchAccount(account: string) {
  if (typeof caches === 'undefined') return;
  const records = await caches.open(OFFLINE_ACCOUNT.cache);
  const known = await records.match(OFFLINE_ACCOUNT.key);
  if ((known ? await known.text() : OFFLINE_ACCOUNT.nobody) === account) return;
  await records.put(OFFLINE_ACCOUNT.key, new Response(account));
  await clearOfflineCaches();
  // Fetched only now: the first download does not carry it (or idb-keyval).
  await import('../../app/door-data.ts').then((door) => door.clearDoorData());
}
