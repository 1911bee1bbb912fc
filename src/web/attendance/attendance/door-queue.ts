import type { TFunction } from 'i18next';
import { intlLocale, type UiLanguage } from '../../../domain/i18n/languages.ts';
import { translateMessage, translatorFor } from '../../../domain/i18n/messages-in.ts';
import { MSG } from '../../../domain/messages.ts';
import type { DoorList, DoorListEntry, ScanResult } from '../../../domain/responses/attendance.ts';
import type { ScanTarget } from '../../../domain/schemas/check-ins.ts';

/**
 * The door without a network, its pure part: a scan waiting to sync, how a scan
 * is judged against the device's copy of the list, and what a sync's answer says.
 */

/**
 * What POST /api/events/:id/check-ins takes: what was scanned and when. A code matched to
 * the list waits as its registration (the device keeps no ticket codes it need not); only a
 * code it could not check (no `crypto.subtle`, ticket-hash.ts) waits as the code.
 */
export type QueuedScan = ScanTarget & { at: string };

/** What the person at the door reads after a scan or a sync. */
export interface DoorMessage {
  tone: 'green' | 'blue' | 'orange' | 'red';
  message: string;
}

/** The page's `t` and language: what the door reads is said in it (English by default, as the tests read it). */
export interface DoorWords {
  t: TFunction;
  language: UiLanguage;
}
const ENGLISH = (): DoorWords => ({ t: translatorFor('en'), language: 'en' });

/** '6:30 PM'; in Hindi and Kannada as Intl writes their time. */
export const doorClock = (iso: string, language: UiLanguage) =>
  new Date(iso).toLocaleTimeString(language === 'hi' || language === 'kn' ? intlLocale(language) : 'en-US', { hour: 'numeric', minute: '2-digit' });

/** One key per ticket or registration: a queue holds each once. */
export const scanKey = (scan: ScanTarget) => ('ticket' in scan ? `ticket:${scan.ticket}` : `registration:${scan.registrationId}`);

/** The queue with this scan; a ticket or registration already waiting keeps its first (earliest) scan. */
export function addScan(queue: readonly QueuedScan[], scan: QueuedScan): QueuedScan[] {
  return queue.some((q) => scanKey(q) === scanKey(scan)) ? [...queue] : [...queue, scan];
}

/** The queue without the scans a sync delivered (scans added meanwhile stay). */
export function withoutSent(queue: readonly QueuedScan[], sent: readonly QueuedScan[]): QueuedScan[] {
  const done = new Set(sent.map((s) => `${scanKey(s)}\n${s.at}`));
  return queue.filter((q) => !done.has(`${scanKey(q)}\n${q.at}`));
}

export type LocalCheck =
  | { kind: 'queue'; scan: ScanTarget; entry: DoorListEntry | null; message: DoorMessage }
  | { kind: 'refuse'; message: DoorMessage };

const noList: LocalCheck = { kind: 'refuse', message: { tone: 'red', message: MSG.noDoorList } };

/**
 * A scanned or typed code while the server cannot be reached, judged against the device's
 * list by its hash (`hash` null: this browser cannot hash, so it is saved unchecked): an
 * unknown ticket says so at once; one checked in says when; any other is saved to be sent.
 */
export function checkTicketLocally(list: DoorList | null, queue: readonly QueuedScan[], ticket: string, hash: string | null, words: DoorWords = ENGLISH()): LocalCheck {
  if (!list) return noList;
  if (hash === null) return { kind: 'queue', scan: { ticket }, entry: null, message: { tone: 'blue', message: MSG.savedUnchecked } };
  const entry = list.entries.find((e) => e.ticketHash === hash);
  if (!entry) return { kind: 'refuse', message: { tone: 'red', message: MSG.ticketNotFound } };
  return checkEntry(entry, queue, words);
}

/** A "Check in <name>" button while the server cannot be reached: the registration, from the list. */
export function checkRegistrationLocally(list: DoorList | null, queue: readonly QueuedScan[], registrationId: string, words: DoorWords = ENGLISH()): LocalCheck {
  if (!list) return noList;
  const entry = list.entries.find((e) => e.registrationId === registrationId);
  if (!entry) return { kind: 'refuse', message: { tone: 'red', message: MSG.notSeatHolder } };
  return checkEntry(entry, queue, words);
}

/** Checked in by the list as last read, or by a scan waiting here: says when; else saved as its registration. */
function checkEntry(entry: DoorListEntry, queue: readonly QueuedScan[], { t, language }: DoorWords): LocalCheck {
  const waiting = queue.find((q) => 'registrationId' in q && q.registrationId === entry.registrationId);
  const at = entry.checkedInAt ?? waiting?.at;
  if (at) return { kind: 'refuse', message: { tone: 'orange', message: t('run.checkIn.alreadyAt', { name: entry.name, time: doorClock(at, language) }) } };
  return { kind: 'queue', scan: { registrationId: entry.registrationId }, entry, message: { tone: 'blue', message: t('run.door.savedNamed', { name: entry.name }) } };
}

const REFUSALS: Partial<Record<ScanResult['status'], string>> = {
  unknown: MSG.ticketNotFound,
  'not-seat-holder': MSG.notSeatHolder,
  'outside-window': MSG.scanOutsideWindow,
  future: MSG.scanInFuture,
};

/** "Synced 3 check-ins", and each scan the server did not take, with why. */
export function describeSync(results: readonly ScanResult[], { t, language }: DoorWords = ENGLISH()): DoorMessage {
  const taken = results.filter((r) => r.status === 'checked-in' || r.status === 'already').length;
  const refused = results.filter((r) => REFUSALS[r.status]);
  const parts = [t('run.door.synced', { count: taken }), ...refused.map((r) => `${r.name ?? r.ticket ?? r.registrationId}: ${translateMessage(REFUSALS[r.status]!, language)}`)];
  return { tone: refused.length ? 'orange' : 'green', message: parts.join(' ') };
}

/** The scans waiting, with the list's entry for each registration (a code saved unchecked has none). */
export function namedQueue(list: DoorList | null, queue: readonly QueuedScan[]) {
  const byId = new Map(list?.entries.map((e) => [e.registrationId, e]));
  return queue.map((q) => ({ ...q, key: scanKey(q), entry: 'registrationId' in q ? (byId.get(q.registrationId) ?? null) : null }));
}
