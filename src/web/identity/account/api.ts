import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, UserResponse } from '../../../domain/responses/accounts.ts';
import type { DeviceSessionList, RevokedSessions } from '../../../domain/responses/sessions.ts';
import type { DeletionSummary } from '../../../domain/responses/privacy.ts';
import type { ApiTokenList, CreatedApiToken } from '../../../domain/responses/tokens.ts';
import type { TokenInput } from '../../../domain/api-tokens.ts';
import { withReturnPath } from '../../../domain/return-path.ts';
import { api, apiDownload } from '../../infrastructure/api/client.ts';
import { rootKeys } from '../../infrastructure/api/query-keys.ts';
import { forgetSignedInData, sessionKeys } from '../../infrastructure/api/session.ts';

/**
 * Identity calls of API.md beyond reading the session and signing in or out (src/web/infrastructure/api/session.ts):
 * sign-up, Google and campus sign-in, recovery links, the profile, the device list and deleting the account.
 */

const all = rootKeys.account;
export const accountKeys = {
  all,
  profile: [...all, 'profile'] as const,
  deviceSessions: [...all, 'sessions'] as const,
  deletion: [...all, 'deletion'] as const,
  tokens: [...all, 'tokens'] as const,
};

/** The OpenID Connect providers of GET /api/config: Google, and the campus's own. */
export type SignInProvider = 'google' | 'campus';

export interface GoogleStart {
  /** Where to land after a successful sign-in. */
  callbackURL: string;
  /** The page that explains a failure (it reads ?error=). */
  errorCallbackURL: string;
  /** Started on the organizer sign-up page: a new account becomes an organizer. */
  organizer?: boolean;
}

/** Asks Quad for the provider's address, then leaves for it (a full-page redirect, no popup). */
export function useStartProviderSignIn(provider: SignInProvider) {
  return useMutation({
    mutationFn: async (start: GoogleStart) => {
      const { url } = await api.post<{ url: string }>('/api/auth/sign-in/social', {
        provider,
        callbackURL: start.callbackURL,
        errorCallbackURL: start.errorCallbackURL,
        disableRedirect: true,
        ...(start.organizer ? { additionalData: { signup: 'organizer' } } : {}),
      });
      window.location.assign(url);
    },
  });
}

/** The link opens the reset page, which leads on to sign-in and then to `returnPath`. */
export function useRequestPasswordReset(returnPath: string | null = null) {
  return useMutation({ mutationFn: (email: string) => api.post('/api/auth/request-password-reset', { email, redirectTo: withReturnPath('/reset-password', returnPath) }) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) => api.post('/api/auth/reset-password', { token, newPassword }) });
}

/** The link signs in and then opens `callbackURL`. */
export function useRequestSignInLink(callbackURL: string) {
  return useMutation({ mutationFn: (email: string) => api.post('/api/auth/sign-in/magic-link', { email, callbackURL, errorCallbackURL: withReturnPath('/email-link', callbackURL) }) });
}

/** A new account is signed in at once. The forms are validated by the same schemas on both sides. */
function useSignup(path: '/api/signup/student' | '/api/signup/organizer') {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent once however often the button is pressed: a second sign-up would answer 'Email already in use'.
    mutationFn: (form: object) => api.create<UserResponse>(path, form),
    // As at sign-in: nothing of whoever used this device before stays, here or offline.
    onSuccess: ({ user }) => {
      forgetSignedInData(queryClient);
      queryClient.setQueryData(sessionKeys.user, user);
    },
  });
}

export const useStudentSignup = () => useSignup('/api/signup/student');
export const useOrganizerSignup = () => useSignup('/api/signup/organizer');

export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile, queryFn: () => api.get<Profile>('/api/me/profile'), staleTime: 0 });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form of the user's role: validated by the same schema on both sides.
    mutationFn: (form: object) => api.put<UserResponse>('/api/me/profile', form),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(sessionKeys.user, user);
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
    },
  });
}

export function useCancelSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/me/signup'),
    onSuccess: () => {
      forgetSignedInData(queryClient);
      queryClient.setQueryData(sessionKeys.user, null);
    },
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/me'),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.user, null);
    },
  });
}

/** What deleting the account would delete and keep, read when the confirmation opens. */
export function useDeletionSummary() {
  return useQuery({ queryKey: accountKeys.deletion, queryFn: () => api.get<DeletionSummary>('/api/me/deletion'), staleTime: 0 });
}

/** GET /api/me/export: the ZIP of everything Quad holds about the person, saved by the browser. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const { blob, filename } = await apiDownload('/api/me/export');
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: filename });
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click has run.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}

export function useDeviceSessions() {
  return useQuery({ queryKey: accountKeys.deviceSessions, queryFn: () => api.get<DeviceSessionList>('/api/me/sessions'), staleTime: 0 });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/me/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.deviceSessions }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RevokedSessions>('/api/me/sessions/sign-out-others'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.deviceSessions }),
  });
}

/** Whose tokens: the signed-in person's own (no club), or a club's, kept by its owner. */
const tokensPath = (organizerId?: string) => (organizerId ? `/api/organizers/${encodeURIComponent(organizerId)}/tokens` : '/api/me/tokens');
const tokensKey = (organizerId?: string) => (organizerId ? ([...accountKeys.tokens, 'club', organizerId] as const) : accountKeys.tokens);

/** The signed-in person's own API tokens (/account/tokens), or the club's (its workspace's Settings). */
export function useApiTokens(organizerId?: string) {
  return useQuery({ queryKey: tokensKey(organizerId), queryFn: () => api.get<ApiTokenList>(tokensPath(organizerId)), staleTime: 0 });
}

export function useCreateApiToken(organizerId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TokenInput) => api.create<CreatedApiToken>(tokensPath(organizerId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey(organizerId) }),
  });
}

export function useDeleteApiToken(organizerId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${tokensPath(organizerId)}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey(organizerId) }),
  });
}
