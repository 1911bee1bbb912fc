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
  const fresh = useDoorList(eventId, enabled && checking && online);
  const send = useSendScans(eventId);
  const list = fresh.data ?? stored;
  // What the door reads is said in the page's language.
  const { t, i18n } = useTranslation();
  const words = useMemo(() => ({ t, language: i18n.language as UiLanguage }), [t, i18n.language]);

  useEffect(() => {
    if (!enabled || !account) return;
    let live = true;
    void browserDoorStorage().then(async (storage) => {
      const opened = doorStore(storage, eventId, account);
      const [kept, waiting] = await Promise.all([opened.list(), opened.queue()]);
      if (!live) return;
      setStored(kept);
      setQueue(waiting);
      setStore(opened);
    });
    return () => {
      live = false;
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

  /** Saves a scan the list check let through, at `at`; says what the door reads. */
  const keep = useCallback(
    async (check: LocalCheck, at: string): Promise<DoorMessage> => {
      if (check.kind === 'queue' && store) {
        await store.enqueue({ ...check.scan, at });
        setQueue(await store.queue());
      }
      return check.message;
    },
    [store],
  );

  /** A scan (or typed code) while the server cannot be reached: hashed, judged against the list, saved to sync. */
  const saveScan = useCallback(
    async (ticket: string): Promise<DoorMessage> => {
      const at = new Date().toISOString();
      if (!store) return { tone: 'red', message: MSG.noDoorList };
      const hash = await hashTicket(ticket);
      return keep(checkTicketLocally(list, await store.queue(), ticket, hash, words), at);
    },
    [store, list, keep, words],
  );

  /** A "Check in <name>" button while offline: saved as the registration, judged against the list. */
  const saveRegistration = useCallback(
    async (registrationId: string): Promise<DoorMessage> => {
      const at = new Date().toISOString();
      if (!store) return { tone: 'red', message: MSG.noDoorList };
      return keep(checkRegistrationLocally(list, await store.queue(), registrationId, words), at);
    },
    [store, list, keep, words],
  );

  const waiting = useMemo(() => namedQueue(list, queue), [list, queue]);
  /** When each registration's scan waiting here was taken: the list shows them as checked in. */
  const pendingAt = useMemo(() => new Map(waiting.filter((w) => w.entry).map((w) => [w.entry!.registrationId, w.at])), [waiting]);

  return { online, list, waiting, pendingAt, syncing, flush, saveScan, saveRegistration };
}
export type DoorSync = ReturnType<typeof useDoorSync>;
