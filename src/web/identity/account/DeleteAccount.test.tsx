import { withOnDemandHosts } from '../../../../test/support/on-demand-hosts.ts';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { handOverBeforeDeleting } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { OnDemandHosts } from '../../infrastructure/components/on-demand-hosts.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';

const owner: Me = { id: 'u1', name: 'Ravi Iyer', email: 'ravi@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };

configure({ asyncUtilTimeout: 5000 });
const summary = {
  deleted: [{ what: 'Registrations with their answers', count: 2 }],
  kept: [{ what: 'Audit log entries by you or about you', count: 3, why: 'They name you as "Deleted account abc".' }],
  pseudonym: 'Deleted account abc',
};
withOnDemandHosts({ modals: true });

describe('deleting one’s account', { timeout: 20_000 }, () => {
  it('shows the server’s refusal on the card when the user is the only owner of a club, and keeps the account', async () => {
    const refusal = handOverBeforeDeleting('Robotics Club');
    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${path}`);
      if (path === '/api/me/deletion') return jsonResponse(summary);
      return jsonResponse({ error: { code: 'ONLY_CLUB_OWNER', message: refusal } }, 409);
    }));
    const client = testQueryClient({ session: owner });
    renderInApp(<><OnDemandHosts /><DeleteAccount role="student" /></>, { client, path: '/account', mantineEnv: 'test' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    const card = screen.getByRole('region', { name: 'Delete account' });
    expect((await within(card).findByRole('alert')).textContent).toBe(refusal);
    expect(calls).toEqual(['GET /api/me/deletion', 'DELETE /api/me']);
  });

  it('says what is deleted and what is kept, with the pseudonym the audit log will use', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(summary)));
    const client = testQueryClient({ session: owner });
    renderInApp(<><OnDemandHosts /><DeleteAccount role="student" /></>, { client, path: '/account', mantineEnv: 'test' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(await within(dialog).findByText('Registrations with their answers: 2')).toBeTruthy();
    expect(within(dialog).getByText(/Audit log entries by you or about you \(3\): .*Deleted account abc/)).toBeTruthy();
  });
});
