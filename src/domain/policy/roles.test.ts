import { describe, expect, it } from 'vitest';
import { isOrganizer, isStudent, roleOwnsClub, roleRunsEvents } from './actor.ts';
import { runsEventAsClub } from './events.ts';
import { mayBecomeOwner } from './organizers.ts';

const event = { organizerId: 'club-1' };
const club = { id: 'club-1', role: 'organizer' };
const otherClub = { id: 'club-2', role: 'organizer' };
const managingStudent = { id: 'asha', role: 'student', memberships: [{ organizerId: 'club-1', role: 'manager' as const }] };
const managingOrganizer = { id: 'club-3', role: 'organizer', memberships: [{ organizerId: 'club-1', role: 'manager' as const }] };
const doorStudent = { id: 'ravi', role: 'student', memberships: [{ organizerId: 'club-1', role: 'door' as const }] };

describe('the web app’s role checks, each one predicate', () => {
  it('gives Edit and Manage as the main actions to whoever runs the event without attending as a student', () => {
    expect(runsEventAsClub(club, event)).toBe(true);
    expect(runsEventAsClub(managingOrganizer, event)).toBe(true);
    // A student who manages the club attends too: their registration comes first.
    expect(runsEventAsClub(managingStudent, event)).toBe(false);
    expect(runsEventAsClub(doorStudent, event)).toBe(false);
    expect(runsEventAsClub(otherClub, event)).toBe(false);
    expect(runsEventAsClub(null, event)).toBe(false);
  });

  it('tells students and club accounts apart by role alone, so a profile without an id fits', () => {
    expect(isStudent({ role: 'student' })).toBe(true);
    expect(isStudent({ role: 'organizer' })).toBe(false);
    expect(isStudent(null)).toBe(false);
    expect(isStudent(undefined)).toBe(false);
    expect(isOrganizer({ role: 'organizer' })).toBe(true);
    expect(isOrganizer({ role: 'admin' })).toBe(false);
    expect(isOrganizer(null)).toBe(false);
  });

  it('lets owners and managers run the club’s events, door staff only check in', () => {
    expect(roleRunsEvents('owner')).toBe(true);
    expect(roleRunsEvents('manager')).toBe(true);
    expect(roleRunsEvents('door')).toBe(false);
    expect(roleRunsEvents(null)).toBe(false);
  });

  it('keeps the club’s profile and team to its owner, and hands it over to a manager only', () => {
    expect(roleOwnsClub('owner')).toBe(true);
    expect(roleOwnsClub('manager')).toBe(false);
    expect(roleOwnsClub('door')).toBe(false);
    expect(roleOwnsClub(null)).toBe(false);
    expect(mayBecomeOwner('manager')).toBe(true);
    expect(mayBecomeOwner('door')).toBe(false);
    expect(mayBecomeOwner('owner')).toBe(false);
    expect(mayBecomeOwner(null)).toBe(false);
  });
});
