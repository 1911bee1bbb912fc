import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventView } from '../../domain/events.ts';
import { api } from '../api/client.ts';

export interface RegistrationView {
  id: string;
  eventId: string;
  name: string;
  usn: string;
  email: string;
  semester: string;
  contactNo: string | null;
  status: 'registered' | 'waitlisted';
  createdAt: string;
  checkedInAt: string | null;
  ticketCode?: string;
}

export const registrationKeys = {
  forEvent: (eventId: string, q = '') => ['registrations', 'event', eventId, q] as const,
  one: (id: string) => ['registrations', 'one', id] as const,
  mine: ['registrations', 'mine'] as const,
};

/** The event's registrants, for its organizer only (the server refuses anyone else). */
export function useEventRegistrations(eventId: string, q = '', enabled = true) {
  return useQuery({
    queryKey: registrationKeys.forEvent(eventId, q),
    queryFn: () =>
      api.get<{ registrations: RegistrationView[] }>(
        `/api/events/${encodeURIComponent(eventId)}/registrations${q ? `?q=${encodeURIComponent(q)}` : ''}`,
      ),
    enabled,
  });
}

export interface MyRegistrations {
  upcoming: (RegistrationView & { event: EventView })[];
  past: (RegistrationView & { event: EventView })[];
}

export function useMyRegistrations(enabled = true) {
  return useQuery({ queryKey: registrationKeys.mine, queryFn: () => api.get<MyRegistrations>('/api/me/registrations'), enabled });
}

/** Cancelling (student) or removing (organizer) a registration. */
export function useDeleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: string) => api.delete(`/api/registrations/${encodeURIComponent(registrationId)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['events'] });
      void queryClient.invalidateQueries({ queryKey: ['registrations'] });
      void queryClient.invalidateQueries({ queryKey: ['organizers'] });
    },
  });
}
