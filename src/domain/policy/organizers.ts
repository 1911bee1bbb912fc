import { isOrganizer, type Actor } from './actor.ts';

/** Organizer accounts are clubs: the gate of club-only reads (feedback, insights) before ownsClub says which club. */
export const mayActAsClub = (actor: Actor | null): actor is Actor => isOrganizer(actor);

/** The club's own account: updates its profile, sees its feedback and insights, creates its events. */
export function ownsClub(actor: Actor | null, organizerId: string): boolean {
  return mayActAsClub(actor) && actor.id === organizerId;
}
