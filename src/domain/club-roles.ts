import type { ClubRole } from './policy/actor.ts';

// How Quad names a club role and says what it may do: one wording for the team
// panel, the invitation page and mail, the account menu and the involvement record. No zod
// here: the account menu, on every signed-in page, reads these labels.

export const CLUB_ROLE_LABELS: Record<ClubRole, string> = { owner: 'Owner', manager: 'Manager', door: 'Door staff' };

/** The role inside a sentence: "… as manager." / "… as door staff." */
export const roleInSentence = (role: ClubRole) => CLUB_ROLE_LABELS[role].toLowerCase();

/** What each invited role may do for its club. */
export const ROLE_DUTIES: Record<Exclude<ClubRole, 'owner'>, string> = {
  manager: 'create and edit events, manage registrations, read feedback and send announcements',
  door: "check students in at the club's events",
};

/** How the invitation page opens its sentence on what the role may do. */
export const ROLE_AS: Record<Exclude<ClubRole, 'owner'>, string> = { manager: 'As a manager', door: 'As door staff' };

/** "Managers create and edit events, …" / "Door staff check students in …". */
export const ROLE_HINT = `Managers ${ROLE_DUTIES.manager}. Door staff ${ROLE_DUTIES.door}.`;
