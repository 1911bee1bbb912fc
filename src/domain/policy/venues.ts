/**
 * Venues: the rules of booking one. An event has only a start instant; it
 * holds its venue from that start for the campus's booking length (VENUE_BOOKING_MINUTES).
 */

/** How long an event holds its venue when the campus says nothing else. */
export const DEFAULT_VENUE_BOOKING_MINUTES = 180;

const ms = (instant: string | Date) => (typeof instant === 'string' ? Date.parse(instant) : instant.getTime());

/**
 * Two bookings of one venue clash when their intervals [start, start + length) overlap:
 * events exactly one booking length apart follow each other and do not clash.
 */
export function bookingsOverlap(a: string | Date, b: string | Date, bookingMinutes: number): boolean {
  return Math.abs(ms(a) - ms(b)) < bookingMinutes * 60_000;
}

/**
 * The starts another booking of the venue may not have, as an open interval
 * (after `from`, before `to`): the query's side of bookingsOverlap.
 */
export function clashWindow(start: string | Date, bookingMinutes: number): { from: string; to: string } {
  const length = bookingMinutes * 60_000;
  return { from: new Date(ms(start) - length).toISOString(), to: new Date(ms(start) + length).toISOString() };
}

/**
 * An event at a venue admits no more people than the venue holds: a limit of 1 up to the
 * venue's capacity (unlimited, 0, is first read as the venue's capacity: capacityAtVenue).
 */
export function fitsVenue(eventCapacity: number, venueCapacity: number): boolean {
  return eventCapacity >= 1 && eventCapacity <= venueCapacity;
}

/**
 * The event's limit at a venue when none was given (empty or 0, "unlimited"): the venue's
 * capacity, since unlimited cannot fit any venue. A number given stays as given.
 */
export const capacityAtVenue = (eventCapacity: number, venueCapacity: number): number => (eventCapacity === 0 ? venueCapacity : eventCapacity);

/** The capacity rule's 400, on `capacity`. */
export const venueCapacityMessage = (venueCapacity: number) => `Max participants cannot exceed the venue's capacity (${venueCapacity}).`;

/** Beside `venueId` on a clash's 409: the event already holding the venue. */
export const bookedByMessage = (event: { name: string; date: string; time: string }) => `Booked by ${event.name} (${event.date} ${event.time})`;

/** An event at a venue shows it as "<name>, <building>" in its `venue` text. */
export const venueLabel = (venue: { name: string; building: string }) => `${venue.name}, ${venue.building}`;
