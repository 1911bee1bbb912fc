import { withOnDemandHosts } from '../../../../test/support/on-demand-hosts.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { Following } from '../../../domain/responses/organizers.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { OnDemandHosts } from '../../infrastructure/components/on-demand-hosts.tsx';
import { organizerKeys } from '../organizers/api.ts';
import { en } from '../../../domain/i18n/en.ts';
import { FollowedClubs } from './FollowedClubs.tsx';

const NO_FOLLOWED_CLUBS = en.ui['following.none'];

const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };

const clubs = (...names: string[]): Following => ({ organizers: names.map((name, i) => ({ id: `o${i + 1}`, name })) });


/** A fetch whose answers the test gives, oldest first, when it chooses. */
function heldFetch() {
  const waiting: { resolve: (response: Response) => void; reject: (error: Error) => void }[] = [];
  const fetch = vi.fn((_path: string, _init: RequestInit) => new Promise<Response>((resolve, reject) => waiting.push({ resolve, reject })));
  vi.stubGlobal('fetch', fetch);
  return {
    sent: () => fetch.mock.calls.map(([path, init]) => `${init.method} ${path}`),
    answer: async (response: Response) => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()!.resolve(response);
    },
  };
}

/** The section, with the student's clubs already read (or fetched, when left out). */
function show(following?: Following) {
  const client = testQueryClient({ session: student, queries: following ? [[organizerKeys.following, following]] : [] });
  renderInApp(
    <>
      <OnDemandHosts />
      <FollowedClubs />
    </>,
    { client, mantineEnv: 'test' },
  );
  return client;
}

const section = () => screen.getByRole('region', { name: 'Clubs you follow' });

withOnDemandHosts();

describe('Clubs you follow, on the profile', () => {
  it('lists the clubs as links to their pages, each with its own Unfollow', () => {
    show(clubs('Art Club', 'Robotics & Drones'));
    expect(within(section()).getByRole('heading', { level: 2, name: 'Clubs you follow' })).toBeTruthy();
    const items = within(section()).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual(['Art Club', 'Robotics & Drones']);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/o1/dashboard');
    expect(within(items[1]!).getByRole('button', { name: 'Unfollow Robotics & Drones' }).textContent).toBe('Unfollow');
  });

  it('says so when the student follows no club', () => {
    show(clubs());
    expect(within(section()).getByText(NO_FOLLOWED_CLUBS)).toBeTruthy();
    expect(NO_FOLLOWED_CLUBS).toBe('You don’t follow any clubs yet.');
    expect(within(section()).queryByRole('list')).toBeNull();
  });

  it('reads the list when it is not in the cache yet', async () => {
    const { sent, answer } = heldFetch();
    show();
    expect(screen.getByLabelText('Loading the clubs you follow')).toBeTruthy();
    await answer(jsonResponse(clubs('Chess Circle')));
    expect(await within(section()).findByRole('link', { name: 'Chess Circle' })).toBeTruthy();
    expect(sent()).toEqual(['GET /api/me/following']);
  });

  it('says what went wrong when the list cannot be read', async () => {
    const { answer } = heldFetch();
    show();
    await answer(jsonResponse({ error: { code: 'FORBIDDEN', message: MSG.onlyStudentsFollow } }, { status: 403 }));
    expect((await within(section()).findByRole('alert')).textContent).toBe(MSG.onlyStudentsFollow);
  });

  it('Unfollow takes the club off at once, keeps focus in the section, and reads the list again', async () => {
    const { sent, answer } = heldFetch();
    const client = show(clubs('Art Club', 'Chess Circle'));
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow Art Club' }));
    await waitFor(() => expect(within(section()).queryByRole('link', { name: 'Art Club' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Clubs you follow' }));
    await answer(new Response(null, { status: 204 }));
    await answer(jsonResponse({ organizers: [{ id: 'o2', name: 'Chess Circle' }] }));
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(sent()).toEqual(['DELETE /api/organizers/o1/follow', 'GET /api/me/following']);
    expect(within(section()).getAllByRole('link').map((a) => a.textContent)).toEqual(['Chess Circle']);
  });

  it('the last club gone, says the student follows none', async () => {
    const { answer } = heldFetch();
    show(clubs('Art Club'));
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow Art Club' }));
    expect(await within(section()).findByText(NO_FOLLOWED_CLUBS)).toBeTruthy();
    await answer(new Response(null, { status: 204 }));
    await answer(jsonResponse(clubs()));
  });

  it('puts a club back when the server refuses, and says why in a toast', async () => {
    const { answer } = heldFetch();
    show(clubs('Art Club', 'Chess Circle'));
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow Chess Circle' }));
    await waitFor(() => expect(within(section()).queryByRole('link', { name: 'Chess Circle' })).toBeNull());
    await answer(jsonResponse({ error: { code: 'ORGANIZER_NOT_FOUND', message: MSG.organizerNotFound } }, { status: 404 }));
    expect(await within(section()).findByRole('link', { name: 'Chess Circle' })).toBeTruthy();
    expect(await screen.findByText(MSG.organizerNotFound)).toBeTruthy();
    await answer(jsonResponse(clubs('Art Club', 'Chess Circle')));
  });
});
