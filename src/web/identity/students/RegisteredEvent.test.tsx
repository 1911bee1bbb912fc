import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyRegistration } from '../../../domain/responses/registrations.ts';
import { renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import type { Me } from '../../../domain/responses/accounts.ts';
import { RegisteredEvent } from './RegisteredEvent.tsx';

const registration = (status: 'upcoming' | 'past', checkedInAt: string | null) =>
  ({
    id: 'r1',
    status: 'registered',
    checkedInAt,
    event: {
      id: 'e1', name: 'Drone Day', date: '2026-05-04', time: '16:00', startsAt: '2026-05-04T10:30:00.000Z', venue: 'Main Ground',
      description: 'Flying things', type: 'Workshop', capacity: 0, registrations: 1, waitlisted: 0, imageUrl: null, cardImageUrl: null,
      organizer: { id: 'o1', name: 'Robotics Club' }, tags: [], seriesId: null, status,
    },
  }) as unknown as MyRegistration;

const student = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };

/** The student's own registration, as GET /api/me/registrations gives it (its event says what the student did). */
const mine = (status: 'upcoming' | 'past', feedbackGiven: boolean) => {
  const r = registration(status, status === 'past' ? '2026-05-04T10:40:00.000Z' : null);
  return { ...r, event: { ...r.event, viewer: { registrationId: 'r1', waitlisted: false, feedbackGiven } } } as MyRegistration;
};

const signedInClient = () => testQueryClient({ session: student as Me });

const show = (r: MyRegistration, client = testQueryClient()) => renderInApp(<RegisteredEvent registration={r} onDetails={() => {}} />, { client });

afterEach(cleanup);

describe('a registered event on the profile', () => {
  it('once past, says whether the student attended, with no calendar link', () => {
    show(registration('past', '2026-05-04T10:40:00.000Z'));
    expect(screen.getByText('Attended')).toBeTruthy();
    expect(screen.queryByText('Add to calendar')).toBeNull();
  });

  it('once past without a check-in, does not say Attended', () => {
    show(registration('past', null));
    expect(screen.queryByText('Attended')).toBeNull();
    expect(screen.queryByText('Add to calendar')).toBeNull();
  });

  it('while ahead, offers Add to calendar and links to the event page', () => {
    show(registration('upcoming', null));
    expect(screen.getByText('Add to calendar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Drone Day' }).getAttribute('href')).toBe('/events/e1');
  });

  it('while ahead with a seat, links to its ticket in the wallet instead of printing the QR code', () => {
    show(registration('upcoming', null));
    expect(screen.getByRole('link', { name: 'Show ticket for Drone Day' }).getAttribute('href')).toBe('/tickets/r1');
    expect(screen.queryByRole('img', { name: /QR ticket/ })).toBeNull();
  });

  it('once past, links to the feedback the student gave instead of Give Feedback', () => {
    show(mine('past', true), signedInClient());
    expect(screen.getByRole('link', { name: 'Your feedback' }).getAttribute('href')).toBe('/event-feedback/e1');
    expect(screen.queryByRole('link', { name: 'Give Feedback' })).toBeNull();
    expect(screen.getByText('Attended')).toBeTruthy();
  });

  it('once past without feedback, keeps Give Feedback', () => {
    show(mine('past', false), signedInClient());
    expect(screen.getByRole('link', { name: 'Give Feedback' }).getAttribute('href')).toBe('/event-feedback/e1');
    expect(screen.queryByRole('link', { name: 'Your feedback' })).toBeNull();
  });

  it('while ahead, offers neither', () => {
    show(mine('upcoming', false), signedInClient());
    expect(screen.getByRole('link', { name: 'Edit Registration' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Your feedback' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Give Feedback' })).toBeNull();
  });
});

describe("a registration without a seat yet, on the profile", () => {
  /** The student's registration in `status`, its event saying the same (as GET /api/me/registrations gives it). */
  const inState = (status: 'pending' | 'offered' | 'entered' | 'declined', offerExpiresAt: string | null = null) => {
    const r = registration('upcoming', null);
    return {
      ...r, status, offerExpiresAt, answers: {},
      event: {
        ...r.event, approval: status === 'pending' || status === 'declined', allocation: status === 'entered' ? 'lottery' : 'first-come',
        drawAt: status === 'entered' ? '2026-05-02T12:00:00.000Z' : null, drawnAt: null, questions: [],
        viewer: { registrationId: 'r1', waitlisted: false, feedbackGiven: false, status, offerExpiresAt },
      },
    } as unknown as MyRegistration;
  };

  it('pending approval: says so, with no ticket', () => {
    show(inState('pending'), signedInClient());
    expect(screen.getByText('Pending approval')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR ticket/ })).toBeNull();
  });

  it('entered the draw: says so and when the draw is, with no ticket', () => {
    show(inState('entered'), signedInClient());
    expect(screen.getByText('Entered the draw')).toBeTruthy();
    expect(screen.getByText('Draw on Sat 2 May 2026, 12:00 PM UTC')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR ticket/ })).toBeNull();
  });

  it('declined: says so, with nothing to edit', () => {
    show(inState('declined'), signedInClient());
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Registration' })).toBeNull();
  });

  it('a seat offered: Confirm my seat here, once, with its deadline', async () => {
    show(inState('offered', '2026-05-03T06:30:00.000Z'), signedInClient());
    expect(screen.getByText('Seat offered')).toBeTruthy();
    expect(await screen.findAllByRole('button', { name: 'Confirm my seat' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Confirm my seat' })).toBeNull();
    expect(screen.getAllByText('Confirm by Sun 3 May 2026, 6:30 AM UTC')).toHaveLength(1);
    expect(screen.queryByRole('img', { name: /QR ticket/ })).toBeNull();
  });
});
