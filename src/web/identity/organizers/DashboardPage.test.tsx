// The club's page and its workspace: who sees which, the sections as links, and the
// section's own address. The workspace's code arrives on demand, so each check waits for it.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { OrganizerView } from '../../../domain/responses/organizers.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { organizerKeys } from './api.ts';
import { ClubInsightsPage, ClubPeoplePage, ClubSettingsPage, DashboardPage } from './DashboardPage.tsx';

const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };
const clubAccount: Me = { id: 'o1', name: 'Robotics Club', email: 'club@x.edu', role: 'organizer', organizerId: 'o1', profileComplete: true };
const manager: Me = { ...student, id: 's2', name: 'Ravi Officer', memberships: [{ organizerId: 'o1', name: 'Robotics Club', role: 'manager' }] };
const door: Me = { ...student, id: 's3', name: 'Dev Door', memberships: [{ organizerId: 'o1', name: 'Robotics Club', role: 'door' }] };

const club: OrganizerView = { id: 'o1', name: 'Robotics Club', email: 'club@x.edu', description: 'Robots and drones', phone: null, followers: 3, events: [] };

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function show(path: string, user: Me | null) {
  // Whatever a section reads beyond the club (the team, the feedback) answers empty.
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(jsonResponse({ members: [], invitations: [], clubSignIn: true, average: null, count: 0, entries: [] }))));
  renderInApp(
    <>
      <Routes>
        <Route path="/:organizerId/dashboard" element={<DashboardPage />} />
        <Route path="/:organizerId/dashboard/people" element={<ClubPeoplePage />} />
        <Route path="/:organizerId/dashboard/insights" element={<ClubInsightsPage />} />
        <Route path="/:organizerId/dashboard/settings" element={<ClubSettingsPage />} />
      </Routes>
      <Where />
    </>,
    { client: testQueryClient({ session: user, queries: [[organizerKeys.one('o1'), club]] }), path, mantineEnv: 'test' },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a club’s page', () => {
  it('is the public page for a student, at every address of the workspace, without the team’s controls', () => {
    for (const path of ['/o1/dashboard', '/o1/dashboard/people', '/o1/dashboard/settings']) {
      show(path, student);
      expect(screen.getByRole('heading', { level: 1, name: 'Robotics Club' })).toBeTruthy();
      expect(screen.getByText('Robots and drones')).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Club workspace' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Create New Event' })).toBeNull();
      cleanup();
    }
  });

  it('is the workspace for a manager: its sections as links, the current one marked, Create New Event in each', async () => {
    show('/o1/dashboard', manager);
    const nav = await screen.findByRole('navigation', { name: 'Club workspace' });
    expect(within(nav).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Events', '/o1/dashboard'],
      ['People', '/o1/dashboard/people'],
      ['Insights', '/o1/dashboard/insights'],
      ['Settings', '/o1/dashboard/settings'],
      ['Webhooks', '/o1/dashboard/webhooks'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    // An empty club says what to do next, with the button to do it.
    expect(screen.getByText('No events created yet. Start by creating one!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your first event' }).getAttribute('href')).toBe('/Robotics%20Club/create-event?club=o1');

    fireEvent.click(within(nav).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/o1/dashboard/settings'));
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Club workspace' })).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page'));
    const after = screen.getByRole('navigation', { name: 'Club workspace' });
    expect(within(after).getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeTruthy();
    expect(screen.getByText('The club’s owner keeps its profile.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create New Event' }).getAttribute('href')).toBe('/Robotics%20Club/create-event?club=o1');
  });

  it('gives the club account Update Profile in Settings, and its public page on ?view=public', async () => {
    show('/o1/dashboard/settings', clubAccount);
    expect((await screen.findByRole('link', { name: 'Update Profile' })).getAttribute('href')).toBe('/complete-profile');
    // Two links, one for phones (an icon) and one from sm (with its word): the same place.
    const links = screen.getAllByRole('link', { name: 'Public page' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/o1/dashboard?view=public', '/o1/dashboard?view=public']);
    fireEvent.click(links[0]!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/o1/dashboard?view=public'));
    expect(screen.queryByRole('navigation', { name: 'Club workspace' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the workspace' }).getAttribute('href')).toBe('/o1/dashboard');
  });

  it('sends door staff from another section to the events, the one they work in', async () => {
    show('/o1/dashboard/people', door);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/o1/dashboard'));
    expect(await screen.findByText('Club workspace · Door staff')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Club workspace' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create New Event' })).toBeNull();
  });
});
