import type { ClubRole } from './policy/actor.ts';

// How Quad names a club role in English: the account menu and the credentials (the
// screens and mails say it through the catalogue). No zod here: the account menu, on
// every signed-in page, reads these labels.

export const CLUB_ROLE_LABELS: Record<ClubRole, string> = { owner: 'Owner', manager: 'Manager', door: 'Door staff' };
