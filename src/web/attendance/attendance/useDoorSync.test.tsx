import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inApp, testQueryClient } from '../../../../test/support/web.tsx';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { DoorList } from '../../../domain/responses/attendance.ts';
import { rootKeys } from '../../infrastructure/api/query-keys.ts';
import { useDoorSync } from './useDoorSync.ts';

const club = { id: 'o1', name: 'Robotics Club', email: 'club@x.edu', role: 'organizer', usn: null, semester: null, phone: null, profileComplete: true } as Me;
const list: DoorList = {
  eventId: 'e1',
  readAt: '2030-11-25T17:00:00.000Z',
  entries: [{ registrationId: 'r1', ticketHash: 'a'.repeat(64), name: 'Ines Reload', usn: '1RV22CS001', checkedInAt: null }],
};

/** What the door reads after a sync: stable, as the page's state setter is. */
const onMessage = () => {};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the door device', () => {
  it('judges a check-in taken the moment the page opens against the list, once its store has opened', async () => {
    // No network: every scan waits on the device.
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    // The list as the page already holds it; the device's own store (memory here, IndexedDB in a
    // browser) opens only after the first render.
    const client = testQueryClient({ session: club, queries: [[[...rootKeys.registrations, 'door-list', 'e1'], list]] });
    const wrapper = ({ children }: { children: ReactNode }) => inApp(children, { client });
    const { result } = renderHook(() => useDoorSync('e1', { enabled: true, checking: true, onMessage }), { wrapper });
    const saving = result.current.saveRegistration('r1');
    let said: Awaited<typeof saving> | undefined;
    await act(async () => {
      said = await saving;
    });
    expect(said).toEqual({ tone: 'blue', message: 'Saved, will sync: Ines Reload' });
    expect(result.current.waiting.map((w) => w.entry?.name)).toEqual(['Ines Reload']);
  });
});
