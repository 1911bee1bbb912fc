import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import { repeatMessage } from '../../../domain/schemas/event.ts';
import { addDays, campusDate } from '../../../domain/time.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { eventKeys } from './api.ts';
import { CreateEventPage } from './CreateEventPage.tsx';
import { EditEventPage } from './EditEventPage.tsx';
import { REPEAT_FIELD, SCOPE_FIELD, SERIES_DATES_FIELD } from './EventForm.tsx';
import { firstComeEvent } from '../../../../test/support/fixtures.ts';

const organizer: Me = { id: 'o1', name: 'Chess Club', email: 'chess@x.edu', role: 'organizer', organizerId: 'o1', profileComplete: true };
const day = addDays(campusDate(new Date(), 'UTC'), 12);

const event = (changes: Partial<EventView> = {}): EventView => ({
  id: 'e2', name: 'Chess Night', date: day, time: '18:30', startsAt: `${day}T18:30:00.000Z`, venue: 'Room 1',
  description: 'Bring a board.', type: 'Club Event', capacity: 20, registrations: 0, waitlisted: 0,
  imageUrl: null, cardImageUrl: null, organizer: { id: 'o1', name: 'Chess Club' }, tags: ['Culture'], ...firstComeEvent, seriesId: 's1', status: 'upcoming', ...changes,
});


/** The server: answers the event for a POST or PATCH; the JSON bodies sent are kept, in order. */
function stubServer() {
  const sent: { method: string; path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      if (init.method === 'POST' || init.method === 'PATCH') {
        sent.push({ method: init.method, path, body: JSON.parse(init.body as string) });
        return jsonResponse(event(), { status: init.method === 'POST' ? 201 : 200 });
      }
      return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }),
  );
  return sent;
}

// The whole label (a required one ends in " *"): "Number of dates" also holds the word "date".
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the create form: a repeating event becomes a series', () => {
  function fillIn() {
    renderInApp(<CreateEventPage />, { client: testQueryClient({ session: organizer }), path: '/Chess%20Club/create-event', route: '/:organizerName/create-event' });
    change('Event name', 'Chess Night');
    change('Date', day);
    change('Time', '18:30');
    change('Venue', 'Room 1');
    change('Description', 'Bring a board.');
    fireEvent.change(screen.getByLabelText('Type', { exact: false }), { target: { value: 'Club Event' } });
  }
  const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
  const repeat = () => screen.getByLabelText(REPEAT_FIELD.label) as HTMLSelectElement;
  const count = () => screen.queryByLabelText(SERIES_DATES_FIELD.label, { exact: false }) as HTMLInputElement | null;

  it('does not repeat unless asked, and then sends no repeat at all', async () => {
    const sent = stubServer();
    fillIn();
    expect(repeat().value).toBe('');
    expect([...repeat().options].map((o) => o.text)).toEqual(['Does not repeat', 'Every week', 'Every two weeks']);
    expect(count()).toBeNull();
    create();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.path).toBe('/api/events');
    expect(sent[0]!.body).toMatchObject({ name: 'Chess Night', date: day, time: '18:30', venue: 'Room 1' });
    expect('repeat' in sent[0]!.body).toBe(false);
  });

  it('asks how many dates when repeating (4 unless changed), says each is its own event, and sends repeat as API.md has it', async () => {
    const sent = stubServer();
    fillIn();
    fireEvent.change(repeat(), { target: { value: 'week' } });
    expect(count()!.value).toBe('4');
    const description = document.getElementById(count()!.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(description?.textContent).toBe('Each date is its own event, with its own registrations.');
    fireEvent.change(count()!, { target: { value: '3' } });
    create();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.repeat).toEqual({ every: 'week', count: 3 });
    expect(Object.keys(sent[0]!.body)).not.toContain('repeatEvery');
    expect(Object.keys(sent[0]!.body)).not.toContain('repeatCount');
  });

  it('sends every two weeks with the default number of dates', async () => {
    const sent = stubServer();
    fillIn();
    fireEvent.change(repeat(), { target: { value: '2weeks' } });
    create();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.repeat).toEqual({ every: '2weeks', count: 4 });
  });

  it("refuses a number of dates out of range with the schema's message, on submit only, and sends nothing", () => {
    const sent = stubServer();
    fillIn();
    fireEvent.change(repeat(), { target: { value: 'week' } });
    fireEvent.change(count()!, { target: { value: '30' } });
    fireEvent.blur(count()!);
    expect(screen.queryByText(repeatMessage)).toBeNull();
    for (const value of ['30', '1', '']) {
      fireEvent.change(count()!, { target: { value } });
      create();
      expect(within(screen.getByRole('alert')).getByText(repeatMessage)).toBeTruthy();
      expect(count()!.getAttribute('aria-invalid')).toBe('true');
      // Nothing was changed behind the organizer's back.
      expect(count()!.value).toBe(value);
    }
    expect(sent).toHaveLength(0);
  }, 20_000);

  it('sends no repeat once set back to "Does not repeat"', async () => {
    const sent = stubServer();
    fillIn();
    fireEvent.change(repeat(), { target: { value: 'week' } });
    fireEvent.change(repeat(), { target: { value: '' } });
    expect(count()).toBeNull();
    create();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect('repeat' in sent[0]!.body).toBe(false);
  });
});

describe('the edit form of a date of a series: this event, or this and following', () => {
  function show(e: EventView) {
    renderInApp(<EditEventPage />, {
      client: testQueryClient({ session: organizer, queries: [[eventKeys.one(e.id), e]] }),
      path: `/edit-event/${e.id}`,
      route: '/edit-event/:eventId',
    });
  }
  const scopes = () => screen.getByRole('radiogroup', { name: SCOPE_FIELD.label });
  const scope = (name: string) => within(scopes()).getByRole('radio', { name }) as HTMLInputElement;
  const update = () => fireEvent.click(screen.getByRole('button', { name: 'Update Event' }));

  it('applies to this event unless told otherwise, and says so with the whole form', async () => {
    const sent = stubServer();
    show(event());
    expect([scope(SCOPE_FIELD.this).checked, scope(SCOPE_FIELD.following).checked]).toEqual([true, false]);
    change('Venue', 'Hall B');
    update();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect([sent[0]!.method, sent[0]!.path]).toEqual(['PATCH', '/api/events/e2']);
    expect(sent[0]!.body).toEqual({
      name: 'Chess Night', date: day, time: '18:30', endTime: null, venue: 'Hall B', description: 'Bring a board.', type: 'Club Event', capacity: '20', tags: ['Culture'], venueId: null, scope: 'this',
      questions: [], approval: false, registrationOpensAt: null, registrationClosesAt: null, claimHours: null, allocation: 'first-come', drawAt: null, selfCheckIn: false,
      translations: [],
    });
  });

  it('with "This and following events", sends scope following and only what was changed', async () => {
    const sent = stubServer();
    show(event());
    fireEvent.click(scope(SCOPE_FIELD.following));
    expect(scope(SCOPE_FIELD.following).checked).toBe(true);
    change('Venue', 'Hall B');
    change('Date', addDays(day, 1));
    update();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ venue: 'Hall B', date: addDays(day, 1), scope: 'following' });
  });

  it('asks nothing and sends no scope for an event of no series', async () => {
    const sent = stubServer();
    show(event({ ...firstComeEvent, seriesId: null }));
    expect(screen.queryByRole('radiogroup', { name: SCOPE_FIELD.label })).toBeNull();
    change('Venue', 'Hall B');
    update();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect('scope' in sent[0]!.body).toBe(false);
    expect(sent[0]!.body.venue).toBe('Hall B');
  });

  it('offers no Repeat on the edit form', () => {
    stubServer();
    show(event());
    expect(screen.queryByLabelText(REPEAT_FIELD.label)).toBeNull();
  });
});
