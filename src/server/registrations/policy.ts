import type { Viewer } from '../auth/viewer.ts';

interface Owned {
  student_id: string;
  organizer_id: string;
}

export function isRegistrationStudent(viewer: Viewer | null, registration: Owned): boolean {
  return Boolean(viewer && viewer.role === 'student' && viewer.id === registration.student_id);
}

export function isEventOrganizer(viewer: Viewer | null, registration: Owned): boolean {
  return Boolean(viewer && viewer.role === 'organizer' && viewer.id === registration.organizer_id);
}

/** Its student, or the event's organizer, may see a registration. */
export function canViewRegistration(viewer: Viewer | null, registration: Owned): boolean {
  return isRegistrationStudent(viewer, registration) || isEventOrganizer(viewer, registration);
}

/** Only its student edits a registration (and only before the event). */
export const canEditRegistration = isRegistrationStudent;

/** Its student (before the event) or the event's organizer (any time) may delete it. */
export const canRemoveRegistration = canViewRegistration;
