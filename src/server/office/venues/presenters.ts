import type { VenueView } from '../../../domain/responses/venues.ts';
import type { VenueRow } from '../../infrastructure/db/schema.ts';

/** API.md's Venue: only these fields leave the server. */
export function presentVenue(row: VenueRow): VenueView {
  return { id: row.id, name: row.name, capacity: row.capacity, building: row.building };
}
