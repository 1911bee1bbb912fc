import type { Me } from '../../domain/schemas/account.ts';
import type { AccountRecord } from './queries.ts';

export function isProfileComplete(a: AccountRecord): boolean {
  if (a.role === 'student') return a.hasStudentProfile && Boolean(a.usn && a.semester && a.phone);
  if (a.role === 'organizer') return a.hasOrganizerProfile && Boolean(a.organizerName && a.organizerField);
  return false;
}

/** GET /api/me: the signed-in user's own account, nothing else. */
export function presentMe(a: AccountRecord, adminEmails: string[] = []): Me {
  const me: Me = { id: a.id, name: a.name, email: a.email, role: a.role, profileComplete: isProfileComplete(a) };
  if (adminEmails.includes(a.email.toLowerCase())) me.admin = true;
  if (a.role === 'student') {
    me.usn = a.usn;
    me.semester = a.semester;
    me.phone = a.phone;
  }
  if (a.role === 'organizer') me.organizerId = a.hasOrganizerProfile ? a.id : null;
  return me;
}
