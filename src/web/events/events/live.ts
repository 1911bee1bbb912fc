import { useEffect, useSyncExternalStore } from 'react';
import type { CountUpdate } from '../../../domain/responses/live.ts';
import { useCatchUpEvents } from './api.ts';

/**
 * An event's counts as a card shows them: a `registrations` message of GET /api/live
 * without its event id. `checkedIn` only the door screen and the manage page read.
 */
export type LiveCounts = Omit<CountUpdate, 'eventId' | 'checkedIn'> & { checkedIn?: number };

/**
 * One EventSource per browser tab, shared by every card: counts arrive by event id
 * and each card reads its own. The connection opens with the first card and closes
 * with the last.
 */
const counts = new Map<string, LiveCounts>();
const listeners = new Set<() => void>();
let source: EventSource | null = null;
let users = 0;

/**
 * Counts change between the moment a page was read (often by the server, before the
 * app started) and the moment the stream opens: what was read before is read again then.
 */
function connect(onOpen: () => void) {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource('/api/live');
  source.addEventListener('open', onOpen);
  source.addEventListener('registrations', (message) => {
    try {
      // Every count the message has (checkedIn too), by its event: the shortest code for the first download.
      const { eventId, ...update } = JSON.parse((message as MessageEvent<string>).data) as CountUpdate;
      counts.set(eventId, update);
      for (const listener of listeners) listener();
    } catch {
      // ignore a malformed message
    }
  });
}

function retain(onOpen: () => void) {
  users++;
  connect(onOpen);
  return () => {
    users--;
    if (users === 0 && source) {
      source.close();
      source = null;
    }
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live counts of an event, starting from what the page loaded. */
export function useLiveCounts(eventId: string, initial: LiveCounts): LiveCounts {
  const catchUp = useCatchUpEvents();
  useEffect(() => retain(catchUp), [catchUp]);
  const live = useSyncExternalStore(subscribe, () => counts.get(eventId), () => undefined);
  return live ?? initial;
}

/** For tests and for a page that has just changed counts itself. */
export function setLiveCounts(eventId: string, value: LiveCounts) {
  counts.set(eventId, value);
  for (const listener of listeners) listener();
}
