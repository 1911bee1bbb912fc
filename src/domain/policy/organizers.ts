import { clubRole, roleOwnsClub, roleRunsEvents, servesAnyClub, type Actor, type ClubRole } from './actor.ts';

/** Club accounts and the people who run clubs: the gate of club-only reads (feedback, insights) before managesClub says which club. */
export const mayActAsClub = (actor: Actor | null): actor is Actor => servesAnyClub(actor);

/** The club's owner (its own account, or the person it was handed over to): updates its profile, keeps its team, hands it over. */
export function ownsClub(actor: Actor | null, organizerId: string): boolean {
  return roleOwnsClub(clubRole(actor, organizerId));
}

/** Owner or manager: the club's events, registrations, feedback, insights and announcements. */
export function managesClub(actor: Actor | null, organizerId: string): boolean {
  return roleRunsEvents(clubRole(actor, organizerId));
}

/** Anyone on the club's team, door staff included: checks students in at its events. */
export function staffsClub(actor: Actor | null, organizerId: string): boolean {
  return clubRole(actor, organizerId) !== null;
}

/** The owner hands the club over to one of its managers only (door staff first become managers). */
export const mayBecomeOwner = (role: ClubRole | null): boolean => role === 'manager';

/** The club's owner keeps its team: invites, lists, removes; a member may also leave. */
export const canKeepTeam = ownsClub;
export function canRemoveMember(actor: Actor | null, organizerId: string, memberUserId: string): boolean {
  return ownsClub(actor, organizerId) || actor?.id === memberUserId;
}

/** A club as its owners stand: those who own it in person, and whether its own account still signs in (not handed over). */
export interface ClubOwnership {
  organizerId: string;
  name: string;
  ownerIds: readonly string[];
  clubSignsIn: boolean;
}

/** Nobody can run the club: its account was handed over and no person owns it (left so by a deleted account). */
export const isOrphaned = (club: Pick<ClubOwnership, 'ownerIds' | 'clubSignsIn'>): boolean => !club.clubSignsIn && club.ownerIds.length === 0;

/**
 * The club a person's account deletion would orphan (they are its only owner), or null:
 * the deletion is refused until they hand it over.
 */
export function clubOrphanedByDeleting(userId: string, owned: readonly ClubOwnership[]): ClubOwnership | null {
  return owned.find((club) => isOrphaned({ clubSignsIn: club.clubSignsIn, ownerIds: club.ownerIds.filter((id) => id !== userId) })) ?? null;
}

/** The campus office takes over a club nobody can run; a club with an owner is handed over by that owner. */
export function canTakeOverClub(admin: boolean, club: Pick<ClubOwnership, 'ownerIds' | 'clubSignsIn'>): 'yes' | 'not-admin' | 'has-owner' {
  if (!admin) return 'not-admin';
  return isOrphaned(club) ? 'yes' : 'has-owner';
}

/** Anyone signed in accepts an invitation (its link is the proof it reached them), except the club itself. */
export const canAcceptInvitation = (actor: Actor | null, organizerId: string): boolean => Boolean(actor) && actor?.id !== organizerId;

/** The club's owner and managers add, change and remove its webhooks, and see their deliveries. */
export const canKeepWebhooks = managesClub;

/** Only the owner lets a webhook carry registrants' contacts off Quad (a consent given for the club). */
export const canShareContactsByWebhook = ownsClub;
