/** What a person may do for a club: its owner everything, a manager everything but the club's profile and team, door staff check-in. */
export type ClubRole = 'owner' | 'manager' | 'door';

/** A club a person acts for, and as what. */
export interface ClubMembership {
  organizerId: string;
  role: ClubRole;
}

/**
 * Who is asking, as every policy sees them: the server's signed-in viewer and the web
 * app's signed-in user both fit. Null is a visitor who is not signed in. `memberships`:
 * the clubs the person serves (none when absent).
 */
export interface Actor {
  id: string;
  role: string;
  memberships?: readonly ClubMembership[] | null;
}

export const isStudent = (actor: Actor | null): actor is Actor => actor?.role === 'student';
export const isOrganizer = (actor: Actor | null): actor is Actor => actor?.role === 'organizer';

/**
 * The actor's role in a club: the club account itself is its owner; anyone else holds
 * the role of their membership, if any. Every club rule reads this one function.
 */
export function clubRole(actor: Actor | null, organizerId: string): ClubRole | null {
  if (!actor) return null;
  if (isOrganizer(actor) && actor.id === organizerId) return 'owner';
  return actor.memberships?.find((m) => m.organizerId === organizerId)?.role ?? null;
}

/** Serves some club as owner or manager (runs its events), or, with `door`, at its door too. */
export function servesAnyClub(actor: Actor | null, door = false): actor is Actor {
  if (!actor) return false;
  if (actor.role === 'organizer') return true;
  return (actor.memberships ?? []).some((m) => m.role !== 'door' || door);
}
