import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../domain/responses/accounts.ts';
import type { InvitationPreview, InvitationView, MembershipView, TeamView } from '../../../domain/responses/team.ts';
import type { InvitationInput } from '../../../domain/schemas/team.ts';
import { api } from '../../infrastructure/api/client.ts';
import { hasStatus } from '../../infrastructure/api/errors.ts';
import { rootKeys } from '../../infrastructure/api/query-keys.ts';
import { forgetSignedInData, sessionKeys } from '../../infrastructure/api/session.ts';

// Club teams: API.md "Club teams and the campus office". A club's team is the
// club's data, so its keys sit under the organizers' root (invalidating a club's data
// reads its team again too).
const all = [...rootKeys.organizers, 'team'] as const;
export const teamKeys = {
  all,
  /** GET /api/organizers/:id/members: the team and its open invitations (the owner only). */
  team: (organizerId: string) => [...all, organizerId] as const,
  /** GET /api/invitations/:token: what an invitation link offers. */
  invitation: (token: string) => [...rootKeys.organizers, 'invitation', token] as const,
};

const clubPath = (organizerId: string) => `/api/organizers/${encodeURIComponent(organizerId)}`;
const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

/** The server's 404 (an unknown or expired invitation, a member or invitation gone already). */
export const isNotFound = (error: unknown) => hasStatus(error, 404);

/** The club's team and open invitations, for its owner (`enabled`: only they may ask). */
export function useTeam(organizerId: string, enabled = true) {
  return useQuery({
    queryKey: teamKeys.team(organizerId),
    queryFn: () => api.get<TeamView>(`${clubPath(organizerId)}/members`),
    enabled,
    retry: false,
  });
}

/** Invites someone by e-mail as manager or door staff; the team is read again. */
export function useInviteMember(organizerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) => api.create<InvitationView>(`${clubPath(organizerId)}/members`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.team(organizerId) }),
  });
}

/** Takes someone off the team (their row goes at once; the team is read again either way). */
export function useRemoveMember(organizerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete(`${clubPath(organizerId)}/members/${encodeURIComponent(userId)}`),
    onSuccess: (_none, userId) =>
      queryClient.setQueryData<TeamView>(teamKeys.team(organizerId), (team) => team && { ...team, members: team.members.filter((m) => m.userId !== userId) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: teamKeys.team(organizerId) }),
  });
}

/** Withdraws an open invitation: its link stops working. */
export function useWithdrawInvitation(organizerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => api.delete(`${clubPath(organizerId)}/invitations/${encodeURIComponent(invitationId)}`),
    onSuccess: (_none, invitationId) =>
      queryClient.setQueryData<TeamView>(teamKeys.team(organizerId), (team) => team && { ...team, invitations: team.invitations.filter((i) => i.id !== invitationId) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: teamKeys.team(organizerId) }),
  });
}

/**
 * Hands the club over to one of its managers. The session is read again afterwards: an
 * owner in person stays on as a manager (their memberships change), and the club account's
 * own sign-in ends (its session is gone: see useSessionEnded).
 */
export function useHandOver(organizerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.post<TeamView>(`${clubPath(organizerId)}/owner`, { userId }),
    onSuccess: (team) => queryClient.setQueryData(teamKeys.team(organizerId), team),
  });
}

/**
 * After a change that may have ended the signed-in session on the server (the club account
 * handing itself over): asks the server for the session again. Gone, everything the user
 * saw is forgotten and the app is signed out; then `leave` runs (e.g. to /login, which a
 * signed-in session would send on). Still there, the session's fresh memberships are kept.
 * Resolves to whether the session had ended.
 */
export function useSessionEnded() {
  const queryClient = useQueryClient();
  return async (leave: () => void | Promise<void>): Promise<boolean> => {
    const { user } = await api.get<SessionUser>('/api/session');
    if (user) {
      queryClient.setQueryData(sessionKeys.user, user);
      return false;
    }
    forgetSignedInData(queryClient);
    queryClient.setQueryData(sessionKeys.user, null);
    await leave();
    return true;
  };
}

/** What an invitation link offers (public): the club, the role, the invited address. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: () => api.get<InvitationPreview>(invitationPath(token)),
    retry: false,
    staleTime: 0,
  });
}

/**
 * Accepts an invitation (signed in). The session is read again before it settles, so the
 * new membership is there for the club's dashboard and the account menu at once.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.create<MembershipView>(`${invitationPath(token)}/accept`),
    onSuccess: async (membership) => {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user });
      // The club's team changed (the invitation, used up, is read again whenever its page opens).
      void queryClient.invalidateQueries({ queryKey: teamKeys.team(membership.organizerId) });
    },
  });
}

/** The club's name, field and phone, changed by its owner in person (after a handover); the club's page is read again. */
export function useSaveClubProfile(organizerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: { name: string; field: string; phone: string }) => api.patch(clubPath(organizerId), profile),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rootKeys.organizers }),
  });
}

/**
 * The campus office takes over a club nobody can run: the administrator becomes its owner.
 * The session is read again, so the club's page shows its owner's panels at once.
 */
export function useTakeOverClub(organizerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TeamView>(`${clubPath(organizerId)}/take-over`),
    onSuccess: async (team) => {
      queryClient.setQueryData(teamKeys.team(organizerId), team);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user });
    },
  });
}
