import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../domain/schemas/account.ts';
import { api } from './client.ts';

export const sessionKey = ['me'] as const;

/** The signed-in user, or null (GET /api/session answers 200 either way). */
export async function fetchSession(): Promise<Me | null> {
  const { user } = await api.get<{ user: Me | null }>('/api/session');
  return user;
}

export function useSession() {
  const query = useQuery({ queryKey: sessionKey, queryFn: fetchSession, staleTime: 5 * 60_000, retry: 1 });
  // Not a spread of `query`: TanStack Query re-renders a component only for the fields it
  // reads, and a spread reads them all (every card on the home page re-rendered at each fetch).
  return { user: query.data ?? null, isPending: query.isPending, isError: query.isError };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) => api.post('/api/auth/sign-in/email', credentials),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' });
      await queryClient.fetchQuery({ queryKey: sessionKey, queryFn: fetchSession });
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
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' });
      queryClient.setQueryData(sessionKey, null);
    },
  });
}
