import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { OutboxStatus } from '../../../domain/responses/outbox.ts';
import { jsonResponse, renderInApp, testConfig, testQueryClient } from '../../../../test/support/web.tsx';
import { adminKeys } from './api.ts';
import { kindLabel, oldestWaiting, waitedFor } from './outbox-format.ts';
import { OutboxStatusPage } from './OutboxStatusPage.tsx';

const admin: Me = { id: 'a1', name: 'Asha Rao', email: 'admin@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true, admin: true };
const student: Me = { ...admin, id: 's1', email: 'asha@x.edu', admin: undefined };

const status = (changes: Partial<OutboxStatus> = {}): OutboxStatus => ({
  pending: 4,
  failed: 2,
  oldestPendingAt: '2026-05-01T09:57:00.000Z',
  oldestPendingAgeSeconds: 185,
  push: { pending: 1, failed: 0 },
  failures: [
    { id: 'm1', kind: 'promotion', recipient: 'kiran@students.quad.test', attempts: 12, lastError: '550 mailbox unavailable', createdAt: '2026-05-01T10:00:00.000Z' },
    { id: 'm2', kind: 'confirm-address', recipient: 'admin@quad.test', attempts: 3, lastError: null, createdAt: '2026-05-02T18:30:00.000Z' },
    { id: 'm3', kind: 'digest', recipient: 'club@clubs.quad.test', attempts: 1, lastError: 'unknown message kind: digest', createdAt: '2026-05-03T08:05:00.000Z' },
  ],
  ...changes,
});

/** The page as an admin (or `user`) sees it, with the outbox's answer already read (or fetched, when left out). */
function show(answer: OutboxStatus | undefined, user: Me = admin, config = testConfig()) {
  const client = testQueryClient({ session: user, config, queries: answer ? [[adminKeys.outbox, answer]] : [] });
  return renderInApp(<OutboxStatusPage />, { client, path: '/admin/status' });
}

/** The value shown under a figure's label (the page's description list: dt, then dd). */
const figure = (label: string) => {
  const term = screen.getAllByRole('term').find((t) => t.textContent === label);
  if (!term) throw new Error(`no figure ${label}`);
  return term.nextElementSibling?.textContent;
};


afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the mail status page', () => {
  it("tells an admin when the campus's time zone is unset, so every time shows in UTC", () => {
    show(status(), admin, testConfig({ timeZoneUnset: true }));
    expect(screen.getByText('The campus time zone is not set')).toBeTruthy();
    expect(screen.getByText(/CAMPUS_TIME_ZONE is unset and the server's machine is on UTC, so every time shows in UTC\. Set CAMPUS_TIME_ZONE/)).toBeTruthy();
    cleanup();
    // Set (or taken from the machine): nothing to say. Nor to anyone but an admin.
    show(status());
    expect(screen.queryByText('The campus time zone is not set')).toBeNull();
    cleanup();
    show(undefined, student, testConfig({ timeZoneUnset: true }));
    expect(screen.queryByText('The campus time zone is not set')).toBeNull();
  });

  it('shows the three figures with their labels, and what the page promises', () => {
    show(status());
    expect(screen.getByRole('heading', { level: 1, name: 'Mail status' })).toBeTruthy();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Waiting to send', 'Failed', 'Oldest waiting', 'Push notifications waiting', 'Push notifications failed']);
    expect(figure('Push notifications waiting')).toBe('1');
    expect(figure('Waiting to send')).toBe('4');
    expect(figure('Failed')).toBe('2');
    expect(figure('Oldest waiting')).toBe('3 min');
    expect(screen.getByText(/Every message Quad commits to sending is delivered once, or shown here as failed\. Messages that cannot be sent are retried for 24 hours\./)).toBeTruthy();
  });

  it('lists the failed messages in a table, each kind by its label', () => {
    show(status());
    expect(screen.getByRole('heading', { level: 2, name: 'Failed messages' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Failed messages' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Recipient', 'Kind', 'Attempts', 'Error', 'Queued']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((td) => td.textContent))).toEqual([
      ['kiran@students.quad.test', 'Waitlist place', '12', '550 mailbox unavailable', 'Fri 1 May 2026 · 10:00 AM UTC'],
      ['admin@quad.test', 'Address confirmation', '3', '—', 'Sat 2 May 2026 · 6:30 PM UTC'],
      // A kind this version does not know is shown as it is stored.
      ['club@clubs.quad.test', 'digest', '1', 'unknown message kind: digest', 'Sun 3 May 2026 · 8:05 AM UTC'],
    ]);
  });

  it('says so when no message failed, and dashes the age when none waits', () => {
    show(status({ pending: 0, failed: 0, oldestPendingAt: null, oldestPendingAgeSeconds: 0, failures: [] }));
    expect(figure('Waiting to send')).toBe('0');
    expect(figure('Failed')).toBe('0');
    expect(figure('Oldest waiting')).toBe('—');
    expect(screen.getByText('No failed messages.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks the server for the status, and tells a non-admin the page is not for them', async () => {
    const fetch = vi.fn(async () => jsonResponse(status({ failures: [] })));
    vi.stubGlobal('fetch', fetch);
    show(undefined);
    expect(screen.getByLabelText('Loading mail status')).toBeTruthy();
    await waitFor(() => expect(figure('Waiting to send')).toBe('4'));
    expect(fetch).toHaveBeenCalledWith('/api/admin/outbox', expect.objectContaining({ method: 'GET' }));
    cleanup();

    fetch.mockClear();
    show(undefined, student);
    expect(screen.getByRole('alert').textContent).toBe(`${MSG.adminsOnlyMailStatus}.`);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the admins-only message when the server answers 403', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ error: { code: 'FORBIDDEN', message: MSG.adminsOnlyMailStatus } }, { status: 403 })));
    show(undefined);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`${MSG.adminsOnlyMailStatus}.`));
  });

  it('says so when the status cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, { status: 500 })));
    show(undefined);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The mail status could not be loaded.'));
  });
});

describe('how the page writes kinds and ages', () => {
  it('labels every kind Quad sends', () => {
    expect(['registration', 'promotion', 'event-changed', 'event-cancelled', 'password-reset', 'confirm-address', 'sign-in-link', 'toString'].map((kind) => kindLabel(kind))).toEqual([
      'Registration', 'Waitlist place', 'Event changed', 'Event cancelled', 'Password reset', 'Address confirmation', 'Sign-in link', 'toString',
    ]);
  });

  it('writes an age in its largest whole unit', () => {
    expect([0, 45, 60, 185, 3599, 7200, 86_399, 86_400, 3 * 86_400].map((s) => waitedFor(s))).toEqual(['0 s', '45 s', '1 min', '3 min', '59 min', '2 h', '23 h', '1 day', '3 days']);
    expect(oldestWaiting(null, 0)).toBe('—');
    expect(oldestWaiting('2026-05-01T10:00:00.000Z', 0)).toBe('0 s');
  });
});
