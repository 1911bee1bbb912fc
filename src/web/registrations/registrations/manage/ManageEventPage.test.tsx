import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../../domain/messages.ts';
import { answerText, optionCounts, type Question } from '../../../../domain/questions.ts';
import type { Me } from '../../../../domain/responses/accounts.ts';
import type { EventView } from '../../../../domain/responses/events.ts';
import type { RegistrationView } from '../../../../domain/responses/registrations.ts';
import { STATUS_LABELS } from '../../../../domain/registration-status.ts';
import { firstComeEvent, plainRegistration } from '../../../../../test/support/fixtures.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../../test/support/web.tsx';
import { OnDemandHosts } from '../../../infrastructure/components/on-demand-hosts.tsx';
import { ManageEventPage } from '../ManageEventPage.tsx';

const organizer: Me = { id: 'o1', name: 'Placement Cell', email: 'cell@x.edu', role: 'organizer', usn: null, semester: null, phone: null, profileComplete: true } as Me;

const size: Question = { id: 'q_size', label: 'T-shirt size', kind: 'choice', options: ['S', 'M', 'L'], required: true };
const consent: Question = { id: 'q_consent', label: 'I agree to the visit rules', kind: 'checkbox', options: [], required: true };

const student = (n: number, name: string, status: RegistrationView['status'], tshirt: string): RegistrationView => ({
  ...plainRegistration,
  id: `e1_1RV22CS00${n}`, eventId: 'e1', name, usn: `1RV22CS00${n}`, email: `s${n}@students.quad.test`, semester: '5', contactNo: null,
  status, createdAt: `2026-05-0${n}T10:00:00.000Z`, checkedInAt: null, answers: { q_size: tshirt, q_consent: true },
});

const refused = (message: string) => jsonResponse({ error: { code: 'NOT_PENDING', message } }, 409);

/**
 * The server as the page reads it (API.md "Questions, approval, windows, lotteries"): the
 * event, its registrations with their questions and option counts, and the decisions,
 * approving past capacity onto the waitlist and refusing what is no longer pending.
 */
function fakeServer(registrations: RegistrationView[], capacity = 10, questions: Question[] = [size, consent]) {
  const rows = registrations.map((r) => ({ ...r }));
  const sent: { method: string; path: string; body?: unknown }[] = [];
  const held = () => rows.filter((r) => r.status === 'registered' || r.status === 'offered').length;
  const event = (): EventView => ({
    id: 'e1', name: 'Company Visit', date: '2030-11-25', time: '10:00', startsAt: '2030-11-25T10:00:00.000Z', venue: 'Main gate', description: '',
    type: 'General', capacity, registrations: held(), waitlisted: rows.filter((r) => r.status === 'waitlisted').length, imageUrl: null, cardImageUrl: null,
    organizer: { id: 'o1', name: 'Placement Cell' }, tags: [], seriesId: null, status: 'upcoming',
    ...firstComeEvent, questions, approval: true, pending: rows.filter((r) => r.status === 'pending').length,
  });
  const decide = (r: RegistrationView, decision: string) => {
    r.status = decision === 'decline' ? 'declined' : held() < capacity ? 'registered' : 'waitlisted';
    return r;
  };
  const fetch = vi.fn(async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body: unknown = init.body ? JSON.parse(init.body as string) : undefined;
    sent.push({ method, path, body });
    const url = new URL(path, 'http://quad.test');
    const one = /^\/api\/registrations\/([^/]+)\/(approve|decline)$/.exec(url.pathname);
    if (url.pathname === '/api/events/e1') return jsonResponse(event());
    if (url.pathname === '/api/events/e1/announcements') return jsonResponse({ announcements: [] });
    if (url.pathname === '/api/events/e1/registrations') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const found = rows.filter((r) => [r.name, r.usn, r.email, ...Object.values(r.answers).map(answerText)].some((text) => text.toLowerCase().includes(q)));
      return jsonResponse({ registrations: found, questions, optionCounts: optionCounts([size], rows.map((r) => r.answers)) });
    }
    if (one) {
      const r = rows.find((row) => row.id === decodeURIComponent(one[1]!));
      return r?.status === 'pending' ? jsonResponse(decide(r, one[2]!)) : refused(MSG.notPending);
    }
    if (url.pathname === '/api/events/e1/registrations/decisions') {
      const { ids, decision } = body as { ids: string[]; decision: string };
      const chosen = rows.filter((r) => ids.includes(r.id));
      if (chosen.length !== ids.length || chosen.some((r) => r.status !== 'pending')) return refused(MSG.notPending);
      return jsonResponse({ registrations: chosen.map((r) => decide(r, decision)) });
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    rows,
    decisions: () => sent.filter((s) => s.method === 'POST').map((s) => ({ path: s.path, body: s.body })),
    reads: () => sent.filter((s) => s.method === 'GET').map((s) => s.path),
  };
}

function show() {
  renderInApp(
    <>
      <OnDemandHosts />
      <ManageEventPage />
    </>,
    { client: testQueryClient({ session: organizer }), path: '/manage-event/e1', route: '/manage-event/:eventId', mantineEnv: 'test' },
  );
}

const table = () => screen.getByRole('table', { name: 'Registrations' });
const rowOf = (name: string) => within(table()).getByRole('cell', { name }).closest('tr') as HTMLElement;
const counts = () => screen.getByRole('region', { name: 'Places and registrations' });

const asha = student(1, 'Asha Rao', 'pending', 'M');
const ravi = student(2, 'Ravi Iyer', 'pending', 'S');
const meera = student(3, 'Meera Nair', 'pending', 'M');
const kiran = student(4, 'Kiran Shah', 'registered', 'L');

// The page reads the event, then its registrations, each through the fake server: on a busy
// machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// The dialog's code is fetched the first time one is opened (on-demand-hosts.tsx): here, once, ahead.
beforeAll(async () => {
  await Promise.all([import('../../../infrastructure/components/ModalsHost.tsx'), import('@mantine/modals')]);
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});


/** Waits for a status region saying `words` (the check-in panel keeps an empty one, always there). */
const statusSays = (words: string) =>
  waitFor(() => expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(words));

describe('the manage page of an event that needs approval', { timeout: 20_000 }, () => {
  it('counts the pending ones, the answers per option, and shows the answers in columns', async () => {
    fakeServer([asha, ravi, meera, kiran]);
    show();
    await screen.findByRole('table', { name: 'Registrations' });
    expect(within(counts()).getByText('3 pending approval')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Answer counts' });
    expect(within(summary).getByText('T-shirt size: S 1 · M 2 · L 1')).toBeTruthy();
    expect(within(table()).getByRole('columnheader', { name: 'I agree to the visit rules' })).toBeTruthy();
    expect(within(rowOf('Kiran Shah')).getByRole('cell', { name: 'L' })).toBeTruthy();
    expect(screen.getByLabelText('Search registrations').getAttribute('placeholder')).toBe('Name, USN, email or an answer');
  });

  it('approves one: the list and the counts are read again, and it says so', async () => {
    const server = fakeServer([asha, ravi, kiran]);
    show();
    fireEvent.click(await within(await screen.findByRole('table', { name: 'Registrations' })).findByRole('button', { name: 'Approve Asha Rao' }));
    await statusSays('Asha Rao approved.');
    expect(server.decisions()).toEqual([{ path: '/api/registrations/e1_1RV22CS001/approve', body: {} }]);
    await waitFor(() => expect(within(rowOf('Asha Rao')).getByText(STATUS_LABELS.registered)).toBeTruthy());
    await waitFor(() => expect(within(counts()).getByText('1 pending approval')).toBeTruthy());
    expect(within(rowOf('Asha Rao')).queryByRole('button', { name: 'Approve Asha Rao' })).toBeNull();
  });

  it('says when an approval past capacity put the student on the waitlist', async () => {
    fakeServer([asha, kiran], 1);
    show();
    fireEvent.click(await within(await screen.findByRole('table', { name: 'Registrations' })).findByRole('button', { name: 'Approve Asha Rao' }));
    await statusSays('Asha Rao approved. The event is full, so they are on the waitlist.');
  });

  it('declines one only after a confirmation', async () => {
    const server = fakeServer([asha, ravi]);
    show();
    fireEvent.click(await within(await screen.findByRole('table', { name: 'Registrations' })).findByRole('button', { name: 'Decline Ravi Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline registration' }, { timeout: 5000 });
    expect(dialog.textContent).toContain('Decline the registration of Ravi Iyer (1RV22CS002)? They will be told by e-mail.');
    expect(server.decisions()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await statusSays('Ravi Iyer declined.');
    expect(server.decisions()).toEqual([{ path: '/api/registrations/e1_1RV22CS002/decline', body: {} }]);
    await waitFor(() => expect(within(rowOf('Ravi Iyer')).getByText(STATUS_LABELS.declined)).toBeTruthy());
  });

  it('shows the server’s refusal when someone else decided first, and the list as it now is', async () => {
    const server = fakeServer([asha, ravi]);
    show();
    const button = await within(await screen.findByRole('table', { name: 'Registrations' })).findByRole('button', { name: 'Approve Asha Rao' });
    server.rows[0]!.status = 'declined';
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.notPending);
    await waitFor(() => expect(within(rowOf('Asha Rao')).getByText(STATUS_LABELS.declined)).toBeTruthy());
  });

  it('approves the selected ones at once, and declines the rest after a confirmation', async () => {
    const server = fakeServer([asha, ravi, meera, kiran]);
    show();
    const bar = await screen.findByRole('group', { name: 'Decisions on pending registrations' });
    expect((within(bar).getByRole('button', { name: 'Approve selected' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(bar).getByRole('checkbox', { name: 'Select all pending' }));
    expect(within(bar).getByText('3 of 3 selected')).toBeTruthy();
    fireEvent.click(within(table()).getByRole('checkbox', { name: 'Select Meera Nair' }));
    expect((within(bar).getByRole('checkbox', { name: 'Select all pending' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    await statusSays('2 approved.');
    expect(server.decisions()).toEqual([{ path: '/api/events/e1/registrations/decisions', body: { ids: ['e1_1RV22CS001', 'e1_1RV22CS002'], decision: 'approve' } }]);

    await waitFor(() => expect(within(table()).getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual(['Select Meera Nair']));
    // Meera was left out: not chosen until picked again.
    expect((within(table()).getByRole('checkbox', { name: 'Select Meera Nair' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(table()).getByRole('checkbox', { name: 'Select Meera Nair' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Decline selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline 1 registration' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline 1' }));
    await statusSays('Meera Nair declined.');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Decisions on pending registrations' })).toBeNull());
    await waitFor(() => expect(within(counts()).getByText('0 pending approval')).toBeTruthy());
  });

  it('filters by status, and searches the answers through the server', async () => {
    const server = fakeServer([asha, ravi, kiran]);
    show();
    await screen.findByRole('table', { name: 'Registrations' });
    const filter = screen.getByLabelText('Show') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toEqual(['All (3)', 'Registered (1)', 'Waitlisted (0)', 'Pending approval (2)', 'Declined (0)']);
    fireEvent.change(filter, { target: { value: 'pending' } });
    expect(within(table()).getAllByRole('row')).toHaveLength(3);
    expect(within(table()).queryByRole('cell', { name: 'Kiran Shah' })).toBeNull();
    fireEvent.change(filter, { target: { value: 'all' } });

    fireEvent.change(screen.getByLabelText('Search registrations'), { target: { value: 'L' } });
    await waitFor(() => expect(server.reads()).toContain('/api/events/e1/registrations?q=L'));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(within(table()).getByRole('cell', { name: 'Kiran Shah' })).toBeTruthy();
  });
});

describe('the CSV download', { timeout: 20_000 }, () => {
  const health: Question = { id: 'q_health', label: 'Health or access needs', kind: 'longtext', options: [], required: false, sensitive: true };
  const csvLink = () => screen.getByRole('link', { name: 'Download CSV' });
  const tick = () => screen.queryByRole('checkbox', { name: 'Include sensitive answers in the CSV' }) as HTMLInputElement | null;

  it('offers no tick when no question is sensitive: the CSV is the plain one', async () => {
    fakeServer([kiran]);
    show();
    await screen.findByRole('table', { name: 'Registrations' });
    expect(csvLink().getAttribute('href')).toBe('/api/events/e1/registrations.csv');
    expect(tick()).toBeNull();
  });

  it('leaves the sensitive answers out until the tick is set, says the download is audited, and untick takes them out again', async () => {
    fakeServer([kiran], 10, [size, health]);
    show();
    await screen.findByRole('table', { name: 'Registrations' });
    const box = tick()!;
    expect(box.checked).toBe(false);
    expect(screen.getByText('The download is recorded in the audit log.')).toBeTruthy();
    expect(csvLink().getAttribute('href')).toBe('/api/events/e1/registrations.csv');
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(csvLink().getAttribute('href')).toBe('/api/events/e1/registrations.csv?includeSensitive=true');
    fireEvent.click(box);
    expect(csvLink().getAttribute('href')).toBe('/api/events/e1/registrations.csv');
  });
});
