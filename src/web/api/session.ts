import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Me, SessionUser } from '../../domain/responses/accounts.ts';
import { api } from './client.ts';
import { ApiError } from './errors.ts';
import type { Preload } from './preload.ts';
import { clearOfflineCaches } from '../pwa/offline-caches.ts';
import { rootKeys } from './query-keys.ts';

/** The session is read by every feature, so it lives here rather than in account/api.ts. */
export const sessionKeys = { user: rootKeys.session };

/**
 * When the signed-in user changes (sign-in, sign-out, a deleted account or an ended session):
 * everything they saw is forgotten but the public configuration, here and in the service
 * worker's offline copies (issue 20), which a page opened offline would show the next person.
 */
export function forgetSignedInData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== rootKeys.config[0] });
  void clearOfflineCaches();
}

/** The signed-in user, or null (GET /api/session answers 200 either way). */
async function fetchSession(): Promise<Me | null> {
  const { user } = await api.get<SessionUser>('/api/session');
  return user;
}

/** The session, for every page the server renders (entry-server.tsx). */
export const sessionPreload: Preload = { queryKey: sessionKeys.user, path: '/api/session', pick: (body) => (body as SessionUser).user };

export function useSession() {
  // Not asked again by each page that mounts after it failed (offline, issue 20): a failed
  // read without data counts as not loaded yet, so the layout's loader would replace the page,
  // whose remount would ask again, for ever. The network's return asks again (reconnect).
  const query = useQuery({ queryKey: sessionKeys.user, queryFn: fetchSession, staleTime: 5 * 60_000, retry: 1, retryOnMount: false });
  // Not a spread of `query`: TanStack Query re-renders a component only for the fields it
  // reads, and a spread reads them all (every card on the home page re-rendered at each fetch).
  return { user: query.data ?? null, isPending: query.isPending, isError: query.isError };
}

/** The longest wait sign-in sits through by itself: the server paces unknown browsers by seconds. */
const LONGEST_AUTOMATIC_WAIT_S = 20;

/** Signs in; a short "try again in a few seconds" (429) is waited out, not shown. */
async function signInPatiently(credentials: { email: string; password: string }) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.post('/api/auth/sign-in/email', credentials);
    } catch (error) {
      const wait = error instanceof ApiError && error.status === 429 ? error.retryAfter : undefined;
      if (wait === undefined || wait > LONGEST_AUTOMATIC_WAIT_S || attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInPatiently,
    onSuccess: async () => {
      forgetSignedInData(queryClient);
      await queryClient.fetchQuery({ queryKey: sessionKeys.user, queryFn: fetchSession });
    },
  });
}

/**
 * Signs out. `leave` (a navigation) completes before the session is forgotten, so a
 * guarded page being left never sees "no session" and sends the user to /login.
 */
export function useSignOut(leave?: () => void | Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/auth/sign-out', {}),
    onSuccess: async () => {
      await leave?.();
      forgetSignedInData(queryClient);
      queryClient.setQueryData(sessionKeys.user, null);
    },
  });
}
