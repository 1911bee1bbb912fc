import { useQuery } from '@tanstack/react-query';
import type { EventView } from '../../domain/events.ts';
import { api } from '../api/client.ts';

export interface OrganizerView {
  id: string;
  name: string;
  email: string;
  description: string;
  phone: string | null;
  events: EventView[];
}

export const organizerKeys = { one: (id: string) => ['organizers', id] as const };

export const organizerQuery = (id: string) => ({
  queryKey: organizerKeys.one(id),
  queryFn: () => api.get<OrganizerView>(`/api/organizers/${encodeURIComponent(id)}`),
  retry: false,
});

export function useOrganizer(id: string) {
  return useQuery(organizerQuery(id));
}
