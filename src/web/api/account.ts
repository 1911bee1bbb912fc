import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../domain/schemas/account.ts';
import type { Profile } from '../../domain/schemas/profile.ts';
import { api } from './client.ts';
import { sessionKey } from './session.ts';

/** Identity calls of API.md beyond sign-in: Google, recovery links, the profile and the session list. */

export interface GoogleStart {
  /** Where to land after a successful sign-in. */
  callbackURL: string;
  /** The page that explains a failure (it reads ?error=). */
  errorCallbackURL: string;
  /** Started on the organizer sign-up page: a new account becomes an organizer. */
  organizer?: boolean;
}

/** Asks Quad for the provider's address, then leaves for it (a full-page redirect, no popup). */
export async function startGoogleSignIn(start: GoogleStart): Promise<void> {
  const { url } = await api.post<{ url: string }>('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: start.callbackURL,
    errorCallbackURL: start.errorCallbackURL,
    disableRedirect: true,
    ...(start.organizer ? { additionalData: { signup: 'organizer' } } : {}),
  });
  window.location.assign(url);
}

export function requestPasswordReset(email: string) {
  return api.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
}

export function resetPassword(token: string, newPassword: string) {
  return api.post('/api/auth/reset-password', { token, newPassword });
}

export function requestSignInLink(email: string, callbackURL: string) {
  return api.post('/api/auth/sign-in/magic-link', { email, callbackURL, errorCallbackURL: '/email-link' });
}

const profileKey = ['me', 'profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => api.get<Profile>('/api/me/profile'), staleTime: 0 });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form of the user's role: validated by the same schema on both sides.
    mutationFn: (form: object) => api.put<{ user: Me }>('/api/me/profile', form),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(sessionKey, user);
      void queryClient.invalidateQueries({ queryKey: profileKey });
    },
  });
}

export function useCancelSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/me/signup'),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' });
      queryClient.setQueryData(sessionKey, null);
    },
  });
}

export interface DeviceSession {
  id: string;
  device: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
}

const sessionsKey = ['me', 'sessions'] as const;

export function useDeviceSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: () => api.get<{ sessions: DeviceSession[] }>('/api/me/sessions'), staleTime: 0 });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/me/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ revoked: number }>('/api/me/sessions/sign-out-others'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
