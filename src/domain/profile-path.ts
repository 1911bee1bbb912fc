import { MSG } from './messages.ts';
import type { Me } from './schemas/account.ts';

export type ProfileTarget = { path: string; notice?: string } | { error: string };

/**
 * Where the top bar's name leads (SPEC.md §2): a student's /{usn}/profile, an
 * organizer's /{id}/dashboard, /complete-profile when the profile is incomplete.
 */
export function profileTarget(me: Pick<Me, 'id' | 'role' | 'usn' | 'organizerId' | 'profileComplete'>): ProfileTarget {
  if (me.role === 'student') {
    if (!me.usn || !me.profileComplete) return { path: '/complete-profile', notice: MSG.profileIncomplete };
    return { path: `/${encodeURIComponent(me.usn)}/profile` };
  }
  if (me.role === 'organizer') {
    if (!me.organizerId || !me.profileComplete) return { path: '/complete-profile', notice: MSG.profileIncomplete };
    return { path: `/${encodeURIComponent(me.organizerId)}/dashboard` };
  }
  return { error: MSG.roleNotRecognized };
}
