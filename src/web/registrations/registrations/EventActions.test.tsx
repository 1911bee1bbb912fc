import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { EventViewerState } from '../../../domain/responses/events.ts';
import { firstComeEvent } from '../../../../test/support/fixtures.ts';
import { renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { OnDemandHosts } from '../../infrastructure/components/on-demand-hosts.tsx';
import { EventActions } from './EventActions.tsx';

const event = (changes: Partial<EventView> = {}): EventView => ({
  id: 'e1', name: 'Fest Pass', date: '2030-05-04', time: '16:00', startsAt: '2030-05-04T10:30:00.000Z', venue: 'Main Ground',
  description: '', type: 'Cultural', capacity: 500, registrations: 0, waitlisted: 0, imageUrl: null, cardImageUrl: null,
  organizer: { id: 'o1', name: 'Fest Committee' }, tags: [], ...firstComeEvent, seriesId: null, status: 'upcoming', ...changes,
} as EventView);
const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };
const viewer = (changes: Partial<EventViewerState>): EventViewerState => ({ registrationId: 'e1_1RV22CS001', waitlisted: false, feedbackGiven: false, ...changes });

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function show(e: EventView, user: Me | null = student, props: { claimHere?: boolean } = {}) {
  renderInApp(
    <>
      <OnDemandHosts />
      <EventActions event={e} {...props} />
      <Where />
    </>,
    { client: testQueryClient({ session: user }), mantineEnv: 'test' },
  );
}

beforeAll(async () => {
  await import('../../infrastructure/components/ModalsHost.tsx');
}, 30_000);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a card says the student's state", () => {
  it('pending approval: the state, and the registration can still be edited or cancelled', () => {
    show(event({ approval: true, viewer: viewer({ status: 'pending' }) }));
    expect(screen.getByText('Pending approval')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Registration' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel Registration' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('declined: the state alone, nothing to edit or cancel', () => {
    show(event({ approval: true, viewer: viewer({ status: 'declined' }) }));
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Registration' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Registration' })).toBeNull();
  });

  it('entered the draw: the state and when the draw is, in the campus zone', () => {
    show(event({ allocation: 'lottery', drawAt: '2030-05-02T12:00:00.000Z', viewer: viewer({ status: 'entered' }) }));
    expect(screen.getByText('Entered the draw')).toBeTruthy();
    expect(screen.getByText('Draw on Thu 2 May 2030, 12:00 PM UTC')).toBeTruthy();
  });

  it('a seat offered: Confirm my seat leads to the event page’s button, with the deadline', () => {
    show(event({ claimHours: 12, viewer: viewer({ status: 'offered', offerExpiresAt: '2030-05-03T06:30:00.000Z' }) }));
    expect(screen.getByText('Seat offered')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Confirm my seat' }).getAttribute('href')).toBe('/events/e1?claim=1');
    expect(screen.getByText('Confirm by Fri 3 May 2030, 6:30 AM UTC')).toBeTruthy();
  });

  it('a seat offered on a page with its own Confirm my seat: neither the link nor the deadline again', () => {
    show(event({ claimHours: 12, viewer: viewer({ status: 'offered', offerExpiresAt: '2030-05-03T06:30:00.000Z' }) }), student, { claimHere: true });
    expect(screen.getByText('Seat offered')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Confirm my seat' })).toBeNull();
    expect(screen.queryByText(/^Confirm by/)).toBeNull();
  });

  it('registered and waitlisted as before', () => {
    show(event({ viewer: viewer({ status: 'registered' }) }));
    expect(screen.getByText('Registered')).toBeTruthy();
    cleanup();
    show(event({ viewer: viewer({ status: 'waitlisted', waitlisted: true }) }));
    expect(screen.getByText('Waitlisted')).toBeTruthy();
  });

  it('once past, offers feedback to a registered student only', () => {
    show(event({ status: 'past', viewer: viewer({ status: 'registered' }) }));
    expect(screen.getByRole('link', { name: 'Give Feedback' })).toBeTruthy();
    cleanup();
    show(event({ status: 'past', viewer: viewer({ status: 'pending' }) }));
    expect(screen.queryByRole('link', { name: 'Give Feedback' })).toBeNull();
    expect(screen.getByText('Pending approval')).toBeTruthy();
  });
});

describe('windows and lotteries where the Register button is', () => {
  const windowed = event({ registrationOpensAt: '2030-05-01T09:00:00.000Z', registrationClosesAt: '2030-05-03T09:00:00.000Z' });

  it("before the window: 'Registration opens on <date, time>.' instead of the button, to visitors and students", () => {
    vi.useFakeTimers({ now: new Date('2030-04-30T00:00:00Z'), toFake: ['Date'] });
    for (const user of [null, student]) {
      show(windowed, user);
      expect(screen.getByText('Registration opens on Wed 1 May 2030, 9:00 AM UTC.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
      cleanup();
    }
  });

  it('within it, the button; after it, that registration has closed', () => {
    vi.useFakeTimers({ now: new Date('2030-05-02T00:00:00Z'), toFake: ['Date'] });
    show(windowed);
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    cleanup();
    vi.setSystemTime(new Date('2030-05-03T09:00:00Z'));
    show(windowed);
    expect(screen.getByText(MSG.registrationHasClosed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it("a lottery: 'Enter the lottery' before its draw, then that the draw has taken place", () => {
    vi.useFakeTimers({ now: new Date('2030-05-01T00:00:00Z'), toFake: ['Date'] });
    const lottery = event({ allocation: 'lottery', drawAt: '2030-05-02T12:00:00.000Z' });
    show(lottery);
    expect(screen.getByRole('button', { name: 'Enter the lottery' })).toBeTruthy();
    cleanup();
    show({ ...lottery, drawnAt: '2030-05-02T12:00:03.000Z' });
    expect(screen.getByText(MSG.drawHeld)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enter the lottery' })).toBeNull();
  });
});

describe('one tap', () => {
  it('opens the form for an event that asks questions: answers cannot come from the profile', async () => {
    show(event({ questions: [{ id: 'q1', label: 'I agree', kind: 'checkbox', options: [], required: true }] }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/e1/register'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to enter the draw for a lottery', async () => {
    show(event({ allocation: 'lottery', drawAt: '2099-05-02T12:00:00.000Z', startsAt: '2099-05-04T10:30:00.000Z' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enter the lottery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the lottery for Fest Pass?' });
    expect(dialog.textContent).toContain('You will enter the lottery with the details of your profile:');
    expect(within(dialog).getByRole('button', { name: 'Enter the lottery' })).toBeTruthy();
  });
});

describe('a full event', () => {
  it("says 'Join the waitlist', and its confirmation how many wait ahead", async () => {
    show(event({ id: 'full1', capacity: 30, registrations: 30, waitlisted: 2 }));
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join the waitlist for Fest Pass?' });
    expect(dialog.textContent).toContain('The event is full. 2 people are ahead of you on the waitlist');
    expect(dialog.textContent).toContain('You will join the waitlist with the details of your profile:');
    expect(within(dialog).getByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
  });

  it('a seat left, no limit, a lottery or an approval event: no waitlist to join', () => {
    for (const changes of [
      { id: 'seat1', capacity: 30, registrations: 29 },
      { id: 'open1', capacity: 0, registrations: 300 },
      { id: 'draw1', capacity: 30, registrations: 30, allocation: 'lottery' as const, drawAt: '2099-05-02T12:00:00.000Z', startsAt: '2099-05-04T10:30:00.000Z' },
      { id: 'ask1', capacity: 30, registrations: 30, approval: true },
    ]) {
      show(event(changes));
      expect(screen.queryByRole('button', { name: /Join the waitlist/ }), changes.id).toBeNull();
      cleanup();
    }
  });
});

describe('a student who manages the event’s club', () => {
  const manager: Me = { ...student, memberships: [{ organizerId: 'o1', name: 'Fest Committee', role: 'manager' }] };

  it('can register like any student, beside Edit and Manage', () => {
    show(event(), manager);
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/edit-event/e1');
    expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/manage-event/e1');
  });

  it('once registered, sees their state and Edit/Cancel Registration beside Edit and Manage', () => {
    show(event({ viewer: viewer({ status: 'registered' }) }), manager);
    expect(screen.getByRole('link', { name: 'Edit Registration' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel Registration' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage' })).toBeTruthy();
  });

  it('the club’s own account gets Edit and Manage, no Register', () => {
    show(event(), { id: 'o1', name: 'Fest Committee', email: 'fest@x.edu', role: 'organizer', profileComplete: true } as Me);
    expect(screen.getByRole('link', { name: 'Manage' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});
