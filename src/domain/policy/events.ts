import { isUpcoming } from '../time.ts';
import { servesAnyClub, isOrganizer, isStudent, type Actor } from './actor.ts';
import { managesClub, staffsClub } from './organizers.ts';

/** What the event rules read of an event (a database row and the API's Event both map to it). */
export interface EventFacts {
  organizerId: string;
  startsAt: string | Date;
}

/**
 * Who runs an event: its club's owner and managers. Every rule below follows
 * this one function.
 */
export function runsEvent(actor: Actor | null, event: Pick<EventFacts, 'organizerId'>): boolean {
  return managesClub(actor, event.organizerId);
}

/**
 * Runs the event and does not attend as a student (a club account, or a manager who is not
 * a student): Edit and Manage are its main actions. A student who manages the club attends
 * too, so their own registration comes first and Edit and Manage go beside it.
 */
export const runsEventAsClub = (actor: Actor | null, event: Pick<EventFacts, 'organizerId'>): boolean => runsEvent(actor, event) && !isStudent(actor);

/** Club accounts and club managers run events: the gate before any event is read (runsEvent then says which). */
export const mayRunEvents = (actor: Actor | null): actor is Actor => servesAnyClub(actor);

/** The gate of the door's calls: door staff as well (canCheckIn then says which event). */
export const mayStaffEvents = (actor: Actor | null): actor is Actor => servesAnyClub(actor, true);

/** Club accounts create events for themselves; managers for a club they manage (`organizerId`). */
export const mayCreateEvent = (actor: Actor | null): boolean => servesAnyClub(actor);
export const canCreateEventFor = (actor: Actor | null, organizerId: string): boolean => managesClub(actor, organizerId);

/** Those who create events upload the images they show. */
export const mayUploadImage = (actor: Actor | null): boolean => servesAnyClub(actor);

/** Edit, delete, see registrants (list, CSV), check in, read feedback: the event's organizer. */
export const canEditEvent = runsEvent;
export const canDeleteEvent = runsEvent;
export const canManageRegistrations = runsEvent;
/** Door staff check students in too: only that. */
export const canCheckIn = (actor: Actor | null, event: Pick<EventFacts, 'organizerId'>): boolean => staffsClub(actor, event.organizerId);
export const canReadEventFeedback = runsEvent;
/** Announcements to an event's registrants come from whoever runs it. */
export const canAnnounce = runsEvent;

/** Upcoming (starts now or later) or past: SPEC.md §4. */
export const isEventUpcoming = (event: Pick<EventFacts, 'startsAt'>, now = new Date()) => isUpcoming(event.startsAt, now);

/** Registration is open to students, for upcoming events. */
export const mayRegister = (actor: Actor | null): actor is Actor => isStudent(actor);
/** Register is shown to whoever might register: students, and visitors (asked to sign in first); never to a club account. */
export const mayBeAskedToRegister = (actor: Actor | null): boolean => !isOrganizer(actor);
export const isRegistrationOpen = (event: Pick<EventFacts, 'startsAt'>, now = new Date()) => isEventUpcoming(event, now);

/** Students check themselves in at the door of an event with self check-in (registered for it: the service checks). */
export const maySelfCheckIn = (actor: Actor | null): boolean => isStudent(actor);

/** Feedback on events comes from students (registered for the event, once it started: the service checks both). */
export const mayGiveFeedback = (actor: Actor | null): boolean => isStudent(actor);

/** Feedback opens when the event starts, for students registered for it. */
export const isFeedbackOpen = (event: Pick<EventFacts, 'startsAt'>, now = new Date()) => !isEventUpcoming(event, now);
