import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { EventView } from '../../../domain/events.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import { renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { registrationKeys } from './api.ts';
import { EventDetailsModal } from './EventDetailsModal.tsx';
import { firstComeEvent } from '../../../../test/support/fixtures.ts';

const event: EventView = {
  id: 'e1', name: 'Drone Day', date: '2030-05-04', time: '16:00', startsAt: '2030-05-04T10:30:00.000Z', venue: 'Main Ground',
  description: 'Flying things over the ground.', type: 'Workshop', capacity: 40, registrations: 1, waitlisted: 0,
  imageUrl: null, cardImageUrl: null, organizer: { id: 'o1', name: 'Robotics Club' }, tags: [], ...firstComeEvent, seriesId: null, status: 'upcoming',
};
const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: 'three', phone: '9876543210', profileComplete: true };
const owner: Me = { id: 'o1', name: 'Robotics Club', email: 'club@x.edu', role: 'organizer', organizerId: 'o1', profileComplete: true };
const otherClub: Me = { ...owner, id: 'o2', organizerId: 'o2', name: 'Film Society' };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function show(e: EventView, user: Me | null, onClose = vi.fn()) {
  const registrants = {
    registrations: [{ id: 'e1_1RV22CS009', eventId: 'e1', name: 'Ravi Kumar', usn: '1RV22CS009', email: 'ravi@x.edu', semester: '5', contactNo: null, status: 'registered', createdAt: '2030-04-01T10:00:00.000Z', checkedInAt: null }],
  };
  const client = testQueryClient({ session: user, queries: [[registrationKeys.forEvent(e.id), registrants]] });
  renderInApp(
    <>
      <EventDetailsModal event={e} onClose={onClose} />
      <Where />
    </>,
    { client, mantineEnv: 'test' },
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the event details modal', () => {
  it('has the event name as its title, once, and the details of SPEC.md §2', () => {
    const { dialog } = show(event, student);
    expect(within(dialog).getByRole('heading', { name: 'Drone Day' })).toBeTruthy();
    expect(within(dialog).getAllByText('Drone Day')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Drone Day' })).toBeTruthy();
    expect(within(dialog).getByText('Main Ground')).toBeTruthy();
    expect(within(dialog).getByText('Organizer: Robotics Club')).toBeTruthy();
    expect(within(dialog).getByText('Flying things over the ground.')).toBeTruthy();
    // The type is shown once (the badge), not again as a line.
    expect(within(dialog).getAllByText(/Workshop/)).toHaveLength(1);
  });

  it('links to the event page', () => {
    const { dialog } = show(event, student);
    expect(within(dialog).getByRole('link', { name: 'Open event page' }).getAttribute('href')).toBe('/events/e1');
  });

  it('offers Register to a student who can register, closing first, then going to the registration', async () => {
    const { dialog, onClose } = show(event, student);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(onClose).toHaveBeenCalled();
    // The semester on this profile is not 1–8: no one-tap registration, the form opens.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/e1/register'));
  });

  it('offers Register to a visitor, who is sent to sign in', async () => {
    const { dialog } = show(event, null);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
  });

  it('offers no Register where the card offers none: registered, past, or an organizer', () => {
    show({ ...event, viewer: { registrationId: 'e1_1RV22CS001', waitlisted: false, feedbackGiven: false } }, student);
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    cleanup();
    show({ ...event, status: 'past' }, student);
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    cleanup();
    show(event, otherClub);
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it("lists the registrants for the event's organizer only (DESIGN.md §4)", () => {
    show(event, owner);
    expect(screen.getByRole('heading', { name: 'Registrants' })).toBeTruthy();
    expect(screen.getByText('ravi@x.edu')).toBeTruthy();
    cleanup();
    show(event, student);
    expect(screen.queryByRole('heading', { name: 'Registrants' })).toBeNull();
    expect(screen.queryByText('ravi@x.edu')).toBeNull();
  });
});

describe('the details modal: windows, lotteries and the student’s state', () => {
  it("a lottery: how seats are given, and 'Enter the lottery'", () => {
    vi.useFakeTimers({ now: new Date('2030-05-01T00:00:00Z'), toFake: ['Date'] });
    const { dialog } = show({ ...event, allocation: 'lottery', drawAt: '2030-05-02T12:00:00.000Z' }, student);
    expect(within(dialog).getByText('Seats by lottery · draw on Thu 2 May 2030, 12:00 PM UTC')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Enter the lottery' })).toBeTruthy();
  });

  it('before the window opens, when it does instead of Register', () => {
    vi.useFakeTimers({ now: new Date('2030-04-01T00:00:00Z'), toFake: ['Date'] });
    const { dialog } = show({ ...event, registrationOpensAt: '2030-04-20T09:00:00.000Z' }, null);
    expect(within(dialog).getByText('Registration opens on Sat 20 Apr 2030, 9:00 AM UTC.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it("after the window, 'Registration has closed.'", () => {
    vi.useFakeTimers({ now: new Date('2030-04-30T00:00:00Z'), toFake: ['Date'] });
    const { dialog } = show({ ...event, registrationClosesAt: '2030-04-20T09:00:00.000Z' }, student);
    expect(within(dialog).getByText(MSG.registrationHasClosed)).toBeTruthy();
  });

  it("the student's own state, and the way to an offered seat's Confirm my seat (closing the modal)", () => {
    const offered = { ...event, claimHours: 12, viewer: { registrationId: 'e1_1RV22CS001', waitlisted: false, feedbackGiven: false, status: 'offered' as const, offerExpiresAt: '2030-05-03T06:30:00.000Z' } };
    const { dialog, onClose } = show(offered, student);
    expect(within(dialog).getByText('Seat offered')).toBeTruthy();
    expect(within(dialog).getByText('Confirm by Fri 3 May 2030, 6:30 AM UTC')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Confirm my seat' });
    expect(link.getAttribute('href')).toBe('/events/e1?claim=1');
    fireEvent.click(link);
    expect(onClose).toHaveBeenCalled();
    cleanup();
    const pending = { ...event, approval: true, viewer: { registrationId: 'e1_1RV22CS001', waitlisted: false, feedbackGiven: false, status: 'pending' as const } };
    expect(within(show(pending, student).dialog).getByText('Pending approval')).toBeTruthy();
  });

  it("shows each registrant's status to the organizer", () => {
    show(event, owner);
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Registered' })).toBeTruthy();
  });
});
