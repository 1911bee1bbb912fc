/**
 * Where a door device keeps its copy of an event's list and its offline scans:
 * an IndexedDB store of its own (src/web/attendance/attendance/door-store.ts reads and writes it).
 * Here, apart from the attendance feature, so that sign-out can clear it without the
 * feature (or idb-keyval) joining the first download.
 */
export const DOOR_DB = 'quad-door';
export const DOOR_STORE = 'door';
/**
 * `list:<accountId>:<eventId>` the seat holders (tickets as hashes) as one door officer's
 * account read them, never shown to another; `queue:<eventId>` the scans waiting to sync.
 */
export const doorListKey = (eventId: string, accountId: string) => `list:${accountId}:${eventId}`;
export const doorQueueKey = (eventId: string) => `queue:${eventId}`;

/**
 * Sign-out, or another account on the device, forgets the registrant lists: names and
 * USNs stay on no shared device. Scans still waiting to sync are kept (they are check-ins that happened); the
 * next door officer who opens the event sends them.
 */
export async function clearDoorData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    const { createStore, keys, delMany } = await import('idb-keyval');
    const store = createStore(DOOR_DB, DOOR_STORE);
    const lists = (await keys(store)).filter((k) => String(k).startsWith('list:'));
    await delMany(lists, store);
  } catch {
    // Private browsing may refuse IndexedDB: then nothing was kept either.
  }
}
