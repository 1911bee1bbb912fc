import { withOnDemandHosts } from '../../../../test/support/on-demand-hosts.ts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { OnDemandHosts } from '../../infrastructure/components/on-demand-hosts.tsx';
import { en } from '../../../domain/i18n/en.ts';
import { TakeOverClub } from './TakeOverClub.tsx';

const TAKE_OVER_TEXTS = {
  heading: en.ui['club.takeOver.heading'],
  button: en.ui['club.takeOver.button'],
  confirmTitle: en.ui['club.takeOver.confirmTitle'],
  done: en.ui['club.takeOver.done'],
};

const admin: Me = { id: 'a1', name: 'Asha Rao', email: 'office@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true, admin: true };

configure({ asyncUtilTimeout: 5000 });
withOnDemandHosts({ modals: true });

function show(answer: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${path}`);
    return init.method === 'POST' ? answer() : jsonResponse({ user: admin });
  }));
  renderInApp(<><OnDemandHosts /><TakeOverClub organizerId="o1" /></>, { client: testQueryClient({ session: admin }), path: '/o1/dashboard', mantineEnv: 'test' });
  return calls;
}

async function takeOver() {
  fireEvent.click(screen.getByRole('button', { name: TAKE_OVER_TEXTS.button }));
  const dialog = await screen.findByRole('dialog', { name: TAKE_OVER_TEXTS.confirmTitle });
  fireEvent.click(within(dialog).getByRole('button', { name: TAKE_OVER_TEXTS.button }));
}

describe('taking over a club (administrators)', { timeout: 20_000 }, () => {
  it('asks first, then takes the club over', async () => {
    const calls = show(() => jsonResponse({ clubSignIn: false, members: [{ userId: 'a1', name: 'Asha Rao', email: 'office@x.edu', role: 'owner', since: '2026-11-26T10:00:00.000Z' }], invitations: [] }));
    await takeOver();
    expect(await screen.findByText(TAKE_OVER_TEXTS.done)).toBeTruthy();
    expect(calls[0]).toBe('POST /api/organizers/o1/take-over');
  });

  it('shows why a club with an owner cannot be taken over', async () => {
    show(() => jsonResponse({ error: { code: 'CLUB_HAS_OWNER', message: MSG.clubHasOwner } }, 409));
    await takeOver();
    const card = screen.getByRole('region', { name: TAKE_OVER_TEXTS.heading });
    await waitFor(() => expect(within(card).getByRole('alert').textContent).toBe(MSG.clubHasOwner));
  });
});
