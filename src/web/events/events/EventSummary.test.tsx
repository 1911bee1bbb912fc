import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import type { RegistrationView } from '../../../domain/responses/registrations.ts';
import { renderInApp, testConfig, testQueryClient } from '../../../../test/support/web.tsx';
import type { Me } from '../../../domain/responses/accounts.ts';
import { feedbackKeys } from '../../attendance/feedback/api.ts';
import { EventFeedbackPage } from '../../attendance/feedback/EventFeedbackPage.tsx';
import { registrationKeys } from '../../registrations/registrations/api.ts';
import { EditRegistrationPage } from '../../registrations/registrations/EditRegistrationPage.tsx';
import { ManageEventPage } from '../../registrations/registrations/ManageEventPage.tsx';
import { eventKeys } from './api.ts';
import { firstComeEvent, plainRegistration } from '../../../../test/support/fixtures.ts';

const event: EventView = {
  id: 'e1', name: 'Noir Night', date: '2026-11-25', time: '18:30', startsAt: '2026-11-25T13:00:00.000Z', venue: 'Amphitheatre',
  description: 'Classic noir on the big screen.', type: 'Club Event', capacity: 50, registrations: 1, waitlisted: 0,
  imageUrl: null, cardImageUrl: null, organizer: { id: 'o1', name: 'Film Society' }, tags: [], ...firstComeEvent, seriesId: null, status: 'upcoming',
};
// 25 November 2026 is a Wednesday; 13:00 UTC is 6:30 PM in Kolkata. Seen from 1 November
// (a fixed now): more than a week ahead, so the full date.
const SUMMARY = 'Wed 25 Nov 2026 · 6:30 PM IST · Amphitheatre · Film Society';
const NOW = new Date('2026-11-01T06:00:00.000Z');

const registration: RegistrationView = {
  id: 'e1_1RV22CS001', eventId: 'e1', name: 'Asha Rao', usn: '1RV22CS001', email: 'asha@x.edu', semester: '3', contactNo: '9876543210',
  status: 'registered', createdAt: '2026-05-01T10:00:00.000Z', checkedInAt: null, ...plainRegistration,
};

const organizer = { id: 'o1', name: 'Film Society', email: 'club@x.edu', role: 'organizer', profileComplete: true };
const student = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };

function show(path: string, route: string, page: ReactElement, user: object, seed: (client: QueryClient) => void) {
  const client = testQueryClient({ session: user as Me, config: testConfig({ timeZone: 'Asia/Kolkata' }), queries: [[eventKeys.one(event.id), event]] });
  seed(client);
  return renderInApp(page, { client, path, route });
}

/** The page's h1 names the event (linking to its page) after what the page does; the summary line follows. */
function expectEventHeading(action: string, summary = SUMMARY) {
  const heading = screen.getByRole('heading', { level: 1 });
  expect(heading.textContent).toBe(`${action}: Noir Night`);
  expect(within(heading).getByRole('link', { name: 'Noir Night' }).getAttribute('href')).toBe('/events/e1');
  expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === summary)).toBeTruthy();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the pages that act on an event show its name and one summary line', () => {
  it('on Edit Registration', () => {
    show(`/edit-registration/${registration.id}`, '/edit-registration/:registrationId', <EditRegistrationPage />, student, (client) => {
      client.setQueryData(registrationKeys.one(registration.id), registration);
    });
    expectEventHeading('Edit Registration');
    // The club is a link to its page for anyone but the club itself.
    expect(screen.getByRole('link', { name: 'Film Society' }).getAttribute('href')).toBe('/o1/dashboard');
  });

  it('on Manage', () => {
    show(`/manage-event/${event.id}`, '/manage-event/:eventId', <ManageEventPage />, organizer, (client) => {
      client.setQueryData(registrationKeys.forEvent(event.id, ''), { registrations: [registration] });
    });
    expectEventHeading('Manage');
  });

  it('in the words of the event page: Today on the day itself', () => {
    vi.setSystemTime(new Date('2026-11-25T04:00:00.000Z'));
    show(`/manage-event/${event.id}`, '/manage-event/:eventId', <ManageEventPage />, organizer, (client) => {
      client.setQueryData(registrationKeys.forEvent(event.id, ''), { registrations: [registration] });
    });
    expectEventHeading('Manage', 'Today · 6:30 PM IST · Amphitheatre · Film Society');
  });

  it('on the feedback page', () => {
    show(`/event-feedback/${event.id}`, '/event-feedback/:eventId', <EventFeedbackPage />, organizer, (client) => {
      client.setQueryData(feedbackKeys.event(event.id), { average: 0, count: 0, entries: [] });
    });
    expectEventHeading('Feedback');
  });
});
