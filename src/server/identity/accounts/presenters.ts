import type { Me, Profile } from '../../../domain/responses/accounts.ts';
import { isAdmin } from '../../../domain/policy/admin.ts';
import type { AccountRecord } from './queries.ts';

export function isProfileComplete(a: AccountRecord): boolean {
  if (a.role === 'student') return a.hasStudentProfile && Boolean(a.usn && a.semester && a.phone);
  if (a.role === 'organizer') return a.hasOrganizerProfile && Boolean(a.organizerName && a.organizerField);
  return false;
}

/** GET /api/me: the signed-in user's own account, nothing else. */
export function presentMe(a: AccountRecord, adminEmails: string[] = []): Me {
  const me: Me = { id: a.id, name: a.name, email: a.email, role: a.role, profileComplete: isProfileComplete(a) };
  if (isAdmin(a, adminEmails)) me.admin = true;
  if (a.role === 'student') {
    me.usn = a.usn;
    me.semester = a.semester;
    me.phone = a.phone;
  }
  if (a.role === 'organizer') me.organizerId = a.hasOrganizerProfile ? a.id : null;
  return me;
}

/** GET /api/me/profile: what /complete-profile starts from; only the fields of the user's role. */
export function presentProfile(a: AccountRecord): Profile {
  const complete = isProfileComplete(a);
  return {
    role: a.role,
    email: a.email,
    complete,
    cancellable: !complete,
    student: a.role === 'student' ? { name: a.name, usn: a.usn ?? '', semester: a.semester ?? '', phone: a.phone ?? '' } : null,
    organizer:
      a.role === 'organizer'
        ? { name: a.organizerName ?? (a.hasOrganizerProfile ? a.name : ''), field: a.organizerField ?? '', phone: a.phone ?? '' }
        : null,
  };
}
