import type { DoorList } from '../../../domain/responses/attendance.ts';
import { DOOR_DB, DOOR_STORE, doorListKey, doorQueueKey } from '../../app/door-data.ts';
import { addScan, withoutSent, type QueuedScan } from './door-queue.ts';

/** The little of a key-value store the door needs; IndexedDB in the browser, a Map in tests and where IndexedDB is refused. */
export interface DoorStorage {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  /** Reads and writes one key atomically: two scans at once both stay. */
  update<T>(key: string, change: (old: T | undefined) => T): Promise<void>;
}

export function memoryDoorStorage(): DoorStorage {
  const map = new Map<string, unknown>();
  return {
    get: async <T,>(key: string) => map.get(key) as T | undefined,
    set: async (key, value) => void map.set(key, value),
    update: async <T,>(key: string, change: (old: T | undefined) => T) => void map.set(key, change(map.get(key) as T | undefined)),
  };
}

/** IndexedDB through idb-keyval, loaded with the manage page only. */
export async function browserDoorStorage(): Promise<DoorStorage> {
  if (typeof indexedDB === 'undefined') return memoryDoorStorage();
  const { createStore, get, set, update } = await import('idb-keyval');
  const store = createStore(DOOR_DB, DOOR_STORE);
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    update: (key, change) => update(key, change, store),
  };
}

/** One event's door data on this device: its list (as `accountId` read it) and its scans waiting to sync. */
export function doorStore(storage: DoorStorage, eventId: string, accountId: string) {
  return {
    list: async () => (await storage.get<DoorList>(doorListKey(eventId, accountId))) ?? null,
    saveList: (list: DoorList) => storage.set(doorListKey(eventId, accountId), list),
    queue: async () => (await storage.get<QueuedScan[]>(doorQueueKey(eventId))) ?? [],
    enqueue: (scan: QueuedScan) => storage.update<QueuedScan[]>(doorQueueKey(eventId), (old) => addScan(old ?? [], scan)),
    removeSent: (sent: readonly QueuedScan[]) => storage.update<QueuedScan[]>(doorQueueKey(eventId), (old) => withoutSent(old ?? [], sent)),
  };
}
export type DoorStore = ReturnType<typeof doorStore>;
