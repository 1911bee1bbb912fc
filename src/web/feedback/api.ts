import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';

export interface FeedbackEntry {
  name: string;
  email: string;
  rating: number;
  comments: string;
  createdAt: string;
  event?: { id: string; name: string };
}

export interface FeedbackSummary {
  average: number;
  count: number;
  entries: FeedbackEntry[];
}

export interface OwnFeedback {
  rating: number;
  comments: string;
  createdAt: string;
}

export interface Insights {
  ratings: number[];
  events: { eventId: string; name: string; ratings: number[]; timeline: { date: string; registered: number; waitlisted: number; checkedIn: number }[] }[];
}

export function useOrganizerFeedback(organizerId: string, eventId: string) {
  return useQuery({
    queryKey: ['feedback', 'organizer', organizerId, eventId],
    queryFn: () =>
      api.get<FeedbackSummary>(`/api/organizers/${encodeURIComponent(organizerId)}/feedback${eventId ? `?eventId=${encodeURIComponent(eventId)}` : ''}`),
  });
}

export function useInsights(organizerId: string) {
  return useQuery({ queryKey: ['feedback', 'insights', organizerId], queryFn: () => api.get<Insights>(`/api/organizers/${encodeURIComponent(organizerId)}/insights`) });
}

export const formatFeedbackDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
