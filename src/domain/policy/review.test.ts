import { describe, expect, it } from 'vitest';
import { canSeeEvent, editRequeues, reviewAfterEdit, reviewedChanges, takesRegistrations } from './review.ts';

const required = { required: true, requeueEdits: true };
const club = { id: 'club-1', role: 'organizer' };
const door = { id: 'dev', role: 'student', memberships: [{ organizerId: 'club-1', role: 'door' as const }] };
const stranger = { id: 'asha', role: 'student' };
const pending = { organizerId: 'club-1', reviewStatus: 'pending' as const };
const none = { admin: false, registered: false };

describe('event approval', () => {
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

  it('names the approved facts an edit changes, as saved, and warns only when the edit re-queues an approved event', () => {
    const before = { date: '2030-05-04', time: '18:00', venue: 'Hall A', venueId: null };
    expect(reviewedChanges(before, { ...before, venue: ' Hall A ', venueId: undefined })).toEqual([]);
    expect(reviewedChanges(before, { ...before, time: '19:00', venue: 'Hall B, Main', venueId: 'v1' })).toEqual(['time', 'venue', 'venueId']);
    expect(editRequeues('approved', ['date'], required)).toBe(true);
    expect(editRequeues('approved', [], required)).toBe(false);
    expect(editRequeues('approved', ['date'], { required: true, requeueEdits: false })).toBe(false);
    expect(editRequeues('approved', ['date'], { required: false, requeueEdits: true })).toBe(false);
    // Already out of the listing: nothing to warn of.
    expect(editRequeues('pending', ['date'], required)).toBe(false);
    expect(editRequeues('rejected', ['date'], required)).toBe(false);
  });
});
