import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxStatus } from '../../domain/responses/outbox.ts';
import type { VenueView } from '../../domain/responses/venues.ts';
import type { VenueInput } from '../../domain/schemas/venue.ts';
import { api } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import { rootKeys } from '../api/query-keys.ts';

const all = rootKeys.admin;
export const adminKeys = {
  all,
  outbox: [...all, 'outbox'] as const,
};

/** How often the mail status page asks again while it is open (and the tab is shown). */
export const OUTBOX_REFRESH_MS = 15_000;

/** The server's 403: the account is no administrator (any more). */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

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
    mutationFn: (input: VenueInput) => api.post<VenueView>('/api/admin/venues', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rootKeys.venues }),
  });
}
