import type { InvitationView, MemberView, TeamView } from '../../../domain/responses/team.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import type { listMembers, listOpenInvitations } from './queries.ts';

type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];
type InvitationRow = Pick<Awaited<ReturnType<typeof listOpenInvitations>>[number], 'id' | 'email' | 'role' | 'created_at' | 'expires_at'>;

export const presentMember = (m: MemberRow): MemberView => ({ userId: m.user_id, name: m.name, email: m.email, role: m.role, since: toIso(m.created_at) });

/** An invitation as its club's owner sees it: never its link (that is only in the e-mail). */
export const presentInvitation = (i: InvitationRow): InvitationView => ({
  id: i.id, email: i.email, role: i.role, createdAt: toIso(i.created_at), expiresAt: toIso(i.expires_at),
});

export const presentTeam = (club: { handed_over_at: unknown }, members: MemberRow[], invitations: InvitationRow[]): TeamView => ({
  clubSignIn: !club.handed_over_at,
  members: members.map(presentMember),
  invitations: invitations.map(presentInvitation),
});
