import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { EventListing } from '../../../domain/responses/events.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { UpcomingEvents } from './UpcomingEvents.tsx';
import { firstComeEvent } from '../../../../test/support/fixtures.ts';

const event = (id: string, name: string, changes: Partial<EventView> = {}): EventView => ({
  id, name, date: '2030-05-04', time: '16:00', startsAt: '2030-05-04T16:00:00.000Z', venue: 'Main Ground',
  description: 'Things happen.', type: 'Workshop', capacity: 0, registrations: 0, waitlisted: 0,
  imageUrl: null, cardImageUrl: null, organizer: { id: 'o1', name: 'Robotics Club' }, tags: [], ...firstComeEvent, seriesId: null, status: 'upcoming', ...changes,
});
const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };
const organizer: Me = { id: 'o1', name: 'Robotics Club', email: 'club@x.edu', role: 'organizer', organizerId: 'o1', profileComplete: true };

const listing = (events: EventView[]): EventListing => ({ events, nextCursor: null });

/** The server: GET /api/events (the listing, or For you with `for=me`); anything else is not found. */
function stubServer({ all = [], forYou = [] }: { all?: EventView[]; forYou?: EventView[] } = {}) {
  const fetch = vi.fn(async (path: string) => {
    const url = new URL(path, 'http://quad.test');
    if (url.pathname !== '/api/events') return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    if (url.searchParams.get('for') === 'me') return jsonResponse(listing(forYou));
    const tag = url.searchParams.get('tag');
    return jsonResponse(listing(tag ? all.filter((e) => e.tags.includes(tag)) : all));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
/** The listing requests sent so far, as URLs. */
const listingRequests = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls.map(([path]) => new URL(path, 'http://quad.test')).filter((u) => u.pathname === '/api/events');

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');

function show(user: Me | null, path = '/') {
  renderInApp(
    <>
      <UpcomingEvents />
      <Where />
    </>,
    { client: testQueryClient({ session: user }), path, mantineEnv: 'test' },
  );
}

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

const concert = event('e1', 'Jazz on the Lawn', { tags: ['Music', 'Culture'] });
const hackathon = event('e2', 'Hack Night', { tags: ['Tech'] });

// The For-you code is its own chunk (loaded when a student is on the home page): here, once, ahead.
beforeAll(async () => {
  await import('./ForYou.tsx');
}, 30_000);

beforeEach(() => {
  // jsdom has no IntersectionObserver (the listing watches for its end with one).
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the home listing: search, chips and the filters sheet', () => {
  const today = new Date().toISOString().slice(0, 10);
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  it("offers the campus's tags in the sheet; choosing one puts it in the address, lists only its events and shows as a chip; Reset clears it", async () => {
    const fetch = stubServer({ all: [concert, hackathon] });
    show(null);
    await waitFor(() => expect(cardTitles()).toEqual(['Jazz on the Lawn', 'Hack Night']));
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const select = within(sheet).getByRole('combobox', { name: 'Tag' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['All tags', 'Tech', 'Music', 'Sports', 'Career', 'Culture', 'Volunteering', 'Academic']);
    expect(select.value).toBe('');

    fireEvent.change(select, { target: { value: 'Music' } });
    expect(where().get('tag')).toBe('Music');
    await waitFor(() => expect(cardTitles()).toEqual(['Jazz on the Lawn']));
    expect(listingRequests(fetch).at(-1)!.searchParams.get('tag')).toBe('Music');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show events' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    // On, the sheet's filter shows beside the chips, and the sheet's button counts it.
    expect(screen.getByRole('button', { name: 'Remove filter: Tag: Music' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(where().has('tag')).toBe(false);
    await waitFor(() => expect(cardTitles()).toEqual(['Jazz on the Lawn', 'Hack Night']));
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).toBeNull();
  });

  it("opens with the address's filters: the search, the tag as the campus spells it, the type chip", async () => {
    const fetch = stubServer({ all: [concert, hackathon] });
    show(null, '/?name=jazz&tag=music&type=Workshop');
    expect((screen.getByLabelText('Search by event name') as HTMLInputElement).value).toBe('jazz');
    expect((screen.getByRole('checkbox', { name: 'Workshop' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove filter: Tag: Music' })).toBeTruthy();
    await waitFor(() => expect(listingRequests(fetch).length).toBeGreaterThan(0));
    // The server reads a tag whatever its case.
    const sent = listingRequests(fetch)[0]!.searchParams;
    expect([sent.get('name'), sent.get('tag'), sent.get('type')]).toEqual(['jazz', 'music', 'Workshop']);
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect((within(sheet).getByRole('combobox', { name: 'Tag' }) as HTMLSelectElement).value).toBe('Music');
  });

  it('Today and This week are chips that put the campus day (or the next seven) in the address; a type chip its type', async () => {
    const fetch = stubServer({ all: [concert, hackathon] });
    show(null);
    const todayChip = (await screen.findByRole('checkbox', { name: 'Today' })) as HTMLInputElement;
    await waitFor(() => expect(todayChip.disabled).toBe(false));
    fireEvent.click(todayChip);
    expect([where().get('date'), where().get('until')]).toEqual([today, null]);
    expect(todayChip.checked).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'This week' }));
    expect([where().get('date'), where().get('until')]).toEqual([today, inDays(6)]);
    expect(todayChip.checked).toBe(false);
    await waitFor(() => expect(listingRequests(fetch).at(-1)!.searchParams.get('until')).toBe(inDays(6)));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Seminar' }));
    expect(where().get('type')).toBe('Seminar');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seminar' }));
    expect(where().has('type')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'This week' }));
    expect(where().has('date')).toBe(false);
    expect(where().has('until')).toBe(false);
  });
});

describe('the home listing: For you', () => {
  it.each([
    ['a visitor', null],
    ['an organizer', organizer],
  ])('is not offered to %s: the one listing, as before, even with ?view=for-you', async (_who, user) => {
    const fetch = stubServer({ all: [concert] });
    show(user, '/?view=for-you');
    await waitFor(() => expect(cardTitles()).toEqual(['Jazz on the Lawn']));
    expect(screen.queryByRole('radiogroup', { name: 'Events to show' })).toBeNull();
    expect(screen.getByRole('search', { name: 'Filter events' })).toBeTruthy();
    expect(listingRequests(fetch).some((u) => u.searchParams.has('for'))).toBe(false);
  });

  it("lets a student switch to For you: the choice goes in the address, and each card says why it is there", async () => {
    const fetch = stubServer({
      all: [concert, hackathon],
      forYou: [{ ...hackathon, reason: 'Because you follow Robotics Club' }, { ...concert, reason: 'Because you like Music' }],
    });
    show(student);
    const views = await screen.findByRole('radiogroup', { name: 'Events to show' });
    const all = within(views).getByRole('radio', { name: 'All upcoming events' }) as HTMLInputElement;
    const forYou = within(views).getByRole('radio', { name: 'For you' }) as HTMLInputElement;
    expect([all.checked, forYou.checked]).toEqual([true, false]);
    await waitFor(() => expect(cardTitles()).toEqual(['Jazz on the Lawn', 'Hack Night']));
    expect(screen.queryByText(/^Because you/)).toBeNull();

    fireEvent.click(forYou);
    expect(where().get('view')).toBe('for-you');
    await waitFor(() => expect(cardTitles()).toEqual(['Hack Night', 'Jazz on the Lawn']));
    expect(listingRequests(fetch).at(-1)!.searchParams.get('for')).toBe('me');
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('Because you follow Robotics Club')).toBeTruthy();
    expect(within(second!).getByText('Because you like Music')).toBeTruthy();
    // The filters belong to the whole listing.
    expect(screen.queryByRole('search', { name: 'Filter events' })).toBeNull();

    fireEvent.click(all);
    expect(where().has('view')).toBe(false);
    await waitFor(() => expect(cardTitles()).toEqual(['Jazz on the Lawn', 'Hack Night']));
    expect(screen.getByRole('search', { name: 'Filter events' })).toBeTruthy();
  });

  it('opens on For you from the address, and says how to fill it when it is empty, with a way to the profile', async () => {
    stubServer({ all: [concert] });
    show(student, '/?view=for-you');
    const empty = await screen.findByText(/^Nothing here yet\./);
    expect(empty.textContent).toBe('Nothing here yet. Follow clubs and pick interests on your profile to fill this view.');
    expect(within(empty).getByRole('link', { name: 'your profile' }).getAttribute('href')).toBe('/1RV22CS001/profile');
    expect((screen.getByRole('radio', { name: 'For you' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('says so when the For-you listing cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, { status: 500 })));
    show(student, '/?view=for-you');
    expect(await screen.findByText(MSG.loadEventsFailed)).toBeTruthy();
    expect(screen.queryAllByRole('article')).toEqual([]);
  });
});
