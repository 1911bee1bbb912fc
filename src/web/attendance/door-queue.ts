import { MSG, syncedCheckIns } from '../../domain/messages.ts';
import type { DoorList, DoorListEntry, ScanResult } from '../../domain/responses/attendance.ts';

/**
 * The door without a network (issue 20), its pure part: a scan waiting to sync, how a scan
 * is judged against the device's copy of the list, and what a sync's answer says.
 */

/** What POST /api/events/:id/check-ins takes: the ticket and when the device scanned it. */
export interface QueuedScan {
  ticket: string;
  at: string;
}

/** What the person at the door reads after a scan or a sync. */
export interface DoorMessage {
  tone: 'green' | 'blue' | 'orange' | 'red';
  message: string;
}

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The queue with this scan; a ticket already waiting keeps its first (earliest) scan. */
export function addScan(queue: readonly QueuedScan[], scan: QueuedScan): QueuedScan[] {
  return queue.some((q) => q.ticket === scan.ticket) ? [...queue] : [...queue, scan];
}

/** The queue without the scans a sync delivered (scans added meanwhile stay). */
export function withoutSent(queue: readonly QueuedScan[], sent: readonly QueuedScan[]): QueuedScan[] {
  const done = new Set(sent.map((s) => `${s.ticket}\n${s.at}`));
  return queue.filter((q) => !done.has(`${q.ticket}\n${q.at}`));
}

export type LocalCheck =
  | { kind: 'queue'; entry: DoorListEntry | null; message: DoorMessage }
  | { kind: 'refuse'; message: DoorMessage };

/**
 * A scan while the server cannot be reached, judged against the device's list: an unknown
 * ticket says so at once; one checked in (by the list as last read, or a scan waiting here)
 * says when; any other is saved to be sent.
 */
export function checkLocally(list: DoorList | null, queue: readonly QueuedScan[], ticket: string): LocalCheck {
  if (!list) return { kind: 'refuse', message: { tone: 'red', message: MSG.noDoorList } };
  const entry = list.entries.find((e) => e.ticketCode === ticket);
  if (!entry) return { kind: 'refuse', message: { tone: 'red', message: MSG.ticketNotFound } };
  const waiting = queue.find((q) => q.ticket === ticket);
  const at = entry.checkedInAt ?? waiting?.at;
  if (at) return { kind: 'refuse', message: { tone: 'orange', message: `${entry.name} was already checked in at ${clock(at)}.` } };
  return { kind: 'queue', entry, message: { tone: 'blue', message: `${MSG.savedWillSync}: ${entry.name}` } };
}

const REFUSALS: Partial<Record<ScanResult['status'], string>> = {
  unknown: MSG.ticketNotFound,
  'not-seat-holder': MSG.notSeatHolder,
  'outside-window': MSG.scanOutsideWindow,
  future: MSG.scanInFuture,
};

/** "Synced 3 check-ins", and each scan the server did not take, with why. */
export function describeSync(results: readonly ScanResult[]): DoorMessage {
  const taken = results.filter((r) => r.status === 'checked-in' || r.status === 'already').length;
  const refused = results.filter((r) => REFUSALS[r.status]);
  const parts = [`${syncedCheckIns(taken)}.`, ...refused.map((r) => `${r.name ?? r.ticket}: ${REFUSALS[r.status]}`)];
  return { tone: refused.length ? 'orange' : 'green', message: parts.join(' ') };
}

/** The scans waiting, with the names the list gives them (a ticket not on it shows as its code). */
export function namedQueue(list: DoorList | null, queue: readonly QueuedScan[]) {
  const byTicket = new Map(list?.entries.map((e) => [e.ticketCode, e]));
  return queue.map((q) => ({ ...q, entry: byTicket.get(q.ticket) ?? null }));
}
