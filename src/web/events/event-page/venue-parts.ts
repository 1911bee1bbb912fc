import { displayVenue } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';

/**
 * A booked campus venue reads '<venue>, <building>' (the server writes it so): the place,
 * and under it its building. Free text stays as written.
 */
export function venueParts(event: { venue: string; venueId?: string | null }, language?: UiLanguage): { place: string; building: string | null } {
  const venue = displayVenue(event.venue, language);
  const comma = venue.lastIndexOf(', ');
  if (!event.venueId || comma <= 0) return { place: venue, building: null };
  return { place: venue.slice(0, comma), building: venue.slice(comma + 2) };
}
