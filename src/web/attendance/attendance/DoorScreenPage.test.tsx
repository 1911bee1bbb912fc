import { act, cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { DoorCode } from '../../../domain/responses/attendance.ts';
import type { EventView } from '../../../domain/responses/events.ts';
import { firstComeEvent } from '../../../../test/support/fixtures.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { setLiveCounts } from '../../events/events/live.ts';
import { DOOR_TEXT, DoorScreenPage } from './DoorScreenPage.tsx';

const club: Me = { id: 'o1', name: 'Robotics Club', email: 'club@x.edu', role: 'organizer', usn: null, semester: null, phone: null, profileComplete: true } as Me;
const stranger: Me = { ...club, id: 's9', role: 'student' };

const event: EventView = {
  id: 'e1', name: 'Robot Night', date: '2030-11-25', time: '18:00', startsAt: '2030-11-25T18:00:00.000Z', venue: 'Lab 2', venueId: null, description: '',
  type: 'Workshop', capacity: 0, registrations: 3, waitlisted: 0, imageUrl: null, cardImageUrl: null, organizer: { id: 'o1', name: 'Robotics Club' },
  tags: [], seriesId: null, status: 'upcoming', ...firstComeEvent, selfCheckIn: true,
};


function fakeServer() {
  let n = 0;
  const fetch = vi.fn(async (path: string) => {
    if (path === '/api/events/e1') return jsonResponse(event);
    if (path === '/api/events/e1/door-code') {
      n++;
      const code: DoorCode = { code: `CODE${n}AAAAA`.slice(0, 10), url: `http://quad.test/events/e1/check-in?code=CODE${n}`, expiresAt: new Date(Date.now() + 30_000).toISOString(), checkedIn: 0, registrations: 3 };
      return jsonResponse(code);
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const show = (session: Me) =>
  renderInApp(<DoorScreenPage />, { client: testQueryClient({ session }), path: '/events/e1/door', route: '/events/:eventId/door', mantineEnv: 'test' });

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the door screen', { timeout: 20_000 }, () => {
  it("shows the event's name, the code's link as a QR code and the count, which follows the live stream", async () => {
    fakeServer();
    show(club);
    expect(await screen.findByRole('heading', { level: 1, name: 'Robot Night' })).toBeTruthy();
    const qr = await screen.findByRole('img', { name: /QR code to check in/ });
    expect(qr.getAttribute('data-url')).toBe('http://quad.test/events/e1/check-in?code=CODE1');
    await vi.waitFor(() => expect(qr.querySelector('svg')).toBeTruthy());
    const count = await screen.findByText('0 of 3 checked in');
    expect(count.getAttribute('aria-live')).toBe('polite');
    act(() => setLiveCounts('e1', { registrations: 3, waitlisted: 0, checkedIn: 1 }));
    expect(screen.getByText('1 of 3 checked in')).toBeTruthy();
    expect(screen.getByText(DOOR_TEXT.scan)).toBeTruthy();
  });

  it('goes full screen where the browser can', async () => {
    fakeServer();
    const request = vi.fn(() => Promise.resolve());
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: request, configurable: true });
    show(club);
    fireEvent.click(await screen.findByRole('button', { name: DOOR_TEXT.fullScreen }));
    expect(request).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'fullscreenEnabled', { value: undefined, configurable: true });
  });

  it("is refused to anyone not on the club's team, without asking for a code", async () => {
    const fetch = fakeServer();
    show(stranger);
    expect((await screen.findByRole('alert')).textContent).toBe(DOOR_TEXT.notTeam);
    expect(fetch.mock.calls.map(([path]) => path)).not.toContain('/api/events/e1/door-code');
  });
});
