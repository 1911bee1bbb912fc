import { describe, expect, it } from 'vitest';
import { countOf, isSeatHolder, REGISTRATION_STATUSES, takesSeat } from './registration-status.ts';

describe('seats and seat holders', () => {
  it('a seat on offer takes a seat from capacity, as a registered one does', () => {
    expect(REGISTRATION_STATUSES.filter(takesSeat)).toEqual(['registered', 'offered']);
  });

  it('only a registered student holds a seat at the door: an offer not confirmed yet does not', () => {
    expect(REGISTRATION_STATUSES.filter(isSeatHolder)).toEqual(['registered']);
    expect(isSeatHolder('offered')).toBe(false);
  });

  it('the seats count counts exactly the statuses that take a seat', () => {
    for (const status of REGISTRATION_STATUSES) {
      expect(countOf(status) === 'registrations_count').toBe(takesSeat(status));
    }
  });
});
