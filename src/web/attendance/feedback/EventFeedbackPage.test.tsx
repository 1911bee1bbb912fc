import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { OwnFeedback } from '../../../domain/responses/feedback.ts';
import { firstComeEvent } from '../../../../test/support/fixtures.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { eventKeys } from '../../events/events/api.ts';
import { EventFeedbackPage } from './EventFeedbackPage.tsx';
import { PlatformFeedbackPage } from './PlatformFeedbackPage.tsx';

const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };
const given: OwnFeedback = { rating: 4, comments: 'Loved the music.', createdAt: '2026-11-20T18:00:00.000Z' };

const pastEvent = (feedbackGiven: boolean): EventView => ({
  id: 'e1', name: 'Retro Night', date: '2026-11-19', time: '18:00', startsAt: '2026-11-19T18:00:00.000Z', venue: 'Hall A',
  description: '', type: 'Fest', capacity: 0, registrations: 1, waitlisted: 0, imageUrl: null, cardImageUrl: null,
  organizer: { id: 'o1', name: 'Music Club' }, tags: [], ...firstComeEvent, seriesId: null, status: 'past',
  viewer: { registrationId: 'e1_1RV22CS001', waitlisted: false, feedbackGiven, status: 'registered' },
} as EventView);

function showEventFeedback(feedbackGiven: boolean) {
  const client = testQueryClient({ session: student, queries: [[eventKeys.one('e1'), pastEvent(feedbackGiven)]] });
  renderInApp(<EventFeedbackPage />, { client, path: '/event-feedback/e1', route: '/event-feedback/:eventId', mantineEnv: 'test' });
}

const fill = () => {
  fireEvent.click(screen.getByRole('radio', { name: '4 stars – Very good' }));
  fireEvent.change(screen.getByLabelText('Comments', { exact: false }), { target: { value: given.comments } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
};

/** The feedback shown read-only: its heading, rating and comments, and no form to send again. */
async function expectGivenShown() {
  const card = await screen.findByRole('region', { name: 'Your feedback' });
  expect(within(card).getByText('Rating: 4 / 5 – Very good')).toBeTruthy();
  expect(within(card).getByText(given.comments)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  expect(screen.queryByLabelText('Comments', { exact: false })).toBeNull();
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the rating', () => {
  it('is five stars, each a labelled radio button of one group named Rating', () => {
    showEventFeedback(false);
    const group = screen.getByRole('group', { name: 'Rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star – Poor',
      '2 stars – Fair',
      '3 stars – Good',
      '4 stars – Very good',
      '5 stars – Excellent',
    ]);
    expect(new Set(stars.map((star) => (star as HTMLInputElement).name)).size).toBe(1);
    fireEvent.click(within(group).getByRole('radio', { name: '5 stars – Excellent' }));
    expect((within(group).getByRole('radio', { name: '5 stars – Excellent' }) as HTMLInputElement).checked).toBe(true);
  });

  it("without a star: 'Please fill out all fields.', and nothing is sent", async () => {
    const fetch = vi.fn(async () => jsonResponse(given, 201));
    vi.stubGlobal('fetch', fetch);
    showEventFeedback(false);
    fireEvent.change(screen.getByLabelText('Comments', { exact: false }), { target: { value: given.comments } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.fillOutAllFields);
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/feedback'), expect.anything());
  });
});

describe('feedback once given', () => {
  it('shows the thanks above the feedback given, read-only, instead of an emptied form', async () => {
    const fetch = vi.fn(async () => jsonResponse(given, 201));
    vi.stubGlobal('fetch', fetch);
    showEventFeedback(false);
    fill();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(MSG.thanksForFeedback));
    await expectGivenShown();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the feedback given when the student comes back to the page', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(given)));
    showEventFeedback(true);
    await expectGivenShown();
  });

  it('on Quad itself: the feedback given, and a way to give more', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(given, 201)));
    renderInApp(<PlatformFeedbackPage />, { client: testQueryClient({ session: student }), mantineEnv: 'test' });
    fill();
    await expectGivenShown();
    fireEvent.click(screen.getByRole('button', { name: 'Give more feedback' }));
    expect((screen.getByLabelText('Comments', { exact: false }) as HTMLTextAreaElement).value).toBe('');
  });
});
