import type { InvitedRole } from '../../domain/schemas/team.ts';

/** What each invited role may do for its club, as the invitation page and the team panel say it. */
export const ROLE_DUTIES: Record<InvitedRole, string> = {
  manager: 'create and edit events, manage registrations, read feedback and send announcements',
  door: "check students in at the club's events",
};

/** The role as a sentence ends: "… as manager." / "… as door staff." */
export const ROLE_IN_SENTENCE: Record<InvitedRole, string> = { manager: 'manager', door: 'door staff' };

/** "Managers create and edit events, …" / "Door staff check students in …". */
export const ROLE_HINT = `Managers ${ROLE_DUTIES.manager}. Door staff ${ROLE_DUTIES.door}.`;
