import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import { MSG } from '../../../domain/messages.ts';
import type { SeriesView } from '../../../domain/responses/events.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { SeriesPage } from './SeriesPage.tsx';
import { firstComeEvent } from '../../../../test/support/fixtures.ts';

const date = (id: string, day: string, changes: Partial<EventView> = {}): EventView => ({
  id, name: 'Chess Night', date: day, time: '18:30', startsAt: `${day}T18:30:00.000Z`, venue: 'Room 1',
  description: 'Bring a board.', type: 'Club Event', capacity: 20, registrations: 0, waitlisted: 0,
  imageUrl: null, cardImageUrl: null, organizer: { id: 'o 1', name: 'Chess Club' }, tags: [], ...firstComeEvent, seriesId: 's1', status: 'upcoming', ...changes,
});

const series: SeriesView = {
  id: 's1',
  every: 'week',
  organizer: { id: 'o 1', name: 'Chess Club' },
  events: [
    date('e1', '2020-03-03', { status: 'past', registrations: 12 }),
    date('e2', '2030-03-10', { registrations: 3, venue: 'Hall B' }),
    date('e3', '2030-03-17', { name: 'Chess Night: the final', venue: 'Hall B', capacity: 0 }),
  ],
};


/** The server: GET /api/series/s1 answers `answer`; anything else is not found. */
function stubServer(answer: () => Response) {
  const fetch = vi.fn(async (path: string) =>
    path === '/api/series/s1' ? answer() : jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function show(id = 's1') {
  renderInApp(<SeriesPage />, { client: testQueryClient({ session: null }), path: `/series/${id}`, route: '/series/:seriesId' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the series page', () => {
  it('is named after its first date, says how often and whose, and lists every date in order, past ones marked', async () => {
    const fetch = stubServer(() => jsonResponse(series));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chess Night' })).toBeTruthy();
    expect(fetch.mock.calls[0]![0]).toBe('/api/series/s1');
    expect(screen.getByText(/^Every week ·/).textContent).toBe('Every week · Chess Club');
    expect(screen.getByRole('link', { name: 'Chess Club' }).getAttribute('href')).toBe('/o%201/dashboard');
    expect(document.title).toBe('Chess Night · Every week · Quad');

    const items = within(screen.getByRole('list', { name: 'Dates' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    // Each date links to its own page by its day and time, in the campus zone (UTC here).
    const links = items.map((item) => within(item).getByRole('link'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/events/e1', '/events/e2', '/events/e3']);
    expect(links.map((link) => link.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2020-03-03T18:30:00+00:00',
      '2030-03-10T18:30:00+00:00',
      '2030-03-17T18:30:00+00:00',
    ]);
    expect(links[1]!.textContent).toBe('Sun 10 Mar 2030 · 6:30 PM UTC');

    expect(within(items[0]!).getByText('Past')).toBeTruthy();
    expect(items.slice(1).every((item) => within(item).queryByText('Past') === null)).toBe(true);
    expect(items.map((item) => within(item).getByText(/^(Room|Hall)/).textContent)).toEqual(['Room 1', 'Hall B', 'Hall B']);
    expect(items.map((item) => within(item).getByTestId(/^count-/).textContent)).toEqual([
      '12 registered · 8 places left',
      '3 registered · 17 places left',
      '0 registered',
    ]);
    // A date renamed on its own says its own name; the others go by the series' name.
    expect(within(items[2]!).getByText('Chess Night: the final')).toBeTruthy();
    expect(within(items[1]!).queryByText('Chess Night')).toBeNull();
  });

  it('says every two weeks for a fortnightly series', async () => {
    stubServer(() => jsonResponse({ ...series, every: '2weeks' }));
    show();
    expect((await screen.findByText(/^Every two weeks ·/)).textContent).toBe('Every two weeks · Chess Club');
  });

  it('says Series not found for an unknown series, with the way home', async () => {
    stubServer(() => jsonResponse({ error: { code: 'SERIES_NOT_FOUND', message: MSG.seriesNotFound } }, { status: 404 }));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: MSG.seriesNotFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });

  it('says the series could not be loaded when the server fails', async () => {
    stubServer(() => jsonResponse({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, { status: 500 }));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: MSG.loadSeriesFailed })).toBeTruthy();
  });

  it('shows that it is loading until the series arrives', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    show();
    expect(screen.getByLabelText('Loading series')).toBeTruthy();
  });
});
