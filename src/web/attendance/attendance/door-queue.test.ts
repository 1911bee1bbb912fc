import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { MSG } from '../../../domain/messages.ts';
import type { DoorList, ScanResult } from '../../../domain/responses/attendance.ts';
import { addScan, checkRegistrationLocally, checkTicketLocally, describeSync, namedQueue, withoutSent } from './door-queue.ts';
import { doorStore, memoryDoorStorage } from './door-store.ts';
import { hashTicket } from './ticket-hash.ts';

const hashed = async (code: string) => (await hashTicket(code))!;
const list: DoorList = {
  eventId: 'e1',
  readAt: '2030-11-25T09:00:00.000Z',
  entries: [
    { registrationId: 'e1_A', ticketHash: await hashed('TICKET-A'), name: 'Asha', usn: '1RV22CS001', checkedInAt: null },
    { registrationId: 'e1_B', ticketHash: await hashed('TICKET-B'), name: 'Bilal', usn: '1RV22CS002', checkedInAt: '2030-11-25T09:30:00.000Z' },
  ],
};
const AT = '2030-11-25T09:45:00.000Z';
const scan = (ticket: string, at = AT) => ({ ticket, at });
const byRegistration = (registrationId: string, at = AT) => ({ registrationId, at });

describe('the ticket hash', () => {
  it('is the lowercase hex SHA-256 of the code’s UTF-8, as the server’s door list has it', async () => {
    // FIPS 180-2's test vector, and a code beyond ASCII (UTF-8, not UTF-16).
    expect(await hashTicket('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await hashTicket('\u00e9')).toBe('4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c');
  });

  it('is null where the browser has no crypto.subtle (plain http on a LAN address)', async () => {
    expect(await hashTicket('TICKET-A', null)).toBeNull();
  });
});

describe('the door queue', () => {
  it('keeps one scan per ticket or registration, the first', () => {
    const queue = addScan(addScan([], scan('TICKET-A')), scan('TICKET-A', '2030-11-25T09:50:00.000Z'));
    expect(queue).toEqual([scan('TICKET-A')]);
    const both = addScan(addScan(queue, byRegistration('e1_A')), byRegistration('e1_A', '2030-11-25T09:50:00.000Z'));
    expect(both).toEqual([scan('TICKET-A'), byRegistration('e1_A')]);
  });

  it('drops what a sync sent and keeps scans added meanwhile', () => {
    const sent = [scan('TICKET-A'), byRegistration('e1_A')];
    expect(withoutSent([scan('TICKET-A'), byRegistration('e1_A'), scan('TICKET-C'), byRegistration('e1_C')], sent)).toEqual([scan('TICKET-C'), byRegistration('e1_C')]);
  });

  it('offline, a code on the list (by its hash) is saved as its registration; unknown or already in is said at once', async () => {
    const saved = checkTicketLocally(list, [], 'TICKET-A', await hashed('TICKET-A'));
    expect(saved).toEqual({
      kind: 'queue', scan: { registrationId: 'e1_A' }, entry: list.entries[0], message: { tone: 'blue', message: `${MSG.savedWillSync}: Asha` },
    });
    expect(checkTicketLocally(list, [], 'NOT-A-TICKET', await hashed('NOT-A-TICKET'))).toEqual({ kind: 'refuse', message: { tone: 'red', message: MSG.ticketNotFound } });
    expect(checkTicketLocally(list, [], 'TICKET-B', await hashed('TICKET-B'))).toMatchObject({ kind: 'refuse', message: { tone: 'orange' } });
    expect(checkTicketLocally(list, [byRegistration('e1_A')], 'TICKET-A', await hashed('TICKET-A')).message.message).toMatch(/^Asha was already checked in at /);
    expect(checkTicketLocally(null, [], 'TICKET-A', await hashed('TICKET-A'))).toEqual({ kind: 'refuse', message: { tone: 'red', message: MSG.noDoorList } });
  });

  it('without a hash (no crypto.subtle), saves the code unchecked for the server to judge', () => {
    expect(checkTicketLocally(list, [], 'NOT-A-TICKET', null)).toEqual({
      kind: 'queue', scan: { ticket: 'NOT-A-TICKET' }, entry: null, message: { tone: 'blue', message: MSG.savedUnchecked },
    });
    expect(MSG.savedUnchecked.startsWith(MSG.savedWillSync)).toBe(true);
  });

  it('offline, a list button saves its registration; one already in or waiting says when', () => {
    expect(checkRegistrationLocally(list, [], 'e1_A')).toMatchObject({ kind: 'queue', scan: { registrationId: 'e1_A' } });
    expect(checkRegistrationLocally(list, [], 'e1_B').message.message).toMatch(/^Bilal was already checked in at /);
    expect(checkRegistrationLocally(list, [byRegistration('e1_A')], 'e1_A').message.message).toMatch(/^Asha was already checked in at /);
    expect(checkRegistrationLocally(list, [], 'e1_GONE')).toEqual({ kind: 'refuse', message: { tone: 'red', message: MSG.notSeatHolder } });
    expect(checkRegistrationLocally(null, [], 'e1_A')).toEqual({ kind: 'refuse', message: { tone: 'red', message: MSG.noDoorList } });
  });

  it('says how many synced, and each scan the server did not take', () => {
    const results: ScanResult[] = [
      { ticket: 'TICKET-A', status: 'checked-in', checkedInAt: '2030-11-25T09:45:00.000Z', name: 'Asha' },
      { registrationId: 'e1_B', status: 'already', checkedInAt: '2030-11-25T09:30:00.000Z', name: 'Bilal' },
      { ticket: 'TICKET-C', status: 'checked-in', checkedInAt: '2030-11-25T09:46:00.000Z', name: 'Chen' },
    ];
    expect(describeSync(results)).toEqual({ tone: 'green', message: 'Synced 3 check-ins.' });
    expect(describeSync([...results, { ticket: 'X', status: 'unknown', checkedInAt: null }, { registrationId: 'e1_Z', status: 'unknown', checkedInAt: null }])).toEqual({
      tone: 'orange', message: `Synced 3 check-ins. X: ${MSG.ticketNotFound} e1_Z: ${MSG.ticketNotFound}`,
    });
  });

  it('says it in the page’s language: the sync, a refusal and a saved scan in Kannada', async () => {
    const kn = { t: translatorFor('kn'), language: 'kn' as const };
    const taken: ScanResult[] = [
      { registrationId: 'e1_A', status: 'checked-in', checkedInAt: '2030-11-25T09:40:00.000Z', name: 'Asha' },
      { registrationId: 'e1_B', status: 'already', checkedInAt: '2030-11-25T09:30:00.000Z', name: 'Bilal' },
    ];
    expect(describeSync([...taken, { ticket: 'X', status: 'unknown', checkedInAt: null }], kn).message).toBe(`2 ಚೆಕ್-ಇನ್‌ಗಳು ಸಿಂಕ್ ಆದವು. X: ${translatorFor('kn')('msg:ticketNotFound')}`);
    expect(checkRegistrationLocally(list, [], 'e1_A', kn).message.message).toBe('ಸೇವ್ ಆಯ್ತು, ಸಿಂಕ್ ಆಗುತ್ತದೆ: Asha');
  });

  it('names the waiting scans from the list', () => {
    const named = namedQueue(list, [byRegistration('e1_A'), scan('UNCHECKED'), byRegistration('e1_GONE')]);
    expect(named.map((w) => w.entry?.name ?? null)).toEqual(['Asha', null, null]);
    expect(named.map((w) => w.key)).toEqual(['registration:e1_A', 'ticket:UNCHECKED', 'registration:e1_GONE']);
  });

  it('keeps an event’s list and queue in the storage given, two scans at once both kept', async () => {
    const storage = memoryDoorStorage();
    const store = doorStore(storage, 'e1', 'officer-a');
    expect(await store.list()).toBeNull();
    await store.saveList(list);
    await Promise.all([store.enqueue(byRegistration('e1_A')), store.enqueue(scan('TICKET-C'))]);
    const again = doorStore(storage, 'e1', 'officer-a');
    expect(await again.list()).toEqual(list);
    expect(await again.queue()).toEqual([byRegistration('e1_A'), scan('TICKET-C')]);
    await again.removeSent([byRegistration('e1_A')]);
    expect(await store.queue()).toEqual([scan('TICKET-C')]);
    expect(await doorStore(storage, 'e2', 'officer-a').queue()).toEqual([]);
  });

  it('keeps a list for the account that read it: another on the device sees none, but the scans waiting are the event’s', async () => {
    const storage = memoryDoorStorage();
    await doorStore(storage, 'e1', 'officer-a').saveList(list);
    await doorStore(storage, 'e1', 'officer-a').enqueue(scan('TICKET-C'));
    const next = doorStore(storage, 'e1', 'officer-b');
    expect(await next.list()).toBeNull();
    expect(await next.queue()).toEqual([scan('TICKET-C')]);
  });
});
