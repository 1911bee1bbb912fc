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

/** A student account: registers, has tickets, gives feedback. Reads the role only, so a profile fits too. */
export const isStudent = <A extends Pick<Actor, 'role'>>(actor: A | null | undefined): actor is A => actor?.role === 'student';
/** A club account (an organizer signs in as their club). */
export const isOrganizer = <A extends Pick<Actor, 'role'>>(actor: A | null | undefined): actor is A => actor?.role === 'organizer';

/** A club role that runs the club's events (owner or manager); door staff only check in. */
export const roleRunsEvents = (role: ClubRole | null): boolean => role === 'owner' || role === 'manager';
/** A club role that owns the club: keeps its profile and team, hands it over. */
export const roleOwnsClub = (role: ClubRole | null): boolean => role === 'owner';

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
