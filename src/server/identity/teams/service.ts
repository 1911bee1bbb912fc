import { createHash, randomBytes } from 'node:crypto';
import { MSG } from '../../../domain/messages.ts';
import { canAcceptInvitation, canKeepTeam, canRemoveMember, canTakeOverClub, mayBecomeOwner, ownsClub } from '../../../domain/policy/organizers.ts';
import { INVITATION_DAYS, type InvitationInput } from '../../../domain/schemas/team.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { newId } from '../../infrastructure/db/ids.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import { authorize, conflict, forbidden, isUniqueViolation, notFound } from '../../infrastructure/http/errors.ts';
import { isAdminViewer } from '../../infrastructure/auth/admin.ts';
import { auditClubTakenOver } from '../../infrastructure/audit/service.ts';
import {
  closeClubSignIn, findClubOwnership, makeOwner, deleteInvitation, deleteMember, findClub, findInvitationByHash, findMember, findMemberByEmail, insertMember, replaceInvitation, setMemberRole,
} from './queries.ts';

/** How an invitation's link token is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, base64url: the invitation link's secret. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The club, or 404 'Organizer not found'. */
export async function clubOr404(ctx: ServerContext, organizerId: string) {
  const club = await findClub(ctx.db, organizerId);
  if (!club) throw notFound(MSG.organizerNotFound, 'ORGANIZER_NOT_FOUND');
  return club;
}

/**
 * The club's owner invites someone by address, as a manager or door staff: the link goes
 * by e-mail, queued with the invitation. Inviting an address again replaces the open
 * invitation (the earlier link stops working); someone already on the team is a 409.
 */
export async function inviteMember(ctx: ServerContext, viewer: Viewer, organizerId: string, input: Required<InvitationInput>) {
  const club = await clubOr404(ctx, organizerId);
  authorize(canKeepTeam(viewer, organizerId), () => forbidden(MSG.onlyOwnerKeepsTeam));
  if (club.email === input.email) throw conflict(MSG.clubCannotJoinItself, 'CLUB_ITSELF');
  if (await findMemberByEmail(ctx.db, organizerId, input.email)) throw conflict(MSG.alreadyOnTeam, 'ALREADY_ON_TEAM');
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const row = {
    id: newId(12), organizer_id: organizerId, email: input.email, role: input.role as 'manager' | 'door', token_hash: hashToken(token),
    created_at: now.toISOString(), expires_at: new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
  };
  await ctx.db.transaction().execute(async (trx) => {
    await replaceInvitation(trx, row);
    await ctx.outbox.add(trx, [{
      kind: 'club-invitation',
      payload: { email: input.email, clubName: club.name ?? 'A club', role: row.role, invitedBy: viewer.name, url: `${ctx.config.publicUrl}/invitations/${token}` },
      to: input.email, expiresAt: row.expires_at,
    }]);
  });
  ctx.outbox.wake();
  return row;
}

/** The invitation a link holds while it is open; 404 'This invitation is no longer valid.' otherwise. */
export async function openInvitation(ctx: ServerContext, token: string) {
  const invitation = TOKEN_SHAPE.test(token) ? await findInvitationByHash(ctx.db, hashToken(token)) : undefined;
  if (!invitation || new Date(invitation.expires_at).getTime() <= Date.now()) throw notFound(MSG.invitationInvalid, 'INVITATION_INVALID');
  return invitation;
}

/** The signed-in person joins the team in the invitation's role; the link then stops working. */
export async function acceptInvitation(ctx: ServerContext, viewer: Viewer, token: string) {
  const invitation = await openInvitation(ctx, token);
  if (!canAcceptInvitation(viewer, invitation.organizer_id)) throw conflict(MSG.clubCannotJoinItself, 'CLUB_ITSELF');
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (await findMember(trx, invitation.organizer_id, viewer.id)) throw conflict(MSG.alreadyOnTeam, 'ALREADY_ON_TEAM');
      await insertMember(trx, { organizer_id: invitation.organizer_id, user_id: viewer.id, role: invitation.role, created_at: nowIso() });
      await deleteInvitation(trx, invitation.organizer_id, invitation.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.alreadyOnTeam, 'ALREADY_ON_TEAM');
    throw error;
  }
  return { organizerId: invitation.organizer_id, name: invitation.name ?? '', role: invitation.role };
}

/**
 * The owner removes someone from the team, or a member leaves. The club's owner (after a
 * handover) cannot leave or be removed: the club would have nobody who can sign in for it.
 */
export async function removeMember(ctx: ServerContext, viewer: Viewer, organizerId: string, userId: string) {
  await clubOr404(ctx, organizerId);
  authorize(canRemoveMember(viewer, organizerId, userId), () => forbidden(MSG.onlyOwnerKeepsTeam));
  const member = await findMember(ctx.db, organizerId, userId);
  if (!member) throw notFound(MSG.memberNotFound, 'MEMBER_NOT_FOUND');
  if (member.role === 'owner') throw conflict(MSG.ownerCannotLeave, 'OWNER_CANNOT_LEAVE');
  await deleteMember(ctx.db, organizerId, userId);
}

export async function cancelInvitation(ctx: ServerContext, viewer: Viewer, organizerId: string, invitationId: string) {
  await clubOr404(ctx, organizerId);
  authorize(canKeepTeam(viewer, organizerId), () => forbidden(MSG.onlyOwnerKeepsTeam));
  if (!(await deleteInvitation(ctx.db, organizerId, invitationId))) throw notFound(MSG.invitationInvalid, 'INVITATION_INVALID');
}

/**
 * Handover: the owner gives the club to one of its managers. Given by the club account,
 * its own sign-in ends (sessions and password go; no sign-in is accepted for it again), so
 * no password is ever passed on; given by an owner in person, they stay on as a manager.
 */
export async function handOver(ctx: ServerContext, viewer: Viewer, organizerId: string, userId: string) {
  await clubOr404(ctx, organizerId);
  authorize(ownsClub(viewer, organizerId), () => forbidden(MSG.onlyOwnerKeepsTeam));
  await ctx.db.transaction().execute(async (trx) => {
    const member = await findMember(trx, organizerId, userId);
    if (!mayBecomeOwner(member?.role ?? null)) throw conflict(MSG.handoverToManagerOnly, 'NOT_A_MANAGER');
    await setMemberRole(trx, organizerId, userId, 'owner');
    if (viewer.id === organizerId) await closeClubSignIn(trx, organizerId, nowIso());
    else await setMemberRole(trx, organizerId, viewer.id, 'manager');
  });
}

/**
 * The campus office takes over a club nobody can run (handed over, and its owner's account
 * since deleted): the administrator becomes its owner, and can hand it on to a manager.
 * Judged and written in one transaction, so two take-overs make one owner; audited.
 */
export async function takeOver(ctx: ServerContext, viewer: Viewer, organizerId: string) {
  await clubOr404(ctx, organizerId);
  const admin = await isAdminViewer(ctx, viewer);
  await ctx.db.transaction().execute(async (trx) => {
    const club = await findClubOwnership(trx, organizerId);
    if (!club) throw notFound(MSG.organizerNotFound, 'ORGANIZER_NOT_FOUND');
    const verdict = canTakeOverClub(admin, club);
    if (verdict === 'not-admin') throw forbidden(MSG.adminsOnlyTakeOver);
    if (verdict === 'has-owner') throw conflict(MSG.clubHasOwner, 'CLUB_HAS_OWNER');
    await makeOwner(trx, organizerId, viewer.id, nowIso());
    await auditClubTakenOver(trx, viewer, club);
  });
}
