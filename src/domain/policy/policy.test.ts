import { describe, expect, it } from 'vitest';
import { isAdmin } from './admin.ts';
import {
  canDeleteEvent, canEditEvent, canManageRegistrations, isFeedbackOpen, isRegistrationOpen, mayBeAskedToRegister, mayCreateEvent, mayGiveFeedback, mayRegister,
  mayRunEvents, mayUploadImage, runsEvent,
} from './events.ts';
import { canTakeOverClub, clubOrphanedByDeleting, mayActAsClub, ownsClub } from './organizers.ts';
import {
  canConfirmOffer, canDecideRegistration, canEditRegistration, canRemoveRegistration, canViewRegistration, isOwnRegistration,
  mayHaveCalendarFeed, mayHaveRegistrations,
} from './registrations.ts';

const now = new Date('2026-06-01T12:00:00Z');
const club = { id: 'club-1', role: 'organizer' };
const otherClub = { id: 'club-2', role: 'organizer' };
const asha = { id: 'asha', role: 'student' };
const ravi = { id: 'ravi', role: 'student' };
const upcoming = { organizerId: 'club-1', startsAt: '2026-06-02T10:00:00Z' };
const past = { organizerId: 'club-1', startsAt: '2026-05-30T10:00:00Z' };

describe('event policy: one predicate per rule, shared by the server and the web app', () => {
  it('lets only the organizer who runs an event edit, delete and manage it', () => {
    for (const rule of [runsEvent, canEditEvent, canDeleteEvent, canManageRegistrations]) {
      expect(rule(club, upcoming)).toBe(true);
      expect(rule(otherClub, upcoming)).toBe(false);
      expect(rule({ id: 'club-1', role: 'student' }, upcoming)).toBe(false);
      expect(rule(null, upcoming)).toBe(false);
    }
  });

  it('opens registration before the start and feedback from the start', () => {
    expect(isRegistrationOpen(upcoming, now)).toBe(true);
    expect(isRegistrationOpen(past, now)).toBe(false);
    expect(isFeedbackOpen(past, now)).toBe(true);
    expect(isFeedbackOpen(upcoming, now)).toBe(false);
    expect(isRegistrationOpen({ startsAt: now.toISOString() }, now)).toBe(true);
  });
});

describe('registration policy', () => {
  const mine = { studentId: 'asha', organizerId: 'club-1', eventStartsAt: upcoming.startsAt };
  const mineAfter = { ...mine, eventStartsAt: past.startsAt };

  it('shows a registration to its student and the event’s organizer only', () => {
    expect(canViewRegistration(asha, mine)).toBe(true);
    expect(canViewRegistration(club, mine)).toBe(true);
    expect(canViewRegistration(ravi, mine)).toBe(false);
    expect(canViewRegistration(otherClub, mine)).toBe(false);
    expect(canViewRegistration(null, mine)).toBe(false);
  });

  it('lets its student edit, and cancel before the event; the organizer remove any time', () => {
    expect(isOwnRegistration(asha, mine)).toBe(true);
    expect(canEditRegistration(asha, mine)).toBe(true);
    expect(canEditRegistration(club, mine)).toBe(false);
    expect(canRemoveRegistration(asha, mine, now)).toBe(true);
    expect(canRemoveRegistration(asha, mineAfter, now)).toBe(false);
    expect(canRemoveRegistration(club, mineAfter, now)).toBe(true);
    expect(canRemoveRegistration(ravi, mine, now)).toBe(false);
  });

  it('lets only the event’s organizer approve or decline, and only its student confirm an offered seat', () => {
    expect(canDecideRegistration(club, mine)).toBe(true);
    expect(canDecideRegistration(club, upcoming)).toBe(true);
    expect(canDecideRegistration(otherClub, mine)).toBe(false);
    expect(canDecideRegistration(asha, mine)).toBe(false);
    expect(canDecideRegistration({ id: 'club-1', role: 'student' }, mine)).toBe(false);
    expect(canDecideRegistration(null, mine)).toBe(false);

    expect(canConfirmOffer(asha, mine)).toBe(true);
    expect(canConfirmOffer(ravi, mine)).toBe(false);
    expect(canConfirmOffer(club, mine)).toBe(false);
    expect(canConfirmOffer({ id: 'asha', role: 'organizer' }, mine)).toBe(false);
    expect(canConfirmOffer(null, mine)).toBe(false);
  });
});

describe('club and admin policy', () => {
  it('lets a club act only on itself', () => {
    expect(ownsClub(club, 'club-1')).toBe(true);
    expect(ownsClub(otherClub, 'club-1')).toBe(false);
    expect(ownsClub({ id: 'club-1', role: 'student' }, 'club-1')).toBe(false);
  });

  it('gives admin rights to listed, confirmed addresses only', () => {
    expect(isAdmin({ email: 'Office@X.test', emailVerified: true }, ['office@x.test'])).toBe(true);
    expect(isAdmin({ email: 'office@x.test', emailVerified: false }, ['office@x.test'])).toBe(false);
    expect(isAdmin({ email: 'other@x.test', emailVerified: true }, ['office@x.test'])).toBe(false);
  });
});

describe('role gates: who may call a route at all (server requireActor, web menus)', () => {
  const visitor = null;
  const unknownRole = { id: 'x', role: 'admin' };

  it('lets organizers, and only them, create events, upload images, run events and act as a club', () => {
    for (const gate of [mayCreateEvent, mayUploadImage, mayRunEvents, mayActAsClub]) {
      expect(gate(club)).toBe(true);
      expect(gate(otherClub)).toBe(true);
      expect(gate(asha)).toBe(false);
      expect(gate(unknownRole)).toBe(false);
      expect(gate(visitor)).toBe(false);
    }
  });

  it('lets students, and only them, register, have registrations and a calendar feed, and give feedback', () => {
    for (const gate of [mayRegister, mayHaveRegistrations, mayHaveCalendarFeed, mayGiveFeedback]) {
      expect(gate(asha)).toBe(true);
      expect(gate(ravi)).toBe(true);
      expect(gate(club)).toBe(false);
      expect(gate(unknownRole)).toBe(false);
      expect(gate(visitor)).toBe(false);
    }
  });

  it('keeps each record rule inside its gate: whoever passes a rule passes its gate', () => {
    const someone = [club, otherClub, asha, ravi, unknownRole, visitor];
    for (const actor of someone) {
      if (runsEvent(actor, upcoming)) expect(mayRunEvents(actor)).toBe(true);
      if (ownsClub(actor, 'club-1')) expect(mayActAsClub(actor)).toBe(true);
      if (canDecideRegistration(actor, upcoming)) expect(mayRunEvents(actor)).toBe(true);
    }
  });
});

describe('a club is never left with nobody who can run it', () => {
  const handedOver = { organizerId: 'c1', name: 'Chess Club', ownerIds: ['u1'], clubSignsIn: false };

  it('refuses the deletion of its only owner in person, not of a co-owner nor while the club account signs in', () => {
    expect(clubOrphanedByDeleting('u1', [handedOver])).toBe(handedOver);
    expect(clubOrphanedByDeleting('u1', [{ ...handedOver, ownerIds: ['u1', 'u2'] }])).toBeNull();
    expect(clubOrphanedByDeleting('u1', [{ ...handedOver, clubSignsIn: true }])).toBeNull();
    expect(clubOrphanedByDeleting('u1', [])).toBeNull();
  });

  it('lets an administrator take over only a club without an owner', () => {
    expect(canTakeOverClub(true, { ownerIds: [], clubSignsIn: false })).toBe('yes');
    expect(canTakeOverClub(false, { ownerIds: [], clubSignsIn: false })).toBe('not-admin');
    expect(canTakeOverClub(true, { ownerIds: ['u2'], clubSignsIn: false })).toBe('has-owner');
    expect(canTakeOverClub(true, { ownerIds: [], clubSignsIn: true })).toBe('has-owner');
  });
});

describe('who is shown Register', () => {
  it('students and visitors (who sign in first), never a club account', () => {
    expect(mayBeAskedToRegister(asha)).toBe(true);
    expect(mayBeAskedToRegister(null)).toBe(true);
    expect(mayBeAskedToRegister(club)).toBe(false);
  });
});
