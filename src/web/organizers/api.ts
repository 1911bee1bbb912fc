import { useQuery } from '@tanstack/react-query';
import type { OrganizerView } from '../../domain/responses/organizers.ts';
import { api } from '../api/client.ts';
import { rootKeys } from '../api/query-keys.ts';
import type { Preload } from '../app/first-paint.ts';

const all = rootKeys.organizers;
export const organizerKeys = {
  all,
  one: (id: string) => [...all, id] as const,
};

/** Also the router's: its loader warms the cache while the dashboard's code loads. */
const organizerPath = (id: string) => `/api/organizers/${encodeURIComponent(id)}`;
export const organizerQuery = (id: string) => ({
  queryKey: organizerKeys.one(id),
  queryFn: () => api.get<OrganizerView>(organizerPath(id)),
  retry: false,
});

/** The club, for the server's first paint of its page; an unknown club is not rendered there. */
export const organizerPreload = (id: string): Preload => ({ queryKey: organizerKeys.one(id), path: organizerPath(id), required: true });

export function useOrganizer(id: string) {
  return useQuery(organizerQuery(id));
}
