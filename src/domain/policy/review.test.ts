import { describe, expect, it } from 'vitest';
import { canSeeEvent, reviewAfterEdit, takesRegistrations } from './review.ts';

const required = { required: true, requeueEdits: true };
const club = { id: 'club-1', role: 'organizer' };
const door = { id: 'dev', role: 'student', memberships: [{ organizerId: 'club-1', role: 'door' as const }] };
const stranger = { id: 'asha', role: 'student' };
const pending = { organizerId: 'club-1', reviewStatus: 'pending' as const };
const none = { admin: false, registered: false };

describe('event approval (issue 19)', () => {
  it('shows a waiting event to its club team, the office and its registrants only', () => {
    expect(canSeeEvent(club, pending, none)).toBe(true);
    expect(canSeeEvent(door, pending, none)).toBe(true);
    expect(canSeeEvent(stranger, pending, none)).toBe(false);
    expect(canSeeEvent(null, pending, none)).toBe(false);
    expect(canSeeEvent(stranger, pending, { admin: true, registered: false })).toBe(true);
    expect(canSeeEvent(stranger, pending, { admin: false, registered: true })).toBe(true);
    expect(canSeeEvent(null, { ...pending, reviewStatus: 'approved' }, none)).toBe(true);
    expect(takesRegistrations(pending)).toBe(false);
  });

  it('sends an edited event back to the queue as the campus says', () => {
    expect(reviewAfterEdit('approved', ['venueId'], required)).toBe('pending');
    expect(reviewAfterEdit('approved', ['date'], required)).toBe('pending');
    expect(reviewAfterEdit('approved', ['description'], required)).toBe('approved');
    expect(reviewAfterEdit('approved', ['time'], { required: true, requeueEdits: false })).toBe('approved');
    expect(reviewAfterEdit('rejected', ['description'], { required: true, requeueEdits: false })).toBe('pending');
    expect(reviewAfterEdit('pending', ['time'], required)).toBe('pending');
    // Approval turned off later: nothing moves back into a queue nobody reads.
    expect(reviewAfterEdit('approved', ['time'], { required: false, requeueEdits: true })).toBe('approved');
  });
});
