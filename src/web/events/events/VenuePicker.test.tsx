import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { venueCapacityMessage } from '../../../domain/policy/venues.ts';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { VenueView } from '../../../domain/responses/venues.ts';
import { addDays, campusDate } from '../../../domain/time.ts';
import { firstComeEvent } from '../../../../test/support/fixtures.ts';
import { jsonResponse, renderInApp, testConfig, testQueryClient } from '../../../../test/support/web.tsx';
import { venueKeys } from '../../infrastructure/api/venues.ts';
import { eventKeys } from './api.ts';
import { CreateEventPage } from './CreateEventPage.tsx';
import { EditEventPage } from './EditEventPage.tsx';
import { VENUE_PICKER, VENUE_REQUIRED, venueCapacityProblem, venueChoice, venueRequiredProblem } from './VenuePicker.tsx';

const organizer: Me = { id: 'o1', name: 'Chess Club', email: 'chess@x.edu', role: 'organizer', organizerId: 'o1', profileComplete: true };
const day = addDays(campusDate(new Date(), 'UTC'), 12);
const venues: VenueView[] = [
  { id: 'v1', name: 'Main Auditorium', building: 'Admin Block', capacity: 400 },
  { id: 'v2', name: 'Seminar Hall 2', building: 'CS Block', capacity: 60 },
];
const booked = `Booked by Robotics Expo (${day} 18:00)`;

const event = (changes: Partial<EventView> = {}): EventView => ({
  id: 'e2', name: 'Chess Night', date: day, time: '18:30', startsAt: `${day}T18:30:00.000Z`, venue: 'Seminar Hall 2, CS Block', venueId: 'v2',
  description: 'Bring a board.', type: 'Club Event', capacity: 40, registrations: 0, waitlisted: 0,
  imageUrl: null, cardImageUrl: null, organizer: { id: 'o1', name: 'Chess Club' }, tags: [], ...firstComeEvent, seriesId: null, status: 'upcoming', ...changes,
});


/** The server: a POST or PATCH answers `answer()`; the JSON bodies sent are kept. */
function stubServer(answer: () => Response = () => jsonResponse(event(), { status: 201 })) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', vi.fn(async (_path: string, init: RequestInit = {}) => {
    if (init.method === 'POST' || init.method === 'PATCH') {
      sent.push(JSON.parse(init.body as string));
      return answer();
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  }));
  return sent;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`)) as HTMLInputElement;
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const picker = () => field(VENUE_PICKER.label) as unknown as HTMLSelectElement;
const choose = (label: string) => {
  const option = [...picker().options].find((o) => o.textContent === label);
  if (!option) throw new Error(`no venue ${label}`);
  fireEvent.change(picker(), { target: { value: option.value } });
};
/** The text shown as the field's error (its aria-describedby's "-error" element). */
const errorOf = (element: HTMLElement) => {
  const id = element.getAttribute('aria-describedby')?.split(' ').find((i) => i.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

function showCreate(list: VenueView[] = venues) {
  renderInApp(<CreateEventPage />, {
    client: testQueryClient({ session: organizer, queries: [[venueKeys.all, list]] }),
    path: '/Chess%20Club/create-event', route: '/:organizerName/create-event',
  });
  change('Event name', 'Chess Night');
  change('Date', day);
  change('Time', '18:30');
  change('Description', 'Bring a board.');
  fireEvent.change(screen.getByLabelText('Type', { exact: false }), { target: { value: 'Club Event' } });
}
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the event form: a campus venue', () => {
  it("offers the campus venues as 'Name, Building (capacity N)', after another place", () => {
    showCreate();
    expect([...picker().options].map((o) => o.textContent)).toEqual([
      VENUE_PICKER.none, 'Main Auditorium, Admin Block (capacity 400)', 'Seminar Hall 2, CS Block (capacity 60)',
    ]);
    expect(picker().value).toBe('');
    expect(field('Venue').readOnly).toBe(false);
  });

  it('shows only the free-text venue while the campus has no venues', () => {
    showCreate([]);
    expect(screen.queryByLabelText(VENUE_PICKER.label, { exact: false })).toBeNull();
    expect(field('Venue')).toBeTruthy();
  });

  it("fills the venue text (and an empty Max participants) from the chosen venue, and sends its venueId", async () => {
    const sent = stubServer();
    showCreate();
    choose('Seminar Hall 2, CS Block (capacity 60)');
    expect(field('Venue').value).toBe('Seminar Hall 2, CS Block');
    expect(field('Venue').readOnly).toBe(true);
    expect(field('Max participants (optional)').value).toBe('60');
    create();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ venueId: 'v2', venue: 'Seminar Hall 2, CS Block', capacity: '60' });
  });

  it("says on submit, beside Max participants, that it exceeds the venue's capacity, and sends nothing", () => {
    const sent = stubServer();
    showCreate();
    choose('Seminar Hall 2, CS Block (capacity 60)');
    change('Max participants (optional)', '61');
    create();
    expect(errorOf(field('Max participants (optional)'))).toBe("Max participants cannot exceed the venue's capacity (60).");
    expect(screen.getByRole('alert').textContent).toBe("Max participants cannot exceed the venue's capacity (60).");
    expect(sent).toEqual([]);
  });

  it("takes an emptied Max participants at a venue as the venue's capacity: shows it, and the event is sent", async () => {
    const sent = stubServer();
    showCreate();
    choose('Seminar Hall 2, CS Block (capacity 60)');
    expect(screen.getByText("Up to the venue's capacity (60); left empty, the venue's capacity")).toBeTruthy();
    change('Max participants (optional)', '');
    create();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByText("Max participants cannot exceed the venue's capacity (60).")).toBeNull();
    fireEvent.blur(field('Max participants (optional)'));
    expect(field('Max participants (optional)').value).toBe('60');
  });

  it('sends venueId null for another place, and empties the text the venue had filled', async () => {
    const sent = stubServer();
    showCreate();
    choose('Main Auditorium, Admin Block (capacity 400)');
    choose(VENUE_PICKER.none);
    expect(field('Venue').value).toBe('');
    change('Venue', 'The lawn');
    create();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ venueId: null, venue: 'The lawn' });
  });

  it("shows a 409 'booked' as the headline, and the server's text naming the clashing event beside the venue", async () => {
    stubServer(() => jsonResponse({ error: { code: 'VENUE_BOOKED', message: MSG.venueBooked, fields: { venueId: booked } } }, { status: 409 }));
    showCreate();
    choose('Main Auditorium, Admin Block (capacity 400)');
    create();
    await waitFor(() => expect(errorOf(picker())).toBe(booked));
    expect(screen.getByRole('alert').textContent).toBe(MSG.venueBooked);
    expect(picker().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the edit form: its campus venue', () => {
  function showEdit(e: EventView) {
    renderInApp(<EditEventPage />, {
      client: testQueryClient({ session: organizer, queries: [[venueKeys.all, venues], [eventKeys.one(e.id), e]] }),
      path: `/edit-event/${e.id}`, route: '/edit-event/:eventId',
    });
  }

  it("opens with the event's venue chosen, and keeps it on save", async () => {
    const sent = stubServer(() => jsonResponse(event()));
    showEdit(event());
    expect(picker().value).toBe('v2');
    expect(field('Venue').value).toBe('Seminar Hall 2, CS Block');
    fireEvent.click(screen.getByRole('button', { name: 'Update Event' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ venueId: 'v2', capacity: '40' });
  });

  it("opens an event at a venue with no limit showing the venue's capacity", () => {
    stubServer();
    showEdit(event({ capacity: 0 }));
    expect(field('Max participants (optional)').value).toBe('60');
  });

  it('opens on another place for an event without a venue', () => {
    showEdit(event({ venueId: null, venue: 'Room 1' }));
    expect(picker().value).toBe('');
    expect(field('Venue').value).toBe('Room 1');
  });
});

describe('the venue rules of the form', () => {
  const values = { venue: '', venueId: null, capacity: '' };
  it('keeps a typed Max participants when a venue is chosen, and the typed place when none was', () => {
    expect(venueChoice({ ...values, capacity: '30' }, venues[1]!, venues)).toEqual({ venueId: 'v2', venue: 'Seminar Hall 2, CS Block', capacity: '30' });
    expect(venueChoice({ ...values, venue: 'The lawn' }, null, venues)).toEqual({ venueId: null, venue: 'The lawn', capacity: '' });
  });
  it("leaves a capacity that is no whole number to the schema's message, and an unknown venue to the server", () => {
    expect(venueCapacityProblem({ ...values, venueId: 'v2', capacity: '2.5' }, venues)).toEqual({});
    expect(venueCapacityProblem({ ...values, venueId: 'v9', capacity: '9999' }, venues)).toEqual({});
    expect(venueCapacityProblem({ ...values, venueId: 'v2', capacity: '60' }, venues)).toEqual({});
  });
  it("refuses more than the venue's capacity, in the page's language", () => {
    const over = { ...values, venueId: 'v2', capacity: '999' };
    const capacity = venues[1]!.capacity;
    expect(venueCapacityProblem(over, venues)).toEqual({ capacity: venueCapacityMessage(capacity) });
    expect(venueCapacityProblem(over, venues, translatorFor('hi'))).toEqual({ capacity: `ज़्यादा से ज़्यादा पार्टिसिपेंट्स वेन्यू की कैपेसिटी (${capacity}) से ज़्यादा नहीं हो सकते।` });
  });
});

describe('VENUE_FREE_TEXT=never', () => {
  it('offers only the campus venues, no place typed as text, and asks for one on submit', () => {
    const sent = stubServer();
    renderInApp(<CreateEventPage />, {
      client: testQueryClient({ session: organizer, config: testConfig({ venueFreeText: false }), queries: [[venueKeys.all, venues]] }),
      path: '/Chess%20Club/create-event', route: '/:organizerName/create-event',
    });
    const select = screen.getByLabelText(VENUE_REQUIRED.label, { exact: false }) as HTMLSelectElement;
    expect(screen.queryByLabelText('Venue', { exact: true })).toBeNull();
    expect([...select.options].map((o) => o.textContent)[0]).toBe(VENUE_REQUIRED.placeholder);
    change('Event name', 'Chess Night');
    change('Date', day);
    change('Time', '18:30');
    change('Description', 'Bring a board.');
    fireEvent.change(screen.getByLabelText('Type', { exact: false }), { target: { value: 'Club Event' } });
    create();
    expect(errorOf(select)).toBe(MSG.chooseCampusVenue);
    expect(sent).toHaveLength(0);
  });

  const venues = [{ id: 'v1', name: 'Seminar Hall', building: 'Main Block', capacity: 80 }];
  it('asks for a campus venue, and only when the campus has some', () => {
    expect(venueRequiredProblem({ venue: 'Lawn', venueId: null, capacity: '' }, venues, false)).toEqual({ venueId: 'Choose one of the campus venues' });
    expect(venueRequiredProblem({ venue: '', venueId: 'v1', capacity: '' }, venues, false)).toEqual({});
    expect(venueRequiredProblem({ venue: 'Lawn', venueId: null, capacity: '' }, [], false)).toEqual({});
    expect(venueRequiredProblem({ venue: 'Lawn', venueId: null, capacity: '' }, venues, true)).toEqual({});
  });
});
