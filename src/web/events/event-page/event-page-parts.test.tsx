import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../../../domain/i18n/i18n.ts';
import { describe, expect, it } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import { EventRating } from './EventRating.tsx';
import { PlacesLeft } from './PlacesLeft.tsx';
import { YourStatus } from './YourStatus.tsx';
import { YourTicket } from './YourTicket.tsx';
import { firstComeEvent } from '../../../../test/support/fixtures.ts';
import { HydrationProvider } from '../../infrastructure/components/use-hydrated.ts';

const event: EventView = {
  id: 'ev 1',
  name: 'Drone Day',
  date: '2030-05-04',
  time: '16:00',
  startsAt: '2030-05-04T10:30:00.000Z',
  venue: 'Main Ground',
  description: 'Flying things',
  type: 'Workshop',
  capacity: 0,
  registrations: 1,
  waitlisted: 0,
  imageUrl: null,
  cardImageUrl: null,
  organizer: { id: 'o1', name: 'Robotics Club' },
  tags: [],
  ...firstComeEvent, seriesId: null,
  status: 'upcoming',
  viewer: { registrationId: 'ev 1_1AB23CS001', waitlisted: false, feedbackGiven: false },
};

const withMantine = (node: ReactNode) => (
  <I18nextProvider i18n={createI18n('en')}>
    <MantineProvider>
      <HydrationProvider>{node}</HydrationProvider>
    </MantineProvider>
  </I18nextProvider>
);

describe('YourTicket', () => {
  it('shows a registered student their QR ticket in the browser', () => {
    render(withMantine(<YourTicket event={event} />));
    expect(screen.getByRole('heading', { name: 'Your ticket' })).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR ticket for Drone Day' });
    expect(qr.getAttribute('src')).toBe('/api/registrations/ev%201_1AB23CS001/ticket.svg');
  });

  it('is never part of the page the server renders', () => {
    expect(renderToString(withMantine(<YourTicket event={event} />))).not.toContain('ticket');
  });

  it('is absent without a place: no registration, waitlisted, or the event is over', () => {
    const cases: EventView[] = [
      { ...event, viewer: undefined },
      { ...event, viewer: { registrationId: null, waitlisted: false, feedbackGiven: false } },
      { ...event, viewer: { registrationId: 'r', waitlisted: true, feedbackGiven: false } },
      { ...event, status: 'past' },
      // No seat held yet.
      ...(['pending', 'declined', 'offered', 'entered'] as const).map((status) => ({ ...event, viewer: { registrationId: 'r', waitlisted: false, feedbackGiven: false, status } })),
    ];
    for (const e of cases) {
      const { container, unmount } = render(withMantine(<YourTicket event={e} />));
      expect(container.querySelector('img')).toBeNull();
      unmount();
    }
  });
});

describe('YourTicket with self check-in', () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const inApp = (e: EventView) =>
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>{withMantine(<YourTicket event={e} />)}</MemoryRouter>
      </QueryClientProvider>,
    );

  it('offers the door code scanner while check-in is open, and not before', () => {
    const soon = { ...event, selfCheckIn: true, startsAt: new Date(Date.now() + 3_600_000).toISOString() };
    inApp(soon);
    expect(screen.getByRole('link', { name: 'Check in with the door code' }).getAttribute('href')).toBe('/events/ev%201/check-in');
    cleanup();
    const { container } = inApp({ ...soon, startsAt: '2030-05-04T10:30:00.000Z' });
    expect(container.textContent).not.toContain('Check in with the door code');
  });
});

describe('YourStatus', () => {
  it('is never part of the page the server renders: the state is the student’s own', () => {
    const offered = { ...event, viewer: { registrationId: 'r', waitlisted: false, feedbackGiven: false, status: 'offered' as const, offerExpiresAt: '2030-05-03T06:30:00.000Z' } };
    const html = renderToString(
      withMantine(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <YourStatus event={offered} />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    expect(html).not.toContain('Confirm my seat');
    expect(html).not.toContain('Seat offered');
  });
});

describe('EventRating', () => {
  it('says the average to one decimal and how many rated, in words', () => {
    render(withMantine(<EventRating rating={{ average: 4.3, count: 12 }} />));
    expect(screen.getByText('4.3 out of 5 · average from 12 ratings')).toBeTruthy();
  });

  it('keeps the decimal, and does not call one rating an average', () => {
    render(withMantine(<EventRating rating={{ average: 4, count: 1 }} />));
    expect(screen.getByText('4.0 out of 5 · from 1 rating')).toBeTruthy();
  });
});

describe('PlacesLeft', () => {
  const shown = (e: EventView) => {
    const { container, unmount } = render(
      withMantine(
        <QueryClientProvider client={new QueryClient()}>
          <PlacesLeft event={e} />
        </QueryClientProvider>,
      ),
    );
    const text = container.querySelector('p')?.textContent;
    unmount();
    return text;
  };

  it('says the counts in the cards’ words', () => {
    expect(shown({ ...event, id: 'pl1', capacity: 30, registrations: 0 })).toBe('0 registered · 30 places left');
    expect(shown({ ...event, id: 'pl2', capacity: 30, registrations: 29 })).toBe('29 registered · 1 place left');
    expect(shown({ ...event, id: 'pl3', capacity: 30, registrations: 30, waitlisted: 2 })).toBe('30 registered · 2 waitlisted · Full');
    expect(shown({ ...event, id: 'pl4', capacity: 0, registrations: 12 })).toBe('12 registered');
  });
});
