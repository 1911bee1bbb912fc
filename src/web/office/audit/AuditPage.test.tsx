import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { AuditEntryView, AuditPage as Page } from '../../../domain/responses/audit.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { ActivityPage } from './ActivityPage.tsx';
import { AuditPage } from './AuditPage.tsx';

const admin: Me = { id: 'a1', name: 'Asha Rao', email: 'office@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true, admin: true };
const club: Me = { id: 'c1', name: 'Chess Club', email: 'chess@x.edu', role: 'organizer', organizerId: 'c1', profileComplete: true };
const student: Me = { ...admin, id: 's1', admin: undefined };

const entry = (id: string, changes: Record<string, unknown>, over: Partial<AuditEntryView> = {}): AuditEntryView => ({
  id, at: '2026-11-20T10:00:00.000Z', action: 'event.edited', actor: { id: 'c1', name: 'Chess Club', email: 'chess@x.edu' },
  organizer: { id: 'c1', name: 'Chess Club' }, eventId: 'e1', eventName: 'Blitz Night', changes, ...over,
});


/** GET /api/admin/audit answers from `pages` in turn; the paths asked for are kept. */
function stubServer(pages: Page[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string) => {
    // The event filter's choices: the log's events by name.
    if (path.startsWith('/api/admin/audit/events')) return jsonResponse({ events: [{ id: 'e1', name: 'Blitz Night' }] });
    asked.push(path);
    return jsonResponse(pages[Math.min(asked.length - 1, pages.length - 1)]);
  }));
  return asked;
}

/** The event filter's text box (its list of choices shares its label). */
const eventPicker = () => screen.getAllByLabelText('Event').find((el) => el.tagName === 'INPUT' && (el as HTMLInputElement).type !== 'hidden')!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the audit log page', () => {
  it('shows an administrator each entry in words, and loads more on request', async () => {
    const asked = stubServer([
      { entries: [entry('x1', { capacity: { from: 50, to: 80 } })], nextCursor: 'next1' },
      { entries: [entry('x2', { date: '2026-11-25', time: '18:00' }, { action: 'event.created' })], nextCursor: null },
    ]);
    renderInApp(<AuditPage />, { client: testQueryClient({ session: admin }), path: '/admin/audit' });
    const table = await screen.findByRole('table', { name: 'Entries' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Fri 20 Nov 2026 · 10:00 AM UTC', 'Chess Clubchess@x.edu', 'Edited the event', 'Blitz NightChess Club', 'Capacity 50 → 80',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('On Wed 25 Nov 2026 · 6:00 PM')).toBeTruthy();
    expect(asked).toEqual(['/api/admin/audit', '/api/admin/audit?before=next1']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('sends the filters together, and picks an event from the table', async () => {
    const asked = stubServer([{ entries: [entry('x1', { capacity: { from: 1, to: 2 } })], nextCursor: null }]);
    renderInApp(<AuditPage />, { client: testQueryClient({ session: admin }), path: '/admin/audit' });
    await screen.findByRole('table', { name: 'Entries' });
    fireEvent.change(screen.getByLabelText('Done by (e-mail)'), { target: { value: ' Chess@X.edu ' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'event.edited' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(asked.at(-1)).toBe('/api/admin/audit?actor=Chess%40X.edu&action=event.edited'));
    fireEvent.click(await screen.findByRole('button', { name: 'Show only entries of Blitz Night' }));
    await waitFor(() => expect(asked.at(-1)).toBe('/api/admin/audit?eventId=e1&actor=Chess%40X.edu&action=event.edited'));
    await waitFor(() => expect((eventPicker() as HTMLInputElement).value).toBe('Blitz Night'));
  });

  it('finds the event to filter by by its name, and filters by its id', async () => {
    const asked = stubServer([{ entries: [entry('x1', { capacity: { from: 1, to: 2 } })], nextCursor: null }]);
    renderInApp(<AuditPage />, { client: testQueryClient({ session: admin }), path: '/admin/audit', mantineEnv: 'test' });
    await screen.findByRole('table', { name: 'Entries' });
    const picker = eventPicker();
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'blitz' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Blitz Night' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(asked.at(-1)).toBe('/api/admin/audit?eventId=e1'));
  });

  it('tells a student it is for administrators, and leads a club to its own activity', async () => {
    stubServer([{ entries: [], nextCursor: null }]);
    renderInApp(<AuditPage />, { client: testQueryClient({ session: student }), path: '/admin/audit' });
    expect(screen.getByRole('alert').textContent).toBe('Only administrators can read the whole audit log.');
    expect(screen.queryByRole('link', { name: 'Your club’s activity' })).toBeNull();
    cleanup();
    renderInApp(<AuditPage />, { client: testQueryClient({ session: club }), path: '/admin/audit' });
    expect(screen.getByRole('link', { name: 'Your club’s activity' }).getAttribute('href')).toBe('/c1/activity');
  });
});

describe("a club's activity page", () => {
  it("asks for the club's own entries and says when there are none", async () => {
    const asked = stubServer([{ entries: [], nextCursor: null }]);
    renderInApp(<ActivityPage />, { client: testQueryClient({ session: club }), path: '/c1/activity', route: '/:organizerId/activity' });
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeTruthy();
    expect(asked).toEqual(['/api/admin/audit?organizerId=c1']);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/c1/dashboard');
  });

  it('is only for that club (and administrators)', () => {
    const asked = stubServer([{ entries: [], nextCursor: null }]);
    renderInApp(<ActivityPage />, { client: testQueryClient({ session: club }), path: '/c2/activity', route: '/:organizerId/activity' });
    expect(screen.getByRole('alert').textContent).toBe('Only this club can see its activity.');
    expect(asked).toEqual([]);
  });
});
