import { withOnDemandHosts } from '../../../../test/support/on-demand-hosts.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { Following, OrganizerView } from '../../../domain/responses/organizers.ts';
import { inApp, jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { OnDemandHosts } from '../../infrastructure/components/on-demand-hosts.tsx';
import { organizerKeys } from './api.ts';
import { DashboardPage } from './DashboardPage.tsx';
import { FollowButton, followersInWords } from './FollowButton.tsx';

const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };
const owner: Me = { id: 'o1', name: 'Robotics Club', email: 'club@x.edu', role: 'organizer', organizerId: 'o1', profileComplete: true };
const otherClub: Me = { ...owner, id: 'o2', organizerId: 'o2', name: 'Film Society' };

const club = (changes: Partial<OrganizerView> = {}): OrganizerView => ({
  id: 'o1', name: 'Robotics Club', email: 'club@x.edu', description: 'Robots and drones', phone: null, followers: 0, following: false, events: [], ...changes,
});

const noContent = () => new Response(null, { status: 204 });

/** A fetch whose answers the test gives when it chooses, to the request it names ('PUT /api/…'). */
function heldFetch() {
  const waiting: { request: string; resolve: (response: Response) => void; reject: (error: Error) => void }[] = [];
  const fetch = vi.fn((path: string, init: RequestInit) => new Promise<Response>((resolve, reject) => waiting.push({ request: `${init.method} ${path}`, resolve, reject })));
  vi.stubGlobal('fetch', fetch);
  const take = (request: string) => {
    const at = waiting.findIndex((w) => w.request === request);
    if (at < 0) throw new Error(`no ${request} waiting; sent: ${sent().join(', ')}`);
    return waiting.splice(at, 1)[0]!;
  };
  const sent = () => fetch.mock.calls.map(([path, init]) => `${init.method} ${path}`);
  return {
    sent,
    /** Waits until `request` has been sent (and not answered yet), then answers it. */
    answer: async (request: string, response: Response) => {
      await waitFor(() => expect(waiting.map((w) => w.request)).toContain(request));
      take(request).resolve(response);
    },
    /** The network drops it. */
    drop: async (request: string) => {
      await waitFor(() => expect(waiting.map((w) => w.request)).toContain(request));
      take(request).reject(new TypeError('Failed to fetch'));
    },
  };
}

function Login() {
  const state = useLocation().state as { from?: string } | null;
  return <output data-testid="login">{`login, then back to ${state?.from}`}</output>;
}

/** The club's page at /o1/dashboard (or `path`), with the club already read (and the session, unless `user` is left out). */
function showClubPage(organizer: OrganizerView, user?: Me | null, path = '/o1/dashboard') {
  const client = testQueryClient({ session: user, queries: [[organizerKeys.one('o1'), organizer]] });
  renderInApp(
    <>
      <OnDemandHosts />
      <Routes>
        <Route path="/:organizerId/dashboard" element={<DashboardPage />} />
        <Route path="/login" element={<Login />} />
      </Routes>
    </>,
    { client, path, mantineEnv: 'test' },
  );
  return client;
}

const followButton = () => screen.getByRole('button', { name: 'Follow' });
const followingButton = () => screen.getByRole('button', { name: 'Following' });

withOnDemandHosts();

describe('followersInWords', () => {
  it('says the count in words', () => {
    expect([0, 1, 2, 12, 1000].map((n) => followersInWords(n, translatorFor('en')))).toEqual(['No followers yet', '1 follower', '2 followers', '12 followers', '1000 followers']);
  });
});

describe('Follow on the club page', () => {
  it('shows the follower count beside the club’s name, and Follow, not pressed, to a student who does not follow it', () => {
    showClubPage(club({ followers: 12 }), student);
    expect(screen.getByRole('heading', { level: 1, name: 'Robotics Club' })).toBeTruthy();
    expect(screen.getByText('12 followers')).toBeTruthy();
    expect(followButton().getAttribute('aria-pressed')).toBe('false');
  });

  it('follows at once: Following, pressed, and one follower more, then reads the club again', async () => {
    const { sent, answer } = heldFetch();
    const client = showClubPage(club(), student);
    expect(screen.getByText('No followers yet')).toBeTruthy();
    fireEvent.click(followButton());
    await waitFor(() => expect(followingButton().getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('1 follower')).toBeTruthy();
    await answer('PUT /api/organizers/o1/follow', noContent());
    // What the server holds now, read again once nothing is waiting.
    await answer('GET /api/organizers/o1', jsonResponse(club({ followers: 2, following: true })));
    await waitFor(() => expect(screen.getByText('2 followers')).toBeTruthy());
    expect(followingButton().getAttribute('aria-pressed')).toBe('true');
    expect(sent()).toEqual(['PUT /api/organizers/o1/follow', 'GET /api/organizers/o1']);
    expect(client.isMutating()).toBe(0);
  });

  it('unfollows at once: Follow again, one follower fewer', async () => {
    const { sent, answer } = heldFetch();
    showClubPage(club({ followers: 12, following: true }), student);
    fireEvent.click(followingButton());
    await waitFor(() => expect(followButton().getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByText('11 followers')).toBeTruthy();
    await answer('DELETE /api/organizers/o1/follow', noContent());
    await answer('GET /api/organizers/o1', jsonResponse(club({ followers: 11, following: false })));
    expect(sent()[0]).toBe('DELETE /api/organizers/o1/follow');
  });

  it('takes a refused follow back and says why in a toast', async () => {
    const { answer } = heldFetch();
    showClubPage(club({ followers: 3 }), student);
    fireEvent.click(followButton());
    await waitFor(() => expect(screen.getByText('4 followers')).toBeTruthy());
    await answer('PUT /api/organizers/o1/follow', jsonResponse({ error: { code: 'FORBIDDEN', message: MSG.onlyStudentsFollow } }, { status: 403 }));
    await waitFor(() => expect(followButton().getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByText('3 followers')).toBeTruthy();
    expect(await screen.findByText(MSG.onlyStudentsFollow)).toBeTruthy();
    await answer('GET /api/organizers/o1', jsonResponse(club({ followers: 3 })));
  });

  it('sends quick changes one after another, in order, showing the latest choice throughout', async () => {
    const { sent, answer, drop } = heldFetch();
    showClubPage(club({ followers: 5 }), student);
    // Follow, unfollow, follow again: all shown at once.
    fireEvent.click(followButton());
    await waitFor(() => expect(followingButton()).toBeTruthy());
    fireEvent.click(followingButton());
    await waitFor(() => expect(followButton()).toBeTruthy());
    fireEvent.click(followButton());
    await waitFor(() => expect(followingButton()).toBeTruthy());
    expect(screen.getByText('6 followers')).toBeTruthy();
    // Each waits for the one before to be answered.
    await waitFor(() => expect(sent()).toEqual(['PUT /api/organizers/o1/follow']));
    await drop('PUT /api/organizers/o1/follow');
    // The failed first follow changes nothing shown: the later choices, still waiting, stand.
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(followingButton().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('6 followers')).toBeTruthy();
    await answer('DELETE /api/organizers/o1/follow', noContent());
    await answer('PUT /api/organizers/o1/follow', noContent());
    // Read again once, when none is waiting any more.
    await answer('GET /api/organizers/o1', jsonResponse(club({ followers: 6, following: true })));
    expect(sent()).toEqual(['PUT /api/organizers/o1/follow', 'DELETE /api/organizers/o1/follow', 'PUT /api/organizers/o1/follow', 'GET /api/organizers/o1']);
    expect(followingButton().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('6 followers')).toBeTruthy();
    expect(await screen.findByText('The server could not be reached. Check your connection and try again.')).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in, then to come back to the club', async () => {
    showClubPage(club({ following: undefined }), null);
    const follow = followButton();
    expect(follow.getAttribute('aria-pressed')).toBeNull();
    fireEvent.click(follow);
    await waitFor(() => expect(screen.getByTestId('login').textContent).toBe('login, then back to /o1/dashboard'));
    expect(await screen.findByText(MSG.loginToFollow)).toBeTruthy();
  });

  it('shows organizers the count but no button, the club’s own account (on its public view) included', () => {
    for (const user of [owner, otherClub]) {
      showClubPage(club({ followers: 1, following: undefined }), user, user === owner ? '/o1/dashboard?view=public' : undefined);
      expect(screen.getByText('1 follower')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Follow/ })).toBeNull();
      cleanup();
    }
  });

  it('shows no button while the session is not known yet', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    showClubPage(club({ followers: 2 }));
    expect(screen.getByText('2 followers')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Follow/ })).toBeNull();
  });
});

describe('Follow where the page does not know (the event page)', () => {
  const organizer = { id: 'o1', name: 'Robotics Club' };
  const list = (...clubs: { id: string; name: string }[]): Following => ({ organizers: clubs });

  function show(user: Me | null, following?: Following, cached?: OrganizerView) {
    const queries: [readonly unknown[], unknown][] = [];
    if (following) queries.push([organizerKeys.following, following]);
    if (cached) queries.push([organizerKeys.one('o1'), cached]);
    const client = testQueryClient({ session: user, queries });
    renderInApp(
      <>
        <OnDemandHosts />
        <FollowButton organizer={organizer} size="xs" />
      </>,
      { client, mantineEnv: 'test' },
    );
    return client;
  }

  it('reads the student’s clubs and shows Following for one they follow', async () => {
    const { answer } = heldFetch();
    show(student);
    expect(screen.queryByRole('button')).toBeNull();
    await answer('GET /api/me/following', jsonResponse(list({ id: 'o0', name: 'Art Club' }, organizer)));
    await waitFor(() => expect(followingButton().getAttribute('aria-pressed')).toBe('true'));
  });

  it('following from here puts the club in the list and counts one more on its page, at once', async () => {
    const { answer } = heldFetch();
    const client = show(student, list({ id: 'o9', name: 'Zoology Society' }, { id: 'o0', name: 'Art Club' }), club({ followers: 4 }));
    fireEvent.click(followButton());
    await waitFor(() => expect(followingButton()).toBeTruthy());
    expect(client.getQueryData<Following>(organizerKeys.following)?.organizers.map((o) => o.name)).toEqual(['Art Club', 'Robotics Club', 'Zoology Society']);
    expect(client.getQueryData<OrganizerView>(organizerKeys.one('o1'))).toMatchObject({ followers: 5, following: true });
    await answer('PUT /api/organizers/o1/follow', noContent());
    await answer('GET /api/me/following', jsonResponse(list({ id: 'o0', name: 'Art Club' }, organizer, { id: 'o9', name: 'Zoology Society' })));
    await waitFor(() => expect(client.isMutating()).toBe(0));
  });

  it('shows nothing to visitors and organizers, nor to a student while their list is not read', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    for (const user of [null, owner]) {
      show(user, list(organizer));
      expect(screen.queryByRole('button')).toBeNull();
      cleanup();
    }
    show(student);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is never part of the page the server renders, even with the list at hand', () => {
    const client = testQueryClient({ session: student, queries: [[organizerKeys.following, list(organizer)]] });
    const html = renderToString(inApp(<FollowButton organizer={organizer} size="xs" />, { client }));
    expect(html).not.toContain('Follow');
  });
});
