import { isUpcoming } from '../time.ts';
import { isOrganizer, isStudent, type Actor } from './actor.ts';

/** What the event rules read of an event (a database row and the API's Event both map to it). */
export interface EventFacts {
  organizerId: string;
  startsAt: string | Date;
}

/**
 * Who runs an event: today the organizer who created it. Club teams (officers, door
 * staff) change this one function, and every rule below follows.
 */
export function runsEvent(actor: Actor | null, event: Pick<EventFacts, 'organizerId'>): boolean {
  return mayRunEvents(actor) && actor.id === event.organizerId;
}

/** Only organizers run events: the gate before any event is read (runsEvent then says which). */
export const mayRunEvents = (actor: Actor | null): actor is Actor => isOrganizer(actor);

/** Organizers create events (for their own group). */
export const mayCreateEvent = (actor: Actor | null): boolean => isOrganizer(actor);

/** Organizers upload the images their events show. */
export const mayUploadImage = (actor: Actor | null): boolean => isOrganizer(actor);

/** Edit, delete, see registrants (list, CSV), check in, read feedback: the event's organizer. */
export const canEditEvent = runsEvent;
export const canDeleteEvent = runsEvent;
export const canManageRegistrations = runsEvent;
export const canCheckIn = runsEvent;
export const canReadEventFeedback = runsEvent;
/** Announcements to an event's registrants come from whoever runs it. */
export const canAnnounce = runsEvent;

/** Upcoming (starts now or later) or past: SPEC.md §4. */
export const isEventUpcoming = (event: Pick<EventFacts, 'startsAt'>, now = new Date()) => isUpcoming(event.startsAt, now);

/** Registration is open to students, for upcoming events. */
export const mayRegister = (actor: Actor | null): boolean => isStudent(actor);
export const isRegistrationOpen = (event: Pick<EventFacts, 'startsAt'>, now = new Date()) => isEventUpcoming(event, now);

/** Feedback on events comes from students (registered for the event, once it started: the service checks both). */
export const mayGiveFeedback = (actor: Actor | null): boolean => isStudent(actor);

/** Feedback opens when the event starts, for students registered for it. */
export const isFeedbackOpen = (event: Pick<EventFacts, 'startsAt'>, now = new Date()) => !isEventUpcoming(event, now);
