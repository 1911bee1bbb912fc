import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hi } from '../../../domain/i18n/hi.ts';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { VenueView } from '../../../domain/responses/venues.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { venueKeys } from '../../infrastructure/api/venues.ts';
import { VenuesPage } from './VenuesPage.tsx';

const admin: Me = { id: 'a1', name: 'Asha Rao', email: 'admin@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true, admin: true };
const student: Me = { ...admin, id: 's1', email: 'asha@x.edu', admin: undefined };

const venues: VenueView[] = [
  { id: 'v1', name: 'Main Auditorium', building: 'Admin Block', capacity: 400 },
  { id: 'v2', name: 'Seminar Hall 2', building: 'CS Block', capacity: 60 },
];


/** The server: POST /api/admin/venues answers `answer`; GET /api/venues the list. The bodies posted are kept. */
function stubServer(answer: () => Response) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    if (init.method === 'POST' && path === '/api/admin/venues') {
      sent.push(JSON.parse(init.body as string));
      return answer();
    }
    if (path === '/api/venues') return jsonResponse({ venues });
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  }));
  return sent;
}

function show(user: Me = admin, list: VenueView[] | undefined = venues, language: 'en' | 'hi' = 'en') {
  const client = testQueryClient({ session: user, queries: list ? [[venueKeys.all, list]] : [] });
  return renderInApp(<VenuesPage />, { client, path: '/admin/venues', language });
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add venue' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the venues page', () => {
  it('lists the venues in a table named by its heading: name, building, capacity', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Venues' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Campus venues' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Name', 'Building', 'Capacity'],
      ['Main Auditorium', 'Admin Block', '400'],
      ['Seminar Hall 2', 'CS Block', '60'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Add a venue' })).toBeTruthy();
  });

  it('speaks Hindi: the title, the table, the form and its checks, with the venues as written', () => {
    show(admin, venues, 'hi');
    expect(document.title).toBe(`${hi.ui['office.venues.title']} · Quad`);
    const table = screen.getByRole('table', { name: hi.ui['office.venues.list'] });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      hi.ui['office.venues.name'], hi.ui['office.venues.building'], hi.ui['office.venues.capacity'],
    ]);
    expect(within(table).getByText('Main Auditorium')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: hi.ui['office.venues.add'] }));
    expect(screen.getByRole('alert').textContent).toContain(hi.msg.fillAllFields);
    cleanup();
    show(student, venues, 'hi');
    expect(screen.getByRole('alert').textContent).toBe(`${hi.msg.adminsOnlyVenues}।`);
  });

  it('says when there are no venues yet', () => {
    show(admin, []);
    expect(screen.getByRole('heading', { name: 'No venues yet' })).toBeTruthy();
    expect(screen.getByText('Add the first one below, and clubs can book it for their events.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells anyone but an administrator that the page is not theirs, and shows no form', () => {
    show(student);
    expect(screen.getByRole('alert').textContent).toBe(`${MSG.adminsOnlyVenues}.`);
    expect(screen.queryByRole('button', { name: 'Add venue' })).toBeNull();
  });

  it("checks the form on submit with the server's rules, naming each problem beside its field", () => {
    const sent = stubServer(() => jsonResponse({}, { status: 500 }));
    show();
    add();
    expect(screen.getByRole('alert').textContent).toContain(MSG.fillAllFields);
    expect(screen.getByText('Venue name is required')).toBeTruthy();
    expect(screen.getByText('Building is required')).toBeTruthy();
    expect(screen.getByText('Capacity is required')).toBeTruthy();
    expect(field('Venue name').getAttribute('aria-invalid')).toBe('true');
    for (const value of ['0', '2.5', 'many', '100001']) {
      change('Capacity', value);
      add();
      expect(screen.getByText(MSG.venueCapacityInvalid)).toBeTruthy();
    }
    expect(sent).toEqual([]);
  });

  it('adds a venue (capacity as a number), empties the form and reads the list again', async () => {
    const added: VenueView = { id: 'v3', name: 'Open Air Theatre', building: 'Main Campus', capacity: 800 };
    const sent = stubServer(() => jsonResponse(added, { status: 201 }));
    show();
    change('Venue name', 'Open Air Theatre');
    change('Building', 'Main Campus');
    change('Capacity', ' 800 ');
    add();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ name: 'Open Air Theatre', building: 'Main Campus', capacity: 800 });
    await waitFor(() => expect(field('Venue name').value).toBe(''));
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([path]) => path === '/api/venues')).toBe(true));
  });

  it("shows the server's 409 (a venue of that name in that building) beside the venue's name", async () => {
    const sent = stubServer(() => jsonResponse({ error: { code: 'VENUE_EXISTS', message: MSG.venueExists, fields: { name: MSG.venueExists } } }, { status: 409 }));
    show();
    change('Venue name', 'main auditorium');
    change('Building', 'Admin Block');
    change('Capacity', '100');
    add();
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(field('Venue name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe(MSG.venueExists);
    expect(field('Venue name').getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field('Venue name').getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-error'))!)?.textContent).toBe(MSG.venueExists);
    // What was typed stays, to be corrected rather than typed again.
    expect([field('Venue name').value, field('Building').value, field('Capacity').value]).toEqual(['main auditorium', 'Admin Block', '100']);
  });

  it('keeps what was typed when the server fails, and says so in the form’s own words', async () => {
    stubServer(() => jsonResponse({ error: { code: 'INTERNAL', message: 'Internal server error' } }, { status: 500 }));
    show();
    change('Venue name', 'Open Air Theatre');
    change('Building', 'Sports Complex');
    change('Capacity', '250');
    add();
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(screen.getByRole('alert').textContent).not.toContain('Internal server error');
    expect([field('Venue name').value, field('Building').value, field('Capacity').value]).toEqual(['Open Air Theatre', 'Sports Complex', '250']);
  });
});
