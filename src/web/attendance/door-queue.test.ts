import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.ts';
import type { DoorList, ScanResult } from '../../domain/responses/attendance.ts';
import { addScan, checkLocally, describeSync, namedQueue, withoutSent } from './door-queue.ts';
import { doorStore, memoryDoorStorage } from './door-store.ts';

const list: DoorList = {
  eventId: 'e1',
  readAt: '2030-11-25T09:00:00.000Z',
  entries: [
    { registrationId: 'e1_A', ticketCode: 'TICKET-A', name: 'Asha', usn: '1RV22CS001', checkedInAt: null },
    { registrationId: 'e1_B', ticketCode: 'TICKET-B', name: 'Bilal', usn: '1RV22CS002', checkedInAt: '2030-11-25T09:30:00.000Z' },
  ],
};
const scan = (ticket: string, at = '2030-11-25T09:45:00.000Z') => ({ ticket, at });

describe('the door queue (issue 20)', () => {
  it('keeps one scan per ticket, the first', () => {
    const queue = addScan(addScan([], scan('TICKET-A')), scan('TICKET-A', '2030-11-25T09:50:00.000Z'));
    expect(queue).toEqual([scan('TICKET-A')]);
  });

  it('drops what a sync sent and keeps scans added meanwhile', () => {
    const sent = [scan('TICKET-A')];
    expect(withoutSent([scan('TICKET-A'), scan('TICKET-C')], sent)).toEqual([scan('TICKET-C')]);
  });

  it('offline, saves a ticket on the list, says at once when one is unknown or already in', () => {
    const saved = checkLocally(list, [], 'TICKET-A');
    expect(saved).toMatchObject({ kind: 'queue', entry: { name: 'Asha' }, message: { tone: 'blue', message: `${MSG.savedWillSync}: Asha` } });
    expect(checkLocally(list, [], 'NOT-A-TICKET')).toEqual({ kind: 'refuse', message: { tone: 'red', message: MSG.ticketNotFound } });
    expect(checkLocally(list, [], 'TICKET-B')).toMatchObject({ kind: 'refuse', message: { tone: 'orange' } });
    expect(checkLocally(list, [scan('TICKET-A')], 'TICKET-A').message.message).toMatch(/^Asha was already checked in at /);
    expect(checkLocally(null, [], 'TICKET-A')).toEqual({ kind: 'refuse', message: { tone: 'red', message: MSG.noDoorList } });
  });

  it('says how many synced, and each scan the server did not take', () => {
    const results: ScanResult[] = [
      { ticket: 'TICKET-A', status: 'checked-in', checkedInAt: '2030-11-25T09:45:00.000Z', name: 'Asha' },
      { ticket: 'TICKET-B', status: 'already', checkedInAt: '2030-11-25T09:30:00.000Z', name: 'Bilal' },
      { ticket: 'TICKET-C', status: 'checked-in', checkedInAt: '2030-11-25T09:46:00.000Z', name: 'Chen' },
    ];
    expect(describeSync(results)).toEqual({ tone: 'green', message: 'Synced 3 check-ins.' });
    expect(describeSync([...results, { ticket: 'X', status: 'unknown', checkedInAt: null }])).toEqual({
      tone: 'orange', message: `Synced 3 check-ins. X: ${MSG.ticketNotFound}`,
    });
  });

  it('names the waiting scans from the list', () => {
    expect(namedQueue(list, [scan('TICKET-A'), scan('GONE')]).map((w) => w.entry?.name ?? w.ticket)).toEqual(['Asha', 'GONE']);
  });

  it('keeps an event’s list and queue in the storage given, two scans at once both kept', async () => {
    const storage = memoryDoorStorage();
    const store = doorStore(storage, 'e1');
    expect(await store.list()).toBeNull();
    await store.saveList(list);
    await Promise.all([store.enqueue(scan('TICKET-A')), store.enqueue(scan('TICKET-C'))]);
    const again = doorStore(storage, 'e1');
    expect(await again.list()).toEqual(list);
    expect(await again.queue()).toEqual([scan('TICKET-A'), scan('TICKET-C')]);
    await again.removeSent([scan('TICKET-A')]);
    expect(await store.queue()).toEqual([scan('TICKET-C')]);
    expect(await doorStore(storage, 'e2').queue()).toEqual([]);
  });
});
