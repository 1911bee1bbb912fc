import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementList } from '../../../domain/responses/announcements.ts';
import type { AnnouncementInput } from '../../../domain/schemas/announcement.ts';
import { api } from '../../infrastructure/api/client.ts';
import { rootKeys } from '../../infrastructure/api/query-keys.ts';

const all = rootKeys.announcements;
export const announcementKeys = {
  all,
  forEvent: (eventId: string) => [...all, 'event', eventId] as const,
};

/** While any e-mail of an announcement is still waiting, its delivery is asked for this often. */
export const DELIVERY_REFRESH_MS = 10_000;

export type Announcement = AnnouncementList['announcements'][number];

const announcementsPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/announcements`;

/** The event's announcements, newest first, with their delivery (its organizer only). */
export function useAnnouncements(eventId: string) {
  return useQuery({
    queryKey: announcementKeys.forEvent(eventId),
    queryFn: () => api.get<AnnouncementList>(announcementsPath(eventId)),
    refetchInterval: (query) => (query.state.data?.announcements.some((a) => a.delivery.pending > 0) ? DELIVERY_REFRESH_MS : false),
  });
}

/** Sends an announcement to the event's registered students (and its waitlist when asked). */
export function useSendAnnouncement(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => api.create<{ id: string; recipients: number }>(announcementsPath(eventId), input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: announcementKeys.forEvent(eventId) }),
  });
}
