import { isStudent, type Actor } from './actor.ts';
import { managesClub } from './organizers.ts';

/** Students write reflections: the gate before the event says whether this one may. */
export const mayReflect = (actor: Actor | null): actor is Actor => isStudent(actor);

/** A student reflects on an event once they were checked in at it: what they reflect on is what they attended. */
export const canReflectOn = (actor: Actor | null, facts: { checkedIn: boolean }): boolean => isStudent(actor) && facts.checkedIn;

/** The club's owner or managers approve or return the reflections on its events. */
export const canReviewReflection = (actor: Actor | null, organizerId: string): boolean => managesClub(actor, organizerId);

/** Only approved reflections appear on credentials and on the record. */
export const isApprovedReflection = (status: string): boolean => status === 'approved';
