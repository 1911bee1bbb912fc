import { describe, expect, it } from 'vitest';
import { canSeeEventContacts, canSeeRegistrantContacts } from './registrations.ts';

const club = { id: 'club-1', role: 'organizer' };
const manager = { id: 'mina', role: 'student', memberships: [{ organizerId: 'club-1', role: 'manager' as const }] };
const door = { id: 'dev', role: 'student', memberships: [{ organizerId: 'club-1', role: 'door' as const }] };
const asha = { id: 'asha', role: 'student' };
const event = { organizerId: 'club-1' };

describe("registrants' contacts", () => {
  it("an event's lists show them to those who run it, never to door staff", () => {
    expect(canSeeEventContacts(club, event)).toBe(true);
    expect(canSeeEventContacts(manager, event)).toBe(true);
    expect(canSeeEventContacts(door, event)).toBe(false);
    expect(canSeeEventContacts(asha, event)).toBe(false);
    expect(canSeeEventContacts(null, event)).toBe(false);
  });

  it('one registration shows them to its student too', () => {
    const own = { studentId: 'asha', organizerId: 'club-1' };
    expect(canSeeRegistrantContacts(asha, own)).toBe(true);
    expect(canSeeRegistrantContacts(club, own)).toBe(true);
    expect(canSeeRegistrantContacts(door, own)).toBe(false);
    expect(canSeeRegistrantContacts({ id: 'ravi', role: 'student' }, own)).toBe(false);
  });
});
