import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { EventViewerState } from '../../../domain/responses/events.ts';
import { firstComeEvent } from '../../../../test/support/fixtures.ts';
import { renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { ActionBar } from './ActionBar.tsx';
import { TICKET_ID } from './section-ids.ts';

const event = (changes: Partial<EventView> = {}): EventView => ({
  id: 'e1', name: 'Fest Pass', date: '2099-05-04', time: '16:00', startsAt: '2099-05-04T10:30:00.000Z', venue: 'Main Ground',
  description: '', type: 'Fest', capacity: 50, registrations: 10, waitlisted: 0, imageUrl: null, cardImageUrl: null,
  organizer: { id: 'o1', name: 'Fest Committee' }, tags: [], ...firstComeEvent, seriesId: null, status: 'upcoming', ...changes,
} as EventView);
const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };
const viewer = (changes: Partial<EventViewerState>): EventViewerState => ({ registrationId: 'e1_1RV22CS001', waitlisted: false, feedbackGiven: false, ...changes });

function show(e: EventView, user: Me | null = student) {
  renderInApp(<ActionBar event={e} returnTo="/events/e1" />, { client: testQueryClient({ session: user }), mantineEnv: 'test' });
  return screen.getByRole('region', { name: 'Take part' });
}

afterEach(() => cleanup());

describe("the event page's action bar says the student's state", () => {
  it('Register, or on a full event the waitlist with how many are ahead', () => {
    expect(within(show(event())).getByRole('button', { name: 'Register' })).toBeTruthy();
    cleanup();
    expect(within(show(event({ id: 'full', capacity: 10, registrations: 10, waitlisted: 3 }), null)).getByRole('button', { name: 'Join the waitlist (3 ahead)' })).toBeTruthy();
  });

  it("registered: 'You’re in — show ticket', which brings the ticket into view", () => {
    const ticket = document.createElement('section');
    ticket.id = TICKET_ID;
    ticket.innerHTML = '<h2 tabindex="-1">Your ticket</h2>';
    ticket.scrollIntoView = () => {};
    document.body.append(ticket);
    const bar = show(event({ viewer: viewer({ status: 'registered' }) }));
    fireEvent.click(within(bar).getByRole('button', { name: 'You’re in — show ticket' }));
    expect(document.activeElement?.textContent).toBe('Your ticket');
    ticket.remove();
  });

  it('pending approval, on the waitlist, entered in the lottery, a seat offered', () => {
    for (const [status, words] of [
      ['pending', 'Pending approval'],
      ['waitlisted', 'On the waitlist'],
      ['entered', 'Entered in the lottery'],
      ['offered', 'Seat offered — confirm it'],
    ] as const) {
      expect(within(show(event({ viewer: viewer({ status }) }))).getByRole('button', { name: words })).toBeTruthy();
      cleanup();
    }
  });

  it('a lottery: Enter the lottery', () => {
    const bar = show(event({ allocation: 'lottery', drawAt: '2099-05-02T12:00:00.000Z' }));
    expect(within(bar).getByRole('button', { name: 'Enter the lottery' })).toBeTruthy();
  });

  it('after the event: Give Feedback, then Your feedback', () => {
    const past = event({ status: 'past', startsAt: '2020-05-04T10:30:00.000Z', viewer: viewer({ status: 'registered' }) });
    expect(within(show(past)).getByRole('link', { name: 'Give Feedback' }).getAttribute('href')).toBe('/event-feedback/e1');
    cleanup();
    expect(within(show({ ...past, viewer: viewer({ status: 'registered', feedbackGiven: true }) })).getByRole('link', { name: 'Your feedback' })).toBeTruthy();
  });

  it('the club’s own account: Edit and Manage, no Register', () => {
    const bar = show(event(), { id: 'o1', name: 'Fest Committee', email: 'fest@x.edu', role: 'organizer', profileComplete: true } as Me);
    expect(within(bar).getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/manage-event/e1');
    expect(within(bar).queryByRole('button', { name: 'Register' })).toBeNull();
  });
});
