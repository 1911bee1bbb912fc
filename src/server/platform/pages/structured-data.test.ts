import { describe, expect, it } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import { eventJsonLd } from './structured-data.ts';

const site = { publicUrl: 'https://events.example.edu', campusName: 'Hill Campus', timeZone: 'Asia/Kolkata' };
const urls = { page: 'https://events.example.edu/events/e1', image: 'https://events.example.edu/events/e1/og.png', organizer: 'https://events.example.edu/c1/dashboard' };
const event = (capacity: number, registrations: number, status: EventView['status'] = 'upcoming') =>
  ({ id: 'e1', name: 'Star Party', description: '', startsAt: '2027-01-12T13:00:00.000Z', venue: 'Rooftop', organizer: { id: 'c1', name: 'Astro Club' }, capacity, registrations, status }) as EventView;
const availability = (e: EventView) => (eventJsonLd(e, site, urls).offers.availability as string).replace('https://schema.org/', '');

describe("the event's schema.org Offer", () => {
  it('is in stock while places are left, and always without a limit (capacity 0)', () => {
    expect(availability(event(0, 0))).toBe('InStock');
    expect(availability(event(0, 250))).toBe('InStock');
    expect(availability(event(40, 39))).toBe('InStock');
  });

  it('is sold out when full or past', () => {
    expect(availability(event(40, 40))).toBe('SoldOut');
    expect(availability(event(40, 41))).toBe('SoldOut');
    expect(availability(event(0, 3, 'past'))).toBe('SoldOut');
  });
});
