import { useQuery } from '@tanstack/react-query';
import type { EventView } from '../../domain/events.ts';
import { api } from '../api/client.ts';
import { rootKeys } from '../api/query-keys.ts';

export interface OrganizerView {
  id: string;
  name: string;
  email: string;
  description: string;
  phone: string | null;
  events: EventView[];
}

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
