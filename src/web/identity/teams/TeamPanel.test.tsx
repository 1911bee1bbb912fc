import { withOnDemandHosts } from '../../../../test/support/on-demand-hosts.ts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { TeamView } from '../../../domain/responses/team.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { sessionKeys } from '../../infrastructure/api/session.ts';
import { OnDemandHosts } from '../../infrastructure/components/on-demand-hosts.tsx';
import { teamKeys } from './api.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { en } from '../../../domain/i18n/en.ts';
import { TeamPanel } from './TeamPanel.tsx';

// The team's texts, as English says them.
const TEAM_TEXTS = { empty: en.ui['ws.team.empty'], signInEnded: en.ui['ws.team.signInEnded'], handedOver: en.ui['ws.team.handedOver'] };
const handOverText = (name: string, clubSignIn: boolean) => translatorFor('en')(clubSignIn ? 'ui:ws.team.handOverClub' : 'ui:ws.team.handOverPerson', { name });

const clubAccount: Me = { id: 'o1', name: 'Robotics Club', email: 'robotics@x.edu', role: 'organizer', organizerId: 'o1', profileComplete: true, memberships: [] };

const team: TeamView = {
  clubSignIn: true,
  members: [
    { userId: 'u2', name: 'Ravi Iyer', email: 'ravi@x.edu', role: 'manager', since: '2026-03-03T10:00:00.000Z' },
    { userId: 'u3', name: 'Meera Nair', email: 'meera@x.edu', role: 'door', since: '2026-03-05T10:00:00.000Z' },
  ],
  invitations: [{ id: 'i1', email: 'kiran@x.edu', role: 'door', createdAt: '2026-03-06T10:00:00.000Z', expiresAt: '2026-03-13T10:00:00.000Z' }],
};

const problem = (status: number, code: string, message: string) => jsonResponse({ error: { code, message } }, status);

/** The server as the panel reads it: the team, and what it is told (`answers` by "METHOD path"). */
function fakeServer(start: TeamView, answers: Record<string, () => Response> = {}) {
  let current = structuredClone(start);
  const sent: { call: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${path}`;
    sent.push({ call, ...(init.body ? { body: JSON.parse(init.body as string) } : {}) });
    const answer = answers[call];
    if (answer) return answer();
    if (call === 'GET /api/organizers/o1/members') return jsonResponse(current);
    const member = /^DELETE \/api\/organizers\/o1\/members\/(.+)$/.exec(call);
    if (member) {
      current = { ...current, members: current.members.filter((m) => m.userId !== member[1]) };
      return new Response(null, { status: 204 });
    }
    return problem(404, 'NOT_FOUND', 'Not found');
  }));
  return { writes: () => sent.filter((s) => !s.call.startsWith('GET')) };
}

function Login() {
  return <output data-testid="where">{`${useLocation().pathname}`}</output>;
}

/** `list` null: the team is not read yet. */
function show(list: TeamView | null = team, user: Me = clubAccount) {
  const client = testQueryClient({ session: user, queries: list ? [[teamKeys.team('o1'), list]] : [] });
  renderInApp(
    <>
      <OnDemandHosts />
      <Routes>
        <Route path="/:organizerId/dashboard" element={<TeamPanel organizerId="o1" />} />
        <Route path="/login" element={<Login />} />
      </Routes>
    </>,
    { client, path: '/o1/dashboard', mantineEnv: 'test' },
  );
  return client;
}

const cells = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
/** The invite form (its own alert, apart from the toasts, which are alerts too). */
const inviteForm = () => screen.getByRole('form', { name: 'Invite someone' });

configure({ asyncUtilTimeout: 5000 });

withOnDemandHosts({ modals: true });

describe('the team panel', { timeout: 20_000 }, () => {
  it('lists the team: name, e-mail, role and since when, with Remove for each and Make owner for managers', () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Team' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Team' })).toBeTruthy();
    expect(cells(screen.getByRole('table', { name: 'Team members' }))).toEqual([
      ['Name', 'E-mail', 'Role', 'Since', 'Actions'],
      ['Ravi Iyer', 'ravi@x.edu', 'Manager', '3 Mar 2026', 'Make ownerRemove'],
      ['Meera Nair', 'meera@x.edu', 'Door staff', '5 Mar 2026', 'Remove'],
    ]);
    expect(screen.getByRole('button', { name: 'Make owner: Ravi Iyer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Ravi Iyer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Meera Nair' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make owner: Meera Nair' })).toBeNull();
    expect(cells(screen.getByRole('table', { name: 'Open invitations' }))).toEqual([
      ['E-mail', 'Role', 'Valid until', 'Actions'],
      ['kiran@x.edu', 'Door staff', '13 Mar 2026', 'Withdraw'],
    ]);
    expect(screen.getByRole('button', { name: 'Withdraw the invitation to kiran@x.edu' })).toBeTruthy();
    expect(screen.queryByText(TEAM_TEXTS.empty)).toBeNull();
  });

  it('says so when no one else is on the team, and lists no owner actions', () => {
    show({ clubSignIn: true, members: [], invitations: [] });
    expect(screen.getByText(TEAM_TEXTS.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads the team from the server while showing its labelled shape', async () => {
    fakeServer(team);
    show(null);
    expect(screen.getByRole('status', { name: 'Loading team' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Team members' })).toBeTruthy();
  });

  it("checks the invitation on submit with the server's schema, then sends it and empties the form", async () => {
    const server = fakeServer(team, {
      'POST /api/organizers/o1/members': () => jsonResponse({ id: 'i2', email: 'anu@x.edu', role: 'door', createdAt: '2026-03-07T10:00:00.000Z', expiresAt: '2026-03-14T10:00:00.000Z' }, 201),
    });
    show();
    // Nothing is said before a submit.
    fireEvent.change(field('E-mail address'), { target: { value: 'not an address' } });
    fireEvent.blur(field('E-mail address'));
    expect(within(inviteForm()).queryByRole('alert')).toBeNull();
    send();
    expect(within(inviteForm()).getByRole('alert').textContent).toBe(MSG.invalidEmail);
    expect(field('E-mail address').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field('E-mail address'), { target: { value: '' } });
    send();
    expect(within(inviteForm()).getByRole('alert').textContent).toBe(MSG.fillAllFields);
    expect(server.writes()).toEqual([]);

    fireEvent.change(field('E-mail address'), { target: { value: ' Anu@X.edu ' } });
    fireEvent.change(field('Role'), { target: { value: 'door' } });
    send();
    await waitFor(() => expect(server.writes()).toEqual([{ call: 'POST /api/organizers/o1/members', body: { email: 'anu@x.edu', role: 'door' } }]));
    expect(await screen.findByText('Invitation sent to anu@x.edu.')).toBeTruthy();
    await waitFor(() => expect(field('E-mail address').value).toBe(''));
    expect(field('Role').value).toBe('manager');
    expect(within(inviteForm()).queryByRole('alert')).toBeNull();
  });

  it("shows the server's 409 under the form", async () => {
    fakeServer(team, { 'POST /api/organizers/o1/members': () => problem(409, 'ALREADY_ON_TEAM', MSG.alreadyOnTeam) });
    show();
    fireEvent.change(field('E-mail address'), { target: { value: 'ravi@x.edu' } });
    send();
    expect((await within(inviteForm()).findByRole('alert')).textContent).toBe(MSG.alreadyOnTeam);
  });

  it('removes someone only after a confirmation naming them', async () => {
    const server = fakeServer(team);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Meera Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Meera Nair from the team?' });
    expect(server.writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.writes()).toEqual([{ call: 'DELETE /api/organizers/o1/members/u3' }]));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Meera Nair' })).toBeNull());
    expect(await screen.findByText('Meera Nair was removed from the team.')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Ravi Iyer' })).toBeTruthy();
  });

  it('keeps everyone when the removal is cancelled', async () => {
    const server = fakeServer(team);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ravi Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ravi Iyer from the team?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([]);
  });

  it("withdraws an open invitation", async () => {
    const server = fakeServer(team, { 'DELETE /api/organizers/o1/invitations/i1': () => new Response(null, { status: 204 }) });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to kiran@x.edu' }));
    await waitFor(() => expect(server.writes()).toEqual([{ call: 'DELETE /api/organizers/o1/invitations/i1' }]));
    expect(await screen.findByText('The invitation to kiran@x.edu was withdrawn.')).toBeTruthy();
  });

  it("hands the club over from the club account: says its sign-in ends, then signs it out to /login with a notice", async () => {
    const handedOver: TeamView = { ...team, clubSignIn: false, members: [{ ...team.members[0]!, role: 'owner' }, team.members[1]!] };
    const server = fakeServer(team, {
      'POST /api/organizers/o1/owner': () => jsonResponse(handedOver),
      'GET /api/session': () => jsonResponse({ user: null }),
    });
    const client = show();
    fireEvent.click(screen.getByRole('button', { name: 'Make owner: Ravi Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Ravi Iyer the owner?' });
    expect(dialog.textContent).toContain(
      "Ravi Iyer becomes the club's owner. The club account's own sign-in ends: from now on the club is run from Ravi Iyer's own account, and nobody signs in as the club.",
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(server.writes()).toEqual([{ call: 'POST /api/organizers/o1/owner', body: { userId: 'u2' } }]);
    expect(client.getQueryData(sessionKeys.user)).toBeNull();
    expect(await screen.findByText(TEAM_TEXTS.signInEnded)).toBeTruthy();
  });

  it('hands the club over from an owner in person, who stays on as a manager', async () => {
    const asha: Me = { id: 'u1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', profileComplete: true, memberships: [{ organizerId: 'o1', name: 'Robotics Club', role: 'owner' }] };
    const personTeam: TeamView = { ...team, clubSignIn: false, members: [{ userId: 'u1', name: 'Asha Rao', email: 'asha@x.edu', role: 'owner', since: '2026-03-01T10:00:00.000Z' }, ...team.members] };
    const asManager: Me = { ...asha, memberships: [{ organizerId: 'o1', name: 'Robotics Club', role: 'manager' }] };
    fakeServer(personTeam, { 'POST /api/organizers/o1/owner': () => jsonResponse(personTeam), 'GET /api/session': () => jsonResponse({ user: asManager }) });
    const client = show(personTeam, asha);
    expect(screen.getByText(TEAM_TEXTS.handedOver)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Asha Rao' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Make owner: Ravi Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Ravi Iyer the owner?' });
    expect(dialog.textContent).toContain(handOverText('Ravi Iyer', false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    await waitFor(() => expect((client.getQueryData(sessionKeys.user) as Me).memberships).toEqual(asManager.memberships));
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
