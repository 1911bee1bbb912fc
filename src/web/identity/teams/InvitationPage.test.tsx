import { withOnDemandHosts } from '../../../../test/support/on-demand-hosts.ts';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { InvitationPreview } from '../../../domain/responses/team.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { sessionKeys } from '../../infrastructure/api/session.ts';
import { OnDemandHosts } from '../../infrastructure/components/on-demand-hosts.tsx';
import { InvitationPage } from './InvitationPage.tsx';

const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true, memberships: [] };
const club: Me = { id: 'o1', name: 'Robotics Club', email: 'robotics@x.edu', role: 'organizer', organizerId: 'o1', profileComplete: true, memberships: [] };
const preview: InvitationPreview = { organizerId: 'o1', name: 'Robotics Club', role: 'manager', email: 'asha@x.edu' };

const problem = (status: number, code: string, message: string) => jsonResponse({ error: { code, message } }, status);

/**
 * The server: GET /api/invitations/tok1 answers `invitation` (a 404 when null); accepting
 * answers `accept`; the session probe answers `session` (the signed-in user after accepting).
 */
function fakeServer({ invitation = preview as InvitationPreview | null, accept = () => jsonResponse({ organizerId: 'o1', name: 'Robotics Club', role: 'manager' }), session = null as Me | null } = {}) {
  const sent: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${path}`;
    sent.push(call);
    if (call === 'GET /api/invitations/tok1') return invitation ? jsonResponse(invitation) : problem(404, 'INVITATION_INVALID', MSG.invitationInvalid);
    if (call === 'POST /api/invitations/tok1/accept') return accept();
    if (call === 'GET /api/session') return jsonResponse({ user: session });
    return problem(404, 'NOT_FOUND', 'Not found');
  }));
  return sent;
}

/** Where the app went, and with which return path. */
function Where({ name }: { name: string }) {
  const state = useLocation().state as { from?: string } | null;
  return <output data-testid="where">{`${name}${state?.from ? `, then back to ${state.from}` : ''}`}</output>;
}

function show(user: Me | null) {
  const client = testQueryClient({ session: user });
  renderInApp(
    <>
      <OnDemandHosts />
      <Routes>
        <Route path="/invitations/:token" element={<InvitationPage />} />
        <Route path="/login" element={<Where name="login" />} />
        <Route path="/student-signup" element={<Where name="student signup" />} />
        <Route path="/:organizerId/dashboard" element={<Where name="dashboard of o1" />} />
        <Route path="/" element={<Where name="home" />} />
      </Routes>
    </>,
    { client, path: '/invitations/tok1', mantineEnv: 'test' },
  );
  return client;
}

configure({ asyncUtilTimeout: 5000 });

withOnDemandHosts();

describe('the invitation page', { timeout: 20_000 }, () => {
  it('says which club, which role and what it may do, and to which address it was sent', async () => {
    fakeServer();
    show(null);
    expect(screen.getByLabelText('Loading invitation')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Robotics Club' })).toBeTruthy();
    expect(screen.getByText('You are invited to join Robotics Club as manager.')).toBeTruthy();
    expect(screen.getByText('As a manager, you can create and edit events, manage registrations, read feedback and send announcements.')).toBeTruthy();
    expect(screen.getByText('This invitation was sent to asha@x.edu.')).toBeTruthy();
  });

  it('says what door staff may do', async () => {
    fakeServer({ invitation: { ...preview, role: 'door' } });
    show(student);
    expect(await screen.findByText('You are invited to join Robotics Club as door staff.')).toBeTruthy();
    expect(screen.getByText("As door staff, you can check students in at the club's events.")).toBeTruthy();
  });

  it('offers a signed-out visitor to sign in, or to create a student account, and to come back here', async () => {
    fakeServer();
    show(null);
    const signIn = await screen.findByRole('link', { name: 'Sign in to accept' });
    expect(signIn.getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Create a student account' }).getAttribute('href')).toBe('/student-signup');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    fireEvent.click(signIn);
    expect(screen.getByTestId('where').textContent).toBe('login, then back to /invitations/tok1');
  });

  it('takes a student who creates an account back here too', async () => {
    fakeServer();
    show(null);
    fireEvent.click(await screen.findByRole('link', { name: 'Create a student account' }));
    expect(screen.getByTestId('where').textContent).toBe('student signup, then back to /invitations/tok1');
  });

  it('accepts for a signed-in person: the session is read again, a toast, then the club’s dashboard', async () => {
    const member: Me = { ...student, memberships: [{ organizerId: 'o1', name: 'Robotics Club', role: 'manager' }] };
    const sent = fakeServer({ session: member });
    const client = show(student);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('dashboard of o1'));
    expect(sent).toEqual(['GET /api/invitations/tok1', 'POST /api/invitations/tok1/accept', 'GET /api/session']);
    expect((client.getQueryData(sessionKeys.user) as Me).memberships).toEqual(member.memberships);
    expect(await screen.findByText('You joined Robotics Club.')).toBeTruthy();
  });

  it("shows the server's 409 beside the button, and stays", async () => {
    fakeServer({ accept: () => problem(409, 'ALREADY_ON_TEAM', MSG.alreadyOnTeam) });
    show(student);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.alreadyOnTeam);
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('says when the person is on the team already, with a way to the dashboard', async () => {
    fakeServer();
    show({ ...student, memberships: [{ organizerId: 'o1', name: 'Robotics Club', role: 'door' }] });
    expect(await screen.findByText('You are already on the team of Robotics Club, as door staff.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/o1/dashboard');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('tells the club account it cannot join its own team', async () => {
    fakeServer();
    show(club);
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.clubCannotJoinItself);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('says an unknown or expired invitation is no longer valid, with a link home', async () => {
    fakeServer({ invitation: null });
    show(null);
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.invitationInvalid);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });
});
