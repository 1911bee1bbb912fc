import { useQuery } from '@tanstack/react-query';
import type { VenueList, VenueView } from '../../../domain/responses/venues.ts';
import { api } from './client.ts';
import { rootKeys } from './query-keys.ts';

// The campus venues: shared, as the admin's venues page lists them and the
// event form offers them.

export const venueKeys = { all: rootKeys.venues };

export type { VenueView };

/** GET /api/venues: every venue, by building then name (anyone may read them). */
export function useVenues() {
  return useQuery({
    queryKey: venueKeys.all,
    queryFn: async () => (await api.get<VenueList>('/api/venues')).venues,
    staleTime: 60_000,
  });
}
