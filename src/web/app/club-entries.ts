import { CLUB_ROLE_LABELS } from '../../domain/club-roles.ts';
import { clubSectionOf, clubSectionPath, clubSectionsFor } from '../../domain/event-path.ts';
import type { Me } from '../../domain/schemas/account.ts';

// Read by the account menu and the phone menu only, both loaded on demand: not part of the
// first download, as useAccountActions.ts is.

/** The clubs section's heading and its first entry, the person's own page: their catalogue keys. */
export const CLUBS_LABELS = { section: 'account.clubs', me: 'account.me' } as const;

/**
 * The clubs the person serves, as the account and phone menus list them: "Robotics Club · Manager",
 * to its workspace. From a section of one club's workspace (`pathname`), each entry leads to the
 * same section of the other club, when the role there works in it; else to the club's events.
 */
export function clubEntries(user: Me, pathname = ''): { key: string; label: string; to: string }[] {
  const section = clubSectionOf(pathname) ?? 'events';
  return (user.memberships ?? []).map((m) => ({
    key: m.organizerId,
    label: `${m.name} · ${CLUB_ROLE_LABELS[m.role]}`,
    to: clubSectionPath(m.organizerId, clubSectionsFor(m.role).includes(section) ? section : 'events'),
  }));
}
