import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { MyRegistration, MyRegistrations } from '../../../domain/responses/registrations.ts';
import { renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { TicketPage } from './TicketPage.tsx';
import { TicketsPage } from './TicketsPage.tsx';

const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };

/** One of the student's registrations as GET /api/me/registrations gives it. */
function mine(id: string, changes: { name: string; past?: boolean; status?: MyRegistration['status']; checkedInAt?: string | null; feedbackRating?: number | null; feedbackGiven?: boolean }): MyRegistration {
  const status = changes.status ?? 'registered';
  return {
    id, eventId: `e-${id}`, name: 'Asha Rao', usn: '1RV22CS001', email: 'asha@x.edu', semester: '3', contactNo: null, status,
    createdAt: '2026-05-01T10:00:00.000Z', checkedInAt: changes.checkedInAt ?? null, answers: {}, offerExpiresAt: null,
    ticketCode: status === 'registered' ? `CODE-${id}` : undefined, drawEntry: null, feedbackRating: changes.feedbackRating ?? null,
    event: {
      id: `e-${id}`, name: changes.name, date: '2026-05-04', time: '16:00', endTime: null, startsAt: '2026-05-04T16:00:00.000Z', venue: 'Main Ground',
      description: '', type: 'Workshop', capacity: 0, registrations: 1, waitlisted: 0, imageUrl: null, cardImageUrl: null,
      organizer: { id: 'o1', name: 'Robotics Club' }, tags: [], seriesId: null, status: changes.past ? 'past' : 'upcoming', questions: [], approval: false,
      registrationOpensAt: null, registrationClosesAt: null, claimHours: null, allocation: 'first-come', drawAt: null, drawnAt: null, selfCheckIn: false,
      pending: 0, entered: 0, viewer: { registrationId: id, waitlisted: status === 'waitlisted', feedbackGiven: changes.feedbackGiven ?? changes.feedbackRating != null, status, offerExpiresAt: null },
    },
  } as MyRegistration;
}

const wallet = (data: MyRegistrations) => testQueryClient({ session: student, queries: [[['registrations', 'mine'], data]] });

afterEach(cleanup);

describe('the ticket wallet', () => {
  it('shows a seat as a card that opens its ticket, a waitlist place as such without one, and past events with attendance and feedback', () => {
    const data = {
      upcoming: [mine('r1', { name: 'Drone Day' }), mine('r2', { name: 'Chess Night', status: 'waitlisted' })],
      past: [mine('r3', { name: 'Hack Night', past: true, checkedInAt: '2026-04-01T10:00:00.000Z', feedbackRating: 4 }), mine('r4', { name: 'Film Club', past: true })],
    };
    renderInApp(<TicketsPage />, { client: wallet(data), path: '/tickets' });

    expect(screen.getByRole('heading', { level: 1, name: 'Your tickets' })).toBeTruthy();
    const upcoming = within(screen.getByRole('region', { name: 'Upcoming' }));
    expect(upcoming.getByRole('link', { name: 'Drone Day' }).getAttribute('href')).toBe('/tickets/r1');
    const waitlisted = within(upcoming.getByRole('article', { name: 'Chess Night' }));
    expect(waitlisted.getByText('Waitlisted')).toBeTruthy();
    expect(waitlisted.getByRole('link', { name: 'Chess Night' }).getAttribute('href')).toBe('/events/e-r2');
    expect(screen.queryByRole('img', { name: /QR ticket/ })).toBeNull();

    const past = within(screen.getByRole('region', { name: 'Past events' }));
    const attended = within(past.getByRole('article', { name: 'Hack Night' }));
    expect(attended.getByText('Attended')).toBeTruthy();
    expect(attended.getByRole('link', { name: 'Your feedback: 4 out of 5' }).getAttribute('href')).toBe('/event-feedback/e-r3');
    expect(attended.queryByRole('link', { name: 'Give Feedback' })).toBeNull();
    const missed = within(past.getByRole('article', { name: 'Film Club' }));
    expect(missed.queryByText('Attended')).toBeNull();
    expect(missed.getByRole('link', { name: 'Give Feedback' }).getAttribute('href')).toBe('/event-feedback/e-r4');
  });

  it('with nothing yet, says what to do next and leads to the events', () => {
    renderInApp(<TicketsPage />, { client: wallet({ upcoming: [], past: [] }), path: '/tickets' });
    expect(screen.getByRole('heading', { name: 'No tickets yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discover events' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('region', { name: 'Past events' })).toBeNull();
  });
});

describe('one ticket, large', () => {
  const show = (data: MyRegistrations, id: string) =>
    renderInApp(<TicketPage />, { client: wallet(data), path: `/tickets/${id}`, route: '/tickets/:registrationId' });

  it('draws the QR code from the ticket code, with the time, the place, the code in text and the brightness hint', async () => {
    show({ upcoming: [mine('r1', { name: 'Drone Day' })], past: [] }, 'r1');
    expect(screen.getByRole('heading', { level: 1, name: 'Drone Day' })).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'QR ticket for Drone Day' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('Mon 4 May 2026 · 4:00 PM UTC')).toBeTruthy();
    expect(screen.getByText('Main Ground')).toBeTruthy();
    expect(screen.getByText('CODE-r1')).toBeTruthy();
    expect(screen.getByText('Turn your screen brightness up')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All tickets' }).getAttribute('href')).toBe('/tickets');
    expect(screen.getByText('Asha Rao · 1RV22CS001')).toBeTruthy();
    expect(screen.queryByText('Checked in')).toBeNull();
  });

  it('once the door checked the student in, says so beside the code', async () => {
    show({ upcoming: [mine('r1', { name: 'Drone Day', checkedInAt: '2026-05-04T15:40:00.000Z' })], past: [] }, 'r1');
    expect(await screen.findByRole('img', { name: 'QR ticket for Drone Day' })).toBeTruthy();
    expect(screen.getByText('Checked in')).toBeTruthy();
  });

  it('a registration waiting for approval: says so, with no QR code', () => {
    show({ upcoming: [mine('r1', { name: 'Drone Day', status: 'pending' })], past: [] }, 'r1');
    expect(screen.getByText('Pending approval')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR ticket/ })).toBeNull();
    expect(screen.queryByText('Ticket code')).toBeNull();
  });

  it('one not in the wallet: says so', () => {
    show({ upcoming: [], past: [] }, 'gone');
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket not found' })).toBeTruthy();
  });
});
