import { isoWithOffset } from '../../../domain/event-when.ts';
import type { EventView } from '../../../domain/events.ts';
import { hasSeatLeft } from '../../../domain/seats.ts';

export interface Site {
  publicUrl: string;
  campusName: string;
  timeZone: string;
}

/** Google's Event rich result: https://developers.google.com/search/docs/appearance/structured-data/event */
export function eventJsonLd(event: EventView, site: Site, urls: { page: string; image: string; organizer: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    // The language of the name and description given: the reader's translation or the event's own.
    ...(event.language && { inLanguage: event.language }),
    startDate: isoWithOffset(event.startsAt, site.timeZone),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue,
      address: `${event.venue}, ${site.campusName}`,
    },
    image: [urls.image],
    organizer: { '@type': 'Organization', name: event.organizer.name, url: urls.organizer },
    offers: {
      '@type': 'Offer',
      url: urls.page,
      price: 0,
      priceCurrency: 'INR',
      availability: event.status === 'past' || !hasSeatLeft(event.capacity, event.registrations) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
  };
}
