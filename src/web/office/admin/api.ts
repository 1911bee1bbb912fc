import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventView } from '../../../domain/events.ts';
import type { ReviewStatus } from '../../../domain/policy/review.ts';
import type { OutboxStatus } from '../../../domain/responses/outbox.ts';
import type { VenueView } from '../../../domain/responses/venues.ts';
import type { ReviewQueue } from '../../../domain/responses/events.ts';
import type { VenueInput } from '../../../domain/schemas/venue.ts';
import type { OutcomeView } from '../../../domain/responses/outcomes.ts';
import type { OutcomeInput } from '../../../domain/schemas/outcomes.ts';
import type { RetentionRun, RetentionSettings } from '../../../domain/responses/retention.ts';
import type { RetentionPeriod } from '../../../domain/retention.ts';
import { api } from '../../infrastructure/api/client.ts';
import { hasStatus } from '../../infrastructure/api/errors.ts';
import { rootKeys } from '../../infrastructure/api/query-keys.ts';

const all = rootKeys.admin;
export const adminKeys = {
  all,
  outbox: [...all, 'outbox'] as const,
  retention: [...all, 'retention'] as const,
  /** The approval queue, one list per review status. */
  reviews: [...all, 'reviews'] as const,
  review: (status: ReviewStatus) => [...all, 'reviews', status] as const,
};

/** How often the mail status page asks again while it is open (and the tab is shown). */
export const OUTBOX_REFRESH_MS = 15_000;

/** The server's 403: the account is no administrator (any more). */
export const isForbidden = (error: unknown) => hasStatus(error, 403);

/** The outbox's health and its latest failures, for the admins (GET /api/admin/outbox). */
export function useOutboxStatus(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.outbox,
    queryFn: () => api.get<OutboxStatus>('/api/admin/outbox'),
    enabled,
    // Asking again cannot turn a 403 into an answer: the page says so and stops asking.
    refetchInterval: (query) => (isForbidden(query.state.error) ? false : OUTBOX_REFRESH_MS),
  });
}

/** Adds a venue (POST /api/admin/venues); the venues everyone reads are read again. */
export function useAddVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VenueInput) => api.create<VenueView>('/api/admin/venues', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rootKeys.venues }),
  });
}

/** The campus office's events by review status, soonest first (GET /api/admin/events). */
export function useReviewQueue(status: ReviewStatus, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.review(status),
    queryFn: async () => (await api.get<ReviewQueue>(`/api/admin/events?status=${status}`)).events,
    enabled,
  });
}

/**
 * After a decision (or a refusal: someone else may have decided first): every list of the
 * queue, the listings (an approved event joins them) and the clubs' pages (the status badge).
 */
function useAfterReview() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.reviews });
    void queryClient.invalidateQueries({ queryKey: rootKeys.events });
    void queryClient.invalidateQueries({ queryKey: rootKeys.organizers });
  };
}

/** Approves an event (POST /api/admin/events/:id/approve): listed, open to registration; its club is told. */
export function useApproveEvent() {
  const settled = useAfterReview();
  return useMutation({
    mutationFn: (eventId: string) => api.post<EventView>(`/api/admin/events/${encodeURIComponent(eventId)}/approve`),
    onSettled: settled,
  });
}

/** Sends a waiting event back to its club with a reason (POST /api/admin/events/:id/reject). */
export function useRejectEvent() {
  const settled = useAfterReview();
  return useMutation({
    mutationFn: ({ eventId, reason }: { eventId: string; reason: string }) =>
      api.post<EventView>(`/api/admin/events/${encodeURIComponent(eventId)}/reject`, { reason }),
    onSettled: settled,
  });
}

/** Adds, edits or removes a learning outcome (/api/admin/outcomes); everyone's list is read again. */
export function useOutcomeChanges() {
  const queryClient = useQueryClient();
  const settled = () => void queryClient.invalidateQueries({ queryKey: rootKeys.outcomes });
  return {
    add: useMutation({ mutationFn: (input: OutcomeInput) => api.create<OutcomeView>('/api/admin/outcomes', input), onSettled: settled }),
    edit: useMutation({
      mutationFn: ({ id, ...input }: OutcomeInput & { id: string }) => api.patch<OutcomeView>(`/api/admin/outcomes/${encodeURIComponent(id)}`, input),
      onSettled: settled,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.delete(`/api/admin/outcomes/${encodeURIComponent(id)}`), onSettled: settled }),
  };
}

/** The retention schedule in force (GET /api/admin/retention). */
export function useRetention(enabled: boolean) {
  return useQuery({ queryKey: adminKeys.retention, queryFn: () => api.get<RetentionSettings>('/api/admin/retention'), enabled });
}

/** Saves periods (PUT /api/admin/retention); null returns one to the environment's. */
export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (periods: Partial<Record<RetentionPeriod, number | null>>) => api.put<RetentionSettings>('/api/admin/retention', periods),
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.retention, settings);
      void queryClient.invalidateQueries({ queryKey: rootKeys.privacy });
    },
  });
}

/** Applies the schedule now (POST /api/admin/retention/run). */
export function useRunRetention() {
  return useMutation({ mutationFn: () => api.post<RetentionRun>('/api/admin/retention/run', {}) });
}
