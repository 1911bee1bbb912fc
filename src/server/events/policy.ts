import type { Viewer } from '../auth/viewer.ts';

/** Only the organizer who created an event may change, delete or manage it. */
export function canManageEvent(viewer: Viewer | null, event: { organizer_id: string }): boolean {
  return Boolean(viewer && viewer.role === 'organizer' && viewer.id === event.organizer_id);
}

export function isStudent(viewer: Viewer | null): viewer is Viewer {
  return viewer?.role === 'student';
}
