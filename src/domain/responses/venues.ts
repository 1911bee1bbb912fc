import { z } from 'zod';

/** API.md's Venue: a room the campus office added, bookable by events. */
export const venueSchema = z.object({
  id: z.string(),
  name: z.string(),
  capacity: z.number(),
  building: z.string(),
});
export type VenueView = z.infer<typeof venueSchema>;

/** GET /api/venues: every venue, by building then name. */
export const venueListSchema = z.object({ venues: z.array(venueSchema) });
export type VenueList = z.infer<typeof venueListSchema>;
