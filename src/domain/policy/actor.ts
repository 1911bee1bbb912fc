/**
 * Who is asking, as every policy sees them: the server's signed-in viewer and the web
 * app's signed-in user both fit. Null is a visitor who is not signed in.
 */
export interface Actor {
  id: string;
  role: string;
}

export const isStudent = (actor: Actor | null): actor is Actor => actor?.role === 'student';
export const isOrganizer = (actor: Actor | null): actor is Actor => actor?.role === 'organizer';
