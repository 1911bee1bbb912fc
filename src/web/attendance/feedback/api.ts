import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackSummary, Insights, OwnFeedback } from '../../../domain/responses/feedback.ts';
import { api } from '../../infrastructure/api/client.ts';
import { rootKeys } from '../../infrastructure/api/query-keys.ts';
import type { FeedbackValues } from './FeedbackForm.tsx';

const all = rootKeys.feedback;
export const feedbackKeys = {
  all,
  organizer: (organizerId: string, eventId: string) => [...all, 'organizer', organizerId, eventId] as const,
  insights: (organizerId: string) => [...all, 'insights', organizerId] as const,
  event: (eventId: string) => [...all, 'event', eventId] as const,
  mine: (eventId: string) => [...all, 'mine', eventId] as const,
  platform: [...all, 'platform'] as const,
};

const organizerPath = (id: string) => `/api/organizers/${encodeURIComponent(id)}`;
const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}/feedback`;

/** The organizer's feedback, newest first; all events, or the one chosen. */
export function useOrganizerFeedback(organizerId: string, eventId: string) {
  return useQuery({
    queryKey: feedbackKeys.organizer(organizerId, eventId),
    queryFn: () => api.get<FeedbackSummary>(`${organizerPath(organizerId)}/feedback${eventId ? `?eventId=${encodeURIComponent(eventId)}` : ''}`),
  });
}

export function useInsights(organizerId: string) {
  return useQuery({ queryKey: feedbackKeys.insights(organizerId), queryFn: () => api.get<Insights>(`${organizerPath(organizerId)}/insights`) });
}

/** An event's feedback, for its organizer. */
export function useEventFeedback(eventId: string) {
  return useQuery({ queryKey: feedbackKeys.event(eventId), queryFn: () => api.get<FeedbackSummary>(eventPath(eventId)) });
}

/** The feedback the signed-in student gave the event. */
export function useOwnFeedback(eventId: string) {
  return useQuery({ queryKey: feedbackKeys.mine(eventId), queryFn: () => api.get<OwnFeedback>(`${eventPath(eventId)}/mine`) });
}

export function useSubmitEventFeedback(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FeedbackValues) => api.create<OwnFeedback>(eventPath(eventId), values),
    onSuccess: (given) => {
      // What the page shows from now on, without asking again.
      queryClient.setQueryData(feedbackKeys.mine(eventId), given);
      // The student's list marks events they gave feedback for.
      void queryClient.invalidateQueries({ queryKey: rootKeys.registrations });
    },
  });
}

/** Feedback about Quad itself, read by the admins. */
export function usePlatformFeedback(enabled: boolean) {
  return useQuery({ queryKey: feedbackKeys.platform, queryFn: () => api.get<FeedbackSummary>('/api/admin/feedback'), enabled });
}

export function useSubmitPlatformFeedback() {
  return useMutation({ mutationFn: (values: FeedbackValues) => api.create<OwnFeedback>('/api/feedback', values) });
}
