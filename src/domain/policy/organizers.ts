import { isOrganizer, type Actor } from './actor.ts';

/** The club's own account: updates its profile, sees its feedback and insights, creates its events. */
export function ownsClub(actor: Actor | null, organizerId: string): boolean {
  return isOrganizer(actor) && actor.id === organizerId;
}
