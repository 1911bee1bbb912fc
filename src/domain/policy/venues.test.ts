import { describe, expect, it } from 'vitest';
import { bookedByMessage, bookingsOverlap, clashWindow, fitsVenue, venueCapacityMessage, venueLabel } from './venues.ts';

describe('bookingsOverlap (one venue, each event holding it for the booking length)', () => {
  const start = '2026-05-01T10:00:00.000Z';
  it('clashes at the same start and anywhere inside the length', () => {
    expect(bookingsOverlap(start, start, 180)).toBe(true);
    expect(bookingsOverlap(start, '2026-05-01T12:59:00.000Z', 180)).toBe(true);
    expect(bookingsOverlap('2026-05-01T07:01:00.000Z', start, 180)).toBe(true);
  });

  it('does not clash back to back, exactly one length apart, nor further', () => {
    expect(bookingsOverlap(start, '2026-05-01T13:00:00.000Z', 180)).toBe(false);
    expect(bookingsOverlap('2026-05-01T07:00:00.000Z', start, 180)).toBe(false);
    expect(bookingsOverlap(start, '2026-05-02T10:00:00.000Z', 180)).toBe(false);
  });

  it('follows the booking length', () => {
    expect(bookingsOverlap(start, '2026-05-01T11:00:00.000Z', 60)).toBe(false);
    expect(bookingsOverlap(start, '2026-05-01T10:59:00.000Z', 60)).toBe(true);
  });

  it('gives the query the same open interval', () => {
    expect(clashWindow(new Date(start), 180)).toEqual({ from: '2026-05-01T07:00:00.000Z', to: '2026-05-01T13:00:00.000Z' });
  });
});

describe('fitsVenue (the capacity rule)', () => {
  it('takes 1 up to the venue capacity', () => {
    expect(fitsVenue(1, 50)).toBe(true);
    expect(fitsVenue(50, 50)).toBe(true);
  });

  it('refuses more than the venue holds, and unlimited (0)', () => {
    expect(fitsVenue(51, 50)).toBe(false);
    expect(fitsVenue(0, 50)).toBe(false);
  });
});

describe('the venue texts', () => {
  it('reads as pinned', () => {
    expect(venueCapacityMessage(120)).toBe("Max participants cannot exceed the venue's capacity (120).");
    expect(bookedByMessage({ name: 'Robotics Night', date: '2026-05-01', time: '10:00' })).toBe('Booked by Robotics Night (2026-05-01 10:00)');
    expect(venueLabel({ name: 'Hall A', building: 'Main Block' })).toBe('Hall A, Main Block');
  });
});
