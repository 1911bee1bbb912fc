import { describe, expect, it } from 'vitest';
import { venueParts } from './venue-parts.ts';

describe('the venue on the event page', () => {
  it('a booked venue: the place, and its building under it', () => {
    expect(venueParts({ venue: 'Seminar Hall 1, Main Block', venueId: 'v1' })).toEqual({ place: 'Seminar Hall 1', building: 'Main Block' });
  });

  it('free text as written, commas and all; none at all is the fallback', () => {
    expect(venueParts({ venue: 'Lab 2, Mechatronics Block', venueId: null })).toEqual({ place: 'Lab 2, Mechatronics Block', building: null });
    expect(venueParts({ venue: ' ', venueId: null })).toEqual({ place: 'Unknown Venue', building: null });
  });
});
