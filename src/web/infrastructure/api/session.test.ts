import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryCaches, withCaches } from '../../../../test/support/caches.ts';
import { inApp, jsonResponse, testQueryClient } from '../../../../test/support/web.tsx';
import type { Me } from '../../../domain/responses/accounts.ts';
import { useStudentSignup } from '../../identity/account/api.ts';
import { OFFLINE_ACCOUNT, OFFLINE_CACHES, keepOfflineCopiesFor } from '../pwa/offline-caches.ts';
import { rootKeys } from './query-keys.ts';
import { followSessionForOfflineCopies, sessionKeys, useSession } from './session.ts';

const asha: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true, memberships: [] };
const kiran: Me = { ...asha, id: 's2', name: 'Kiran Reddy', email: 'kiran@x.edu', usn: '1RV22CS002' };
const ashasTickets = [rootKeys.registrations[0], 'mine'];

/** The server: GET /api/session answers `session`; a student's sign-up answers `signedUp`. */
function fakeServer({ session = null as Me | null, signedUp = kiran } = {}) {
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${path}`;
    if (call === 'GET /api/session') return jsonResponse({ user: session });
    if (call === 'POST /api/signup/student') return jsonResponse({ user: signedUp }, 201);
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }));
}

/** A device Asha used: her answers in the app, her copies offline, the worker keeping them for her. */
async function ashasDevice() {
  const fake = memoryCaches();
  const client = testQueryClient({ session: asha, queries: [[ashasTickets, { upcoming: ['her ticket'] }]] });
  await withCaches(fake, async () => {
    await keepOfflineCopiesFor(asha.id);
    await (await caches.open(OFFLINE_CACHES.tickets)).put('/api/me/registrations?quad-account=s1', new Response('her tickets'));
  });
  const wrapper = ({ children }: { children: ReactNode }) => inApp(children, { client });
  return { fake, client, wrapper };
}

const recorded = async (fake: ReturnType<typeof memoryCaches>) => (await (await fake.caches.open(OFFLINE_ACCOUNT.cache)).match(OFFLINE_ACCOUNT.key))?.text();

afterEach(() => vi.unstubAllGlobals());

describe('a shared device keeps nothing of the one before', () => {
  for (const [answer, who] of [[null, 'nobody'], [kiran, 'someone else']] as const) {
    it(`a session read that answers ${who} forgets what the one before saw, here and offline`, async () => {
      const { fake, client, wrapper } = await ashasDevice();
      fakeServer({ session: answer });
      await withCaches(fake, async () => {
        const stop = followSessionForOfflineCopies(client);
        const { result } = renderHook(() => useSession(), { wrapper });
        expect(result.current.user?.id).toBe(asha.id);
        await act(() => client.invalidateQueries({ queryKey: sessionKeys.user }));
        await waitFor(() => expect(result.current.user?.id ?? null).toBe(answer?.id ?? null));
        expect(client.getQueryData(ashasTickets)).toBeUndefined();
        await waitFor(async () => expect(await recorded(fake)).toBe(answer?.id ?? OFFLINE_ACCOUNT.nobody));
        await waitFor(() => expect(fake.stores.has(OFFLINE_CACHES.tickets)).toBe(false));
        stop();
      });
    });
  }

  it('the same person read again keeps their copies', async () => {
    const { fake, client, wrapper } = await ashasDevice();
    fakeServer({ session: asha });
    await withCaches(fake, async () => {
      const stop = followSessionForOfflineCopies(client);
      renderHook(() => useSession(), { wrapper });
      await act(() => client.invalidateQueries({ queryKey: sessionKeys.user }));
      // Calls run one after the other: this one ends after any the read started.
      await keepOfflineCopiesFor(asha.id);
      expect(client.getQueryData(ashasTickets)).toEqual({ upcoming: ['her ticket'] });
      expect(await recorded(fake)).toBe(asha.id);
      expect(fake.stores.has(OFFLINE_CACHES.tickets)).toBe(true);
      stop();
    });
  });

  it('a new student’s sign-up forgets the one before, here and offline', async () => {
    const { fake, client, wrapper } = await ashasDevice();
    fakeServer();
    await withCaches(fake, async () => {
      const stop = followSessionForOfflineCopies(client);
      const { result } = renderHook(() => useStudentSignup(), { wrapper });
      await act(() => result.current.mutateAsync({}));
      expect(client.getQueryData(sessionKeys.user)).toEqual(kiran);
      expect(client.getQueryData(ashasTickets)).toBeUndefined();
      await waitFor(async () => expect(await recorded(fake)).toBe(kiran.id));
      await waitFor(() => expect(fake.stores.has(OFFLINE_CACHES.tickets)).toBe(false));
      stop();
    });
  });
});
