import { withOnDemandHosts } from '../../../../test/support/on-demand-hosts.ts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import { MSG } from '../../../domain/messages.ts';
import type { ReviewStatus } from '../../../domain/policy/review.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { OnDemandHosts } from '../../infrastructure/components/on-demand-hosts.tsx';
import { adminKeys } from './api.ts';
import { EventQueuePage } from './EventQueuePage.tsx';

const admin: Me = { id: 'a1', name: 'Asha Rao', email: 'admin@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true, admin: true };
const student: Me = { ...admin, id: 's1', email: 'asha@x.edu', admin: undefined };

function event(id: string, name: string, changes: Partial<EventView> = {}): EventView {
  return {
    id, name, date: '2030-05-02', time: '18:30', startsAt: '2030-05-02T18:30:00.000Z', venue: 'Main Auditorium', venueId: null,
    description: 'An evening of robots.', type: 'Workshop', capacity: 120, registrations: 0, waitlisted: 0, imageUrl: null, cardImageUrl: null,
    organizer: { id: 'o1', name: 'Robotics Club' }, tags: [], seriesId: null, status: 'pending', questions: [], approval: false,
    registrationOpensAt: null, registrationClosesAt: null, claimHours: null, allocation: 'first-come', drawAt: null, drawnAt: null, selfCheckIn: false, endTime: null, pending: 0, entered: 0,
    ...changes,
  };
}

const robotNight = event('e1', 'Robot Night');
const quizBowl = event('e2', 'Quiz Bowl', { organizer: { id: 'o2', name: 'Quiz Club' }, capacity: 0, venue: 'Seminar Hall 2', date: '2030-05-09', startsAt: '2030-05-09T10:00:00.000Z', time: '10:00' });
const bonfire = event('e3', 'Bonfire', { status: 'rejected', reviewReason: 'No fires on the lawn, please.' });

const problem = (status: number, code: string, message: string, fields?: Record<string, string>) => jsonResponse({ error: { code, message, ...(fields ? { fields } : {}) } }, status);

/** The server: the queue by status, and what it is told (`answers` by "METHOD path"). */
function fakeServer(lists: Partial<Record<ReviewStatus, EventView[]>>, answers: Record<string, () => Response> = {}) {
  const sent: { call: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${path}`;
    sent.push({ call, ...(init.body ? { body: JSON.parse(init.body as string) } : {}) });
    const answer = answers[call];
    if (answer) return answer();
    const list = /^GET \/api\/admin\/events\?status=(\w+)$/.exec(call);
    if (list) return jsonResponse({ events: lists[list[1] as ReviewStatus] ?? [] });
    return problem(404, 'NOT_FOUND', 'Not found');
  }));
  return { sent, writes: () => sent.filter((s) => !s.call.startsWith('GET')) };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The page at `path`; `pending` already read (null: nothing read yet). */
function show({ user = admin, pending = [robotNight, quizBowl] as EventView[] | null, path = '/admin/events' } = {}) {
  const client = testQueryClient({ session: user, queries: pending ? [[adminKeys.review('pending'), pending]] : [] });
  renderInApp(
    <>
      <OnDemandHosts />
      <Routes>
        <Route path="/admin/events" element={<><EventQueuePage /><Where /></>} />
      </Routes>
    </>,
    { client, path, mantineEnv: 'test' },
  );
  return client;
}

const card = (name: string) => screen.getByRole('article', { name });
const reasonField = () => screen.getByLabelText(/^Reason/) as HTMLTextAreaElement;

configure({ asyncUtilTimeout: 5000 });

withOnDemandHosts({ modals: true });

describe('the approval queue', { timeout: 20_000 }, () => {
  it('lists the waiting events: name (to its page), club, when, venue and capacity, with Approve and Send back', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Event approvals' })).toBeTruthy();
    const lists = within(screen.getByRole('radiogroup', { name: 'Show' })).getAllByRole('radio') as HTMLInputElement[];
    expect(lists.map((r) => r.labels?.[0]?.textContent)).toEqual(['Waiting', 'Sent back', 'Approved']);
    expect(lists.map((r) => r.checked)).toEqual([true, false, false]);

    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby') && document.getElementById(a.getAttribute('aria-labelledby')!)!.textContent)).toEqual(['Robot Night', 'Quiz Bowl']);
    const robot = card('Robot Night');
    expect(within(robot).getByRole('link', { name: 'Robot Night' }).getAttribute('href')).toBe('/events/e1');
    expect(within(robot).getByRole('link', { name: 'Robotics Club' }).getAttribute('href')).toBe('/o1/dashboard');
    expect(within(robot).getByText('Main Auditorium')).toBeTruthy();
    expect(within(robot).getByText('Max participants: 120')).toBeTruthy();
    expect(robot.querySelector('time')?.getAttribute('dateTime')).toBeTruthy();
    expect(within(card('Quiz Bowl')).getByText('Max participants: Unlimited')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve Robot Night' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send back Robot Night' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve Quiz Bowl' })).toBeTruthy();
  });

  it('says when nothing is waiting', () => {
    show({ pending: [] });
    expect(screen.getByText('No events are waiting for approval.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('reads the queue from the server while showing a labelled loader', async () => {
    const server = fakeServer({ pending: [robotNight] });
    show({ pending: null });
    expect(screen.getByLabelText('Loading events')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Robot Night' })).toBeTruthy();
    expect(server.sent.map((s) => s.call)).toEqual(['GET /api/admin/events?status=pending']);
  });

  it('tells anyone but an administrator that the page is not theirs, and asks the server nothing', () => {
    const server = fakeServer({});
    show({ user: student, pending: null });
    expect(screen.getByRole('alert').textContent).toBe(`${MSG.adminsOnlyApproval}.`);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(server.sent).toEqual([]);
  });

  it("says so when the server no longer counts the account as an administrator (403)", async () => {
    fakeServer({}, { 'GET /api/admin/events?status=pending': () => problem(403, 'FORBIDDEN', MSG.adminsOnlyApproval) });
    show({ pending: null });
    expect((await screen.findByRole('alert')).textContent).toBe(`${MSG.adminsOnlyApproval}.`);
  });

  it('shows the events sent back, with the reason and Approve, from its choice (kept in the address)', async () => {
    const server = fakeServer({ rejected: [bonfire] });
    show();
    fireEvent.click(screen.getByRole('radio', { name: 'Sent back' }));
    const sentBack = await screen.findByRole('article', { name: 'Bonfire' });
    expect(within(sentBack).getByText('No fires on the lawn, please.', { exact: false }).textContent).toBe('Reason given: No fires on the lawn, please.');
    expect(within(sentBack).getByRole('button', { name: 'Approve Bonfire' })).toBeTruthy();
    expect(within(sentBack).queryByRole('button', { name: 'Send back Bonfire' })).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/admin/events?status=rejected');
    expect(server.sent.map((s) => s.call)).toEqual(['GET /api/admin/events?status=rejected']);

    fireEvent.click(screen.getByRole('radio', { name: 'Approved' }));
    expect(await screen.findByText('No events have been approved yet.')).toBeTruthy();
  });

  it('opens on the list the address names', async () => {
    fakeServer({ rejected: [bonfire] });
    show({ path: '/admin/events?status=rejected' });
    expect((screen.getByRole('radio', { name: 'Sent back' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByRole('article', { name: 'Bonfire' })).toBeTruthy();
  });

  it('approves an event: the API is called, a toast says so and the queue is read again', async () => {
    const server = fakeServer({ pending: [quizBowl] }, { 'POST /api/admin/events/e1/approve': () => jsonResponse({ ...robotNight, status: 'upcoming' }) });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Approve Robot Night' }));
    await waitFor(() => expect(server.writes()).toEqual([{ call: 'POST /api/admin/events/e1/approve', body: {} }]));
    expect(await screen.findByText('Robot Night approved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Robot Night' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Quiz Bowl' })).toBeTruthy();
  });

  it("shows the server's refusal when approving fails (someone approved it first)", async () => {
    fakeServer({ pending: [] }, { 'POST /api/admin/events/e1/approve': () => problem(409, 'CONFLICT', MSG.eventAlreadyApproved) });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Approve Robot Night' }));
    expect(await screen.findByText(MSG.eventAlreadyApproved)).toBeTruthy();
  });

  it('sends an event back: the reason is checked on submit with the server\'s schema, beside the field, then sent', async () => {
    const server = fakeServer({ pending: [quizBowl] }, {
      'POST /api/admin/events/e1/reject': () => jsonResponse({ ...robotNight, status: 'rejected', reviewReason: 'Please book a venue.' }),
    });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Send back Robot Night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send back Robot Night' });
    // Nothing is said before a submit.
    expect(reasonField().getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText(MSG.rejectionReasonRequired)).toBeTruthy();
    expect(reasonField().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(reasonField().getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-error'))!)?.textContent).toBe(MSG.rejectionReasonRequired);
    fireEvent.change(reasonField(), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(within(dialog).getByText(MSG.rejectionReasonRequired)).toBeTruthy();
    fireEvent.change(reasonField(), { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText('Must be at most 1000 characters')).toBeTruthy();
    expect(server.writes()).toEqual([]);

    fireEvent.change(reasonField(), { target: { value: '  Please book a venue.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(server.writes()).toEqual([{ call: 'POST /api/admin/events/e1/reject', body: { reason: 'Please book a venue.' } }]));
    expect(await screen.findByText('Robot Night sent back to its club.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Robot Night' })).toBeNull());
  });

  it("shows the server's refusal in the dialog (the event is no longer waiting)", async () => {
    fakeServer({ pending: [] }, { 'POST /api/admin/events/e1/reject': () => problem(409, 'CONFLICT', MSG.eventNotAwaitingApproval) });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Send back Robot Night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send back Robot Night' });
    fireEvent.change(reasonField(), { target: { value: 'Too late at night.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MSG.eventNotAwaitingApproval);
  });
});
