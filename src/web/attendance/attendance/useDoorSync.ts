import { useNetwork } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { MSG } from '../../../domain/messages.ts';
import type { DoorList, ScanResult } from '../../../domain/responses/attendance.ts';
import { CLIENT_SCAN_BATCH } from '../../../domain/schemas/check-ins.ts';
import { hasStatus, problemMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { useDoorList, useSendScans } from './api.ts';
import { checkRegistrationLocally, checkTicketLocally, describeSync, namedQueue, type DoorMessage, type LocalCheck, type QueuedScan } from './door-queue.ts';
import { browserDoorStorage, doorStore, type DoorStore } from './door-store.ts';
import { hashTicket } from './ticket-hash.ts';

/** How often scans still waiting are tried again while the page is open. */
const RETRY_MS = 20_000;

interface Options {
  /** The viewer works this event's door (else nothing is read or kept). */
  enabled: boolean;
  /** Check-in mode is on: the list is kept fresh on the device. */
  checking: boolean;
  /** What the door reads after a sync (stable: a state setter). */
  onMessage: (message: DoorMessage) => void;
}

/**
 * The door without a network: the device keeps the event's list (tickets as
 * hashes, read again whenever online) and a queue of scans taken while the server could not be reached, both
 * in IndexedDB so a reload loses neither; the queue is sent in batches on load, when the
 * browser says it is online again, and every RETRY_MS while scans wait.
 */
export function useDoorSync(eventId: string, { enabled, checking, onMessage }: Options) {
  const { online } = useNetwork();
  const account = useSession().user?.id;
  const [store, setStore] = useState<DoorStore | null>(null);
  const [stored, setStored] = useState<DoorList | null>(null);
  const [queue, setQueue] = useState<QueuedScan[]>([]);
  const [syncing, setSyncing] = useState(false);
  const busy = useRef(false);
  /** The device's store as it opens: a scan taken just after a reload waits for it. */
  const opening = useRef<Promise<DoorStore> | null>(null);
  const fresh = useDoorList(eventId, enabled && checking && online);
  const send = useSendScans(eventId);
  const list = fresh.data ?? stored;
  // What the door reads is said in the page's language.
  const { t, i18n } = useTranslation();
  const words = useMemo(() => ({ t, language: i18n.language as UiLanguage }), [t, i18n.language]);

  useEffect(() => {
    if (!enabled || !account) return;
    let live = true;
    const opened = browserDoorStorage().then((storage) => doorStore(storage, eventId, account));
    opening.current = opened;
    void opened.then(async (door) => {
      const [kept, waiting] = await Promise.all([door.list(), door.queue()]);
      if (!live) return;
      setStored(kept);
      setQueue(waiting);
      setStore(door);
    });
    return () => {
      live = false;
      opening.current = null;
    };
  }, [eventId, enabled, account]);

  useEffect(() => {
    if (fresh.data && store) void store.saveList(fresh.data);
  }, [fresh.data, store]);

  const flush = useCallback(async () => {
    if (!store || busy.current) return;
    busy.current = true;
    setSyncing(true);
    const results: ScanResult[] = [];
    try {
      for (let waiting = await store.queue(); waiting.length > 0; waiting = await store.queue()) {
        const batch = waiting.slice(0, CLIENT_SCAN_BATCH);
        results.push(...(await send(batch)));
        await store.removeSent(batch);
      }
    } catch (error) {
      // No network: the scans wait for the next try. A refusal (signed out, off the team) is said.
      if (!hasStatus(error, 0)) onMessage({ tone: 'red', message: problemMessage(error, { shown: () => true, fallback: MSG.internalError }) });
    } finally {
      busy.current = false;
      setSyncing(false);
      setQueue(await store.queue());
      if (results.length > 0) onMessage(describeSync(results, words));
    }
  }, [store, send, onMessage, words]);

  useEffect(() => {
    if (store) void flush();
  }, [store, flush]);
  useEffect(() => {
    const retry = () => void flush();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [flush]);
  useEffect(() => {
    if (queue.length === 0) return;
    const timer = setInterval(() => navigator.onLine && void flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [queue.length, flush]);

  /** The store and the list to judge a scan against, once the store has opened (null: no store here). */
  const ready = useCallback(async (): Promise<{ door: DoorStore; known: DoorList | null } | null> => {
    const door = store ?? (await opening.current);
    if (!door) return null;
    return { door, known: list ?? (await door.list()) };
  }, [store, list]);

  /** Saves a scan the list check let through, at `at`; says what the door reads. */
  const keep = useCallback(async (door: DoorStore, check: LocalCheck, at: string): Promise<DoorMessage> => {
    if (check.kind === 'queue') {
      await door.enqueue({ ...check.scan, at });
      setQueue(await door.queue());
    }
    return check.message;
  }, []);

  /** A scan (or typed code) while the server cannot be reached: hashed, judged against the list, saved to sync. */
  const saveScan = useCallback(
    async (ticket: string): Promise<DoorMessage> => {
      const at = new Date().toISOString();
      const here = await ready();
      if (!here) return { tone: 'red', message: MSG.noDoorList };
      const hash = await hashTicket(ticket);
      return keep(here.door, checkTicketLocally(here.known, await here.door.queue(), ticket, hash, words), at);
    },
    [ready, keep, words],
  );

  /** A "Check in <name>" button while offline: saved as the registration, judged against the list. */
  const saveRegistration = useCallback(
    async (registrationId: string): Promise<DoorMessage> => {
      const at = new Date().toISOString();
      const here = await ready();
      if (!here) return { tone: 'red', message: MSG.noDoorList };
      return keep(here.door, checkRegistrationLocally(here.known, await here.door.queue(), registrationId, words), at);
    },
    [ready, keep, words],
  );

  const waiting = useMemo(() => namedQueue(list, queue), [list, queue]);
  /** When each registration's scan waiting here was taken: the list shows them as checked in. */
  const pendingAt = useMemo(() => new Map(waiting.filter((w) => w.entry).map((w) => [w.entry!.registrationId, w.at])), [waiting]);

  return { online, list, waiting, pendingAt, syncing, flush, saveScan, saveRegistration };
}
export type DoorSync = ReturnType<typeof useDoorSync>;
