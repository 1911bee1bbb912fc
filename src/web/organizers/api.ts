import { useQuery } from '@tanstack/react-query';
import type { OrganizerView } from '../../domain/responses/organizers.ts';
import { api } from '../api/client.ts';
import { rootKeys } from '../api/query-keys.ts';

const all = rootKeys.organizers;
export const organizerKeys = {
  all,
  one: (id: string) => [...all, id] as const,
};

/** Also the router's: its loader warms the cache while the dashboard's code loads. */
export const organizerQuery = (id: string) => ({
  queryKey: organizerKeys.one(id),
  queryFn: () => api.get<OrganizerView>(`/api/organizers/${encodeURIComponent(id)}`),
  retry: false,
});

export function useOrganizer(id: string) {
  return useQuery(organizerQuery(id));
}
