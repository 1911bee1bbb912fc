import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { EventViewerState } from '../../../domain/responses/events.ts';
import { firstComeEvent, plainRegistration } from '../../../../test/support/fixtures.ts';
import { inApp, jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { eventKeys } from '../events/api.ts';
import { EventActions } from '../../registrations/registrations/index.ts';
import { EventPage } from './EventPage.tsx';

const event = (changes: Partial<EventView> = {}): EventView => ({
  id: 'e1', name: 'Company Visit', date: '2030-05-04', time: '16:00', startsAt: '2030-05-04T10:30:00.000Z', venue: 'Main Gate',
  description: 'Forty seats.', type: 'Workshop', capacity: 40, registrations: 40, waitlisted: 3, imageUrl: null, cardImageUrl: null,
  organizer: { id: 'o1', name: 'Placement Cell' }, tags: [], ...firstComeEvent, seriesId: null, status: 'upcoming', ...changes,
});
const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };
const viewer = (changes: Partial<EventViewerState>): EventViewerState => ({ registrationId: 'e1_1RV22CS001', waitlisted: false, feedbackGiven: false, ...changes });
const offered = event({ claimHours: 12, viewer: viewer({ status: 'offered', offerExpiresAt: '2030-05-03T06:30:00.000Z' }) });

const notFound = () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
/** The clubs the student follows (the page's Follow button reads them): none. */
const following = { organizers: [] };

function show(e: EventView, search = '') {
  const client = testQueryClient({ session: student, queries: [[eventKeys.one(e.id), e]] });
  renderInApp(<EventPage />, { client, path: `/events/${e.id}${search}`, route: '/events/:eventId', mantineEnv: 'test' });
  return client;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a seat offered, on the event page', () => {
  it('says so, with the deadline and a prominent Confirm my seat; no ticket yet', async () => {
    show(offered);
    expect(screen.getByRole('heading', { level: 2, name: 'Seat offered' })).toBeTruthy();
    // The button's code loads when a seat is on offer (LazyConfirmSeat.tsx).
    expect(await screen.findByText('Confirm by Fri 3 May 2030, 6:30 AM UTC')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Confirm my seat' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Confirm my seat' })).toBeNull();
    expect(screen.queryByRole('img', { name: /QR ticket/ })).toBeNull();
  });

  it('confirmed, shows the ticket', async () => {
    let confirmed = false;
    const fetch = vi.fn(async (path: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        confirmed = true;
        return jsonResponse({ id: 'e1_1RV22CS001', eventId: 'e1', name: 'Asha Rao', usn: '1RV22CS001', email: 'asha@x.edu', semester: '3', contactNo: null, status: 'registered', createdAt: '2030-04-01T10:00:00.000Z', checkedInAt: null, ...plainRegistration });
      }
      if (path === '/api/events/e1') return jsonResponse(confirmed ? event({ claimHours: 12, viewer: viewer({ status: 'registered' }) }) : offered);
      return path === '/api/me/following' ? jsonResponse(following) : notFound();
    });
    vi.stubGlobal('fetch', fetch);
    show(offered);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my seat' }));
    expect(await screen.findByRole('img', { name: 'QR ticket for Company Visit' })).toBeTruthy();
    const [path, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST') as unknown as [string, RequestInit];
    expect(path).toBe('/api/registrations/e1_1RV22CS001/confirm');
    expect(init.method).toBe('POST');
    expect(screen.queryByRole('heading', { name: 'Seat offered' })).toBeNull();
  });

  it("too late, shows the server's message", async () => {
    const fetch = vi.fn(async (path: string, init?: RequestInit) => {
      if (init?.method === 'POST') return jsonResponse({ error: { code: 'OFFER_EXPIRED', message: MSG.offerExpired } }, 409);
      return path === '/api/events/e1' ? jsonResponse(offered) : path === '/api/me/following' ? jsonResponse(following) : notFound();
    });
    vi.stubGlobal('fetch', fetch);
    show(offered);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my seat' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.offerExpired);
    // The refusal changed what the page shows too: the event is read again.
    await waitFor(() => expect(fetch.mock.calls.some(([path, init]) => path === '/api/events/e1' && init?.method === 'GET')).toBe(true));
  });

  it('arrived by the offer e-mail (?claim=1), the button is in view and focused', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    show(offered, '?claim=1');
    const button = await screen.findByRole('button', { name: 'Confirm my seat' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(scrolled).toHaveBeenCalled();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});

describe('the offer e-mail opened signed out', () => {
  it('asks to log in, and comes back to the seat', () => {
    const client = testQueryClient({ session: null, queries: [[eventKeys.one('e1'), event()]] });
    renderInApp(<EventPage />, { client, path: '/events/e1?claim=1', route: '/events/:eventId', mantineEnv: 'test' });
    expect(screen.getByRole('heading', { level: 2, name: 'A seat is waiting for you' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});

describe("the student's other states on the event page", () => {
  it('pending approval, declined, entered the draw: said, without a ticket', () => {
    show(event({ approval: true, viewer: viewer({ status: 'pending' }) }));
    expect(screen.getByRole('heading', { level: 2, name: 'Pending approval' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR ticket/ })).toBeNull();
    cleanup();
    show(event({ approval: true, viewer: viewer({ status: 'declined' }) }));
    expect(screen.getByRole('heading', { level: 2, name: 'Declined' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Registration' })).toBeNull();
    cleanup();
    show(event({ allocation: 'lottery', drawAt: '2030-05-02T12:00:00.000Z', viewer: viewer({ status: 'entered' }) }));
    expect(screen.getByRole('heading', { level: 2, name: 'Entered the draw' })).toBeTruthy();
    expect(screen.getByText(MSG.enteredDraw)).toBeTruthy();
    expect(screen.getAllByText('Draw on Thu 2 May 2030, 12:00 PM UTC').length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: /QR ticket/ })).toBeNull();
  });

  it('registered: the ticket, and no state panel', () => {
    show(event({ viewer: viewer({ status: 'registered' }) }));
    expect(screen.getByRole('heading', { name: 'Your ticket' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Registered' })).toBeNull();
  });
});

describe('a lottery on its page', () => {
  it("before the draw: 'Seats by lottery · draw on <date, time>' and 'Enter the lottery'", () => {
    vi.useFakeTimers({ now: new Date('2030-05-01T00:00:00Z'), toFake: ['Date'] });
    show(event({ allocation: 'lottery', drawAt: '2030-05-02T12:00:00.000Z', viewer: undefined }));
    expect(screen.getByText('Seats by lottery · draw on Thu 2 May 2030, 12:00 PM UTC')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enter the lottery' })).toBeTruthy();
  });

  it('after the draw: when, its seed, and a link to check the draw', async () => {
    const seed = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    const fetch = vi.fn(async (path: string) =>
      path === '/api/events/e1/draw'
        ? jsonResponse({ eventId: 'e1', seed, capacity: 40, entrants: [], winners: [], waitlist: [], drawnAt: '2030-05-02T12:00:03.000Z', algorithm: 'x' })
        : path === '/api/me/following' ? jsonResponse(following) : notFound(),
    );
    vi.stubGlobal('fetch', fetch);
    show(event({ allocation: 'lottery', drawAt: '2030-05-02T12:00:00.000Z', drawnAt: '2030-05-02T12:00:03.000Z', viewer: undefined }));
    expect(await screen.findByText('Drawn on Thu 2 May 2030, 12:00 PM UTC · seed 9f86d081884c…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check the draw' }).getAttribute('href')).toBe('/api/events/e1/draw');
    expect(screen.getByText(MSG.drawHeld)).toBeTruthy();
  });
});

describe("an entrant's own place in the draw", () => {
  it('names their entry id and where it landed, so they can find themselves in the published draw', async () => {
    const drawn = { eventId: 'e1', seed: 'ab'.repeat(32), capacity: 1, entrants: ['0a1b', '9f8e', 'c3d4'], winners: ['9f8e'], waitlist: ['c3d4', '0a1b'], drawnAt: '2030-05-02T12:00:03.000Z', algorithm: 'x' };
    const mine = { id: 'e1_1RV22CS001', eventId: 'e1', name: 'Asha Rao', usn: '1RV22CS001', email: 'asha@x.edu', semester: '3', contactNo: null, status: 'waitlisted', createdAt: '2030-05-01T00:00:00.000Z', checkedInAt: null, ...plainRegistration, drawEntry: '0a1b' };
    vi.stubGlobal('fetch', vi.fn(async (path: string) =>
      path === '/api/events/e1/draw' ? jsonResponse(drawn) : path === '/api/registrations/e1_1RV22CS001' ? jsonResponse(mine) : path === '/api/me/following' ? jsonResponse(following) : notFound(),
    ));
    show(event({ allocation: 'lottery', drawAt: '2030-05-02T12:00:00.000Z', drawnAt: '2030-05-02T12:00:03.000Z', viewer: viewer({ status: 'waitlisted', waitlisted: true }) }));
    expect(await screen.findByText('Your entry 0a1b is number 2 on the waitlist.')).toBeTruthy();
  });
});

describe('no hydration mismatch', () => {
  it('the server and the hydrating browser judge a window at the same moment; the live clock follows', async () => {
    const windowed = event({ registrations: 0, waitlisted: 0, registrationOpensAt: '2030-05-01T09:00:00.000Z' });
    // The server reads the configuration (and renders) before the window opens…
    vi.useFakeTimers({ now: new Date('2030-05-01T08:59:30Z'), toFake: ['Date'] });
    const client = testQueryClient({ session: null });
    const tree = inApp(<EventActions event={windowed} />, { client });
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    expect(container.textContent).toContain('Registration opens on Wed 1 May 2030, 9:00 AM UTC.');
    // …and the browser hydrates it just after it has opened.
    vi.setSystemTime(new Date('2030-05-01T09:00:30Z'));
    const problems: unknown[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree, { onRecoverableError: (error) => problems.push(error) });
    });
    expect(problems).toEqual([]);
    errors.mockRestore();
    expect(container.querySelector('button')?.textContent).toBe('Register');
    act(() => root!.unmount());
    container.remove();
  });
});
