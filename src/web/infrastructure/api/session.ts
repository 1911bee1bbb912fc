import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Me, SessionUser } from '../../../domain/responses/accounts.ts';
import { api } from './client.ts';
import { hasStatus } from './errors.ts';
import type { Preload } from './preload.ts';
import { clearOfflineCaches, keepOfflineCopiesFor } from '../pwa/offline-caches.ts';
import { rootKeys } from './query-keys.ts';

/** The session is read by every feature, so it lives here rather than in account/api.ts. */
export const sessionKeys = { user: rootKeys.session };

/**
 * When the signed-in user changes (sign-in, sign-out, a deleted account or an ended session):
 * everything they saw is forgotten but the public configuration, here and in the service
 * worker's offline copies, which a page opened offline would show the next person.
 */
export function forgetSignedInData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== rootKeys.config[0] });
  void clearOfflineCaches();
}

/**
 * Follows the session, whatever tells it (a read, a sign-in or sign-up, the page the server
 * rendered): the device's offline copies are kept for that account only, and go when it
 * changes (keepOfflineCopiesFor).
 */
export function followSessionForOfflineCopies(queryClient: QueryClient) {
  let known: string | null | undefined;
  const follow = () => {
    const state = queryClient.getQueryState<Me | null>(sessionKeys.user);
    if (state?.status !== 'success' || state.data === undefined) return;
    const account = state.data?.id ?? null;
    if (account === known) return;
    known = account;
    void keepOfflineCopiesFor(account);
  };
  follow();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === rootKeys.session[0]) follow();
  });
}

/**
 * True on a page the server rendered for anyone who holds a session (entry-server.tsx,
 * PageViewer 'anyone'): the page shows before the session is known.
 */
export const PageForAnyone = createContext(false);

/** True while such a page waits for its visitor's session (PersonalGate). */
const WaitingForVisitor = createContext(false);

let personalize: (() => Promise<unknown>) | undefined;

/**
 * On a page rendered for anyone, the answers it came with were read without the visitor's
 * cookies. Once the session says who they are, everything but the session and the public
 * configuration is read again with them (their registrations laid over the events),
 * before the page turns personal.
 */
export function personalizeOnFirstSession(queryClient: QueryClient) {
  const shared = new Set<unknown>([rootKeys.session[0], rootKeys.config[0]]);
  personalize = () => queryClient.invalidateQueries({ predicate: (q) => !shared.has(q.queryKey[0]) });
}

/** The signed-in user, or null (GET /api/session answers 200 either way). */
async function fetchSession({ client }: { client: QueryClient }): Promise<Me | null> {
  const before = client.getQueryData<Me | null>(sessionKeys.user);
  const { user } = await api.get<SessionUser>('/api/session');
  // The session ended on the server, or is someone else's now: what the one before saw is
  // forgotten, as at sign-out (the offline copies follow: followSessionForOfflineCopies).
  if (before && before.id !== user?.id) client.removeQueries({ predicate: (q) => q.queryKey[0] !== rootKeys.config[0] && q.queryKey[0] !== rootKeys.session[0] });
  const readAgain = personalize;
  personalize = undefined;
  // A failure leaves the answers as they are: the next read of each corrects it.
  if (user && readAgain) await readAgain().catch(() => {});
  return user;
}

/** The session, for every page the server renders (entry-server.tsx). */
export const sessionPreload: Preload = { queryKey: sessionKeys.user, path: '/api/session', pick: (body) => (body as SessionUser).user };

export function useSession() {
  const waiting = useContext(WaitingForVisitor);
  // Not asked again by each page that mounts after it failed (offline): a failed
  // read without data counts as not loaded yet, so the layout's loader would replace the page,
  // whose remount would ask again, for ever. The network's return asks again (reconnect).
  // While a page rendered for anyone waits (PersonalGate), the session reads as not known yet,
  // whatever the cache holds: the page hydrates exactly as the server rendered it.
  const query = useQuery({ queryKey: sessionKeys.user, queryFn: fetchSession, staleTime: 5 * 60_000, retry: 1, retryOnMount: false, enabled: !waiting, subscribed: !waiting });
  if (waiting) return { user: null, isPending: true, isError: false };
  // Not a spread of `query`: TanStack Query re-renders a component only for the fields it
  // reads, and a spread reads them all (every card on the home page re-rendered at each fetch).
  return { user: query.data ?? null, isPending: query.isPending, isError: query.isError };
}

/**
 * True while the signed-in person's own parts cannot be shown yet: the page was rendered
 * for anyone and the session is still being read. Such a part shows its stand-in.
 */
export function usePersonalPending(): boolean {
  return useContext(WaitingForVisitor);
}

/**
 * Around the app. On a page rendered for anyone, reads the session (and, through
 * fetchSession, the page's answers again with the visitor's cookies), then lets the page
 * turn personal in a transition. A transition waits for the page to finish hydrating, where
 * an update from the query cache would not: React would render a part still being
 * hydrated with the visitor's own data, which the server's HTML does not hold.
 */
export function PersonalGate({ forAnyone, children }: { forAnyone: boolean; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(forAnyone);
  useEffect(() => {
    if (!waiting) return;
    let mounted = true;
    const known = () => mounted && startTransition(() => setWaiting(false));
    // A failure (offline) ends the wait too: the session's own query then reports it.
    queryClient.fetchQuery({ queryKey: sessionKeys.user, queryFn: fetchSession, staleTime: 5 * 60_000 }).then(known, known);
    return () => {
      mounted = false;
    };
  }, [queryClient, waiting]);
  return createElement(PageForAnyone.Provider, { value: forAnyone }, createElement(WaitingForVisitor.Provider, { value: waiting }, children));
}

/** The longest wait sign-in sits through by itself: the server paces unknown browsers by seconds. */
const LONGEST_AUTOMATIC_WAIT_S = 20;

/** Signs in; a short "try again in a few seconds" (429) is waited out, not shown. */
async function signInPatiently(credentials: { email: string; password: string }) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.post('/api/auth/sign-in/email', credentials);
    } catch (error) {
      const wait = hasStatus(error, 429) ? error.retryAfter : undefined;
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
