import { isSeatHolder, type RegistrationStatus } from '../registration-status.ts';
import { isStudent, type Actor } from './actor.ts';
import { isEventUpcoming, runsEvent } from './events.ts';
import { staffsClub } from './organizers.ts';

/** What the registration rules read: whose it is, and its event's organizer and start. */
export interface RegistrationFacts {
  /** Null once its student deleted their account after the event: nobody's own registration. */
  studentId: string | null;
  organizerId: string;
  eventStartsAt: string | Date;
}

/** Students have registrations: their own list, with tickets. */
export const mayHaveRegistrations = (actor: Actor | null): boolean => isStudent(actor);

/** The calendar feed of one's registered events is a student's. */
export const mayHaveCalendarFeed = (actor: Actor | null): boolean => isStudent(actor);

export function isOwnRegistration(actor: Actor | null, registration: Pick<RegistrationFacts, 'studentId'>): boolean {
  return isStudent(actor) && registration.studentId !== null && actor.id === registration.studentId;
}

/** Its student or the event's club team (door staff too); to anyone else a registration does not exist (404). */
export function canViewRegistration(actor: Actor | null, registration: RegistrationFacts): boolean {
  return isOwnRegistration(actor, registration) || staffsClub(actor, registration.organizerId);
}

/** Every registrant's address, phone and answers, in an event's lists: those who run the event, not door staff. */
export const canSeeEventContacts = (actor: Actor | null, event: { organizerId: string }): boolean => runsEvent(actor, event);

/**
 * The registrations across a club's events (its workspace's People): its whole team, as each
 * event's list is; the contacts in it only as canSeeEventContacts says.
 */
export const canListClubRegistrations = (actor: Actor | null, club: { id: string }): boolean => staffsClub(actor, club.id);

/** One registration's address, phone and answers: its student, and those who see the event's contacts. */
export function canSeeRegistrantContacts(actor: Actor | null, registration: Pick<RegistrationFacts, 'studentId' | 'organizerId'>): boolean {
  return isOwnRegistration(actor, registration) || canSeeEventContacts(actor, registration);
}

/**
 * Answers to the questions an organizer marked sensitive (health, diet, access needs): its
 * student, and the club's owner and managers. Never door staff, never another club's team,
 * never anyone else; those who may not read them may not search them either.
 */
export function canReadSensitiveAnswers(actor: Actor | null, registration: Pick<RegistrationFacts, 'studentId' | 'organizerId'>): boolean {
  return isOwnRegistration(actor, registration) || runsEvent(actor, registration);
}

/** Every registrant's sensitive answers, in an event's manage list and (when asked for) its CSV: the same rule, for the event's registrations. */
export const canSeeEventSensitiveAnswers = (actor: Actor | null, event: { organizerId: string }): boolean => runsEvent(actor, event);

/** Only its student edits it (403 for the organizer, who can see it). */
export const canEditRegistration = isOwnRegistration;

/** Changes by its student are for upcoming events only. */
export const isRegistrationChangeable = (registration: Pick<RegistrationFacts, 'eventStartsAt'>, now = new Date()) =>
  isEventUpcoming({ startsAt: registration.eventStartsAt }, now);

/**
 * When a student deletes their account, a registration of an event that has begun (one
 * they could no longer cancel) stays, with nothing personal left, so the event's counts
 * and attendance do not drop after the fact; an upcoming one is released (its seat goes
 * to the waitlist).
 */
export const outlivesAccount = (registration: Pick<RegistrationFacts, 'eventStartsAt'>, now = new Date()) => !isRegistrationChangeable(registration, now);

/** Its student cancels before the event; the event's organizer removes it any time. */
export function canRemoveRegistration(actor: Actor | null, registration: RegistrationFacts, now = new Date()): boolean {
  return runsEvent(actor, registration) || (isOwnRegistration(actor, registration) && isRegistrationChangeable(registration, now));
}

/**
 * Approving or declining a pending registration is for whoever runs its event (one at a
 * time, or in bulk from the event's manage page: the event's facts fit as well).
 */
export const canDecideRegistration = (actor: Actor | null, registration: Pick<RegistrationFacts, 'organizerId'>): boolean => runsEvent(actor, registration);

/** A seat on offer is confirmed by the student it is offered to, and nobody else. */
export const canConfirmOffer = isOwnRegistration;

/** The involvement record is built from a student's own check-ins. */
export const mayHaveInvolvement = (actor: Actor | null): boolean => isStudent(actor);

/** A wallet pass carries the ticket's secret: its student's alone (to anyone else the registration does not exist, 404). */
export const canSaveToWallet = isOwnRegistration;

/** Only a confirmed seat has a ticket to put in a wallet (409 for the waitlisted, pending, declined, offered and entered). */
export const hasWalletPass = (registration: { status: RegistrationStatus }): boolean => isSeatHolder(registration.status);
