import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RegistrationStatus } from '../../../domain/registration-status.ts';
import type { Following, OrganizerView } from '../../../domain/responses/organizers.ts';
import type { ClubRegistrationList } from '../../../domain/responses/registrations.ts';
import type { ReflectionView, WaitingReflection } from '../../../domain/responses/outcomes.ts';
import { api } from '../../infrastructure/api/client.ts';
import { rootKeys } from '../../infrastructure/api/query-keys.ts';
import type { Preload } from '../../infrastructure/api/preload.ts';
import type { CreatedWebhook, WebhookDeliveryList, WebhookDeliveryView, WebhookList, WebhookView } from '../../../domain/responses/webhooks.ts';
import type { WebhookInput, WebhookPatch } from '../../../domain/webhooks.ts';

const all = rootKeys.organizers;
export const organizerKeys = {
  all,
  one: (id: string) => [...all, 'one', id] as const,
  /** GET /api/me/following: the signed-in student's clubs. */
  following: [...all, 'following'] as const,
  /** The follow and unfollow mutations (one queue: sent one after another, in order). */
  follow: [...all, 'follow'] as const,
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

/** The clubs the signed-in student follows (students only: `enabled` says when to ask). */
export function useFollowing(enabled = true) {
  return useQuery({ queryKey: organizerKeys.following, queryFn: () => api.get<Following>('/api/me/following'), enabled });
}

/** Following a club, or no longer: the club (its name goes into the list at once) and which. */
export interface FollowChange {
  organizer: { id: string; name: string };
  follow: boolean;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Shows `change` in the club's page and in the student's list, as if the server had said so. */
function showFollowing(queryClient: QueryClient, { organizer, follow }: FollowChange) {
  queryClient.setQueryData<OrganizerView>(organizerKeys.one(organizer.id), (club) => {
    if (!club || Boolean(club.following) === follow) return club;
    return { ...club, following: follow, followers: Math.max(0, club.followers + (follow ? 1 : -1)) };
  });
  queryClient.setQueryData<Following>(organizerKeys.following, (list) => {
    if (!list) return list;
    const others = list.organizers.filter((o) => o.id !== organizer.id);
    return { organizers: follow ? [...others, { id: organizer.id, name: organizer.name }].sort(byName) : others };
  });
}

/**
 * Follows a club or stops following it, shown at once (the button, the follower count, the
 * profile's list) and taken back if the server refuses. Quick changes are sent one after
 * another, in order (one scope); what the server holds is read again once none is waiting.
 * `onFailed` hears of every refused change (mutate's own callbacks hear only of the latest).
 */
export function useSetFollowing(onFailed?: (error: Error, change: FollowChange) => void) {
  const queryClient = useQueryClient();
  const key = organizerKeys.follow;
  /** The changes still waiting (this one among them: its callbacks run before it settles). */
  const waiting = (clubId?: string) =>
    queryClient.isMutating({ mutationKey: key, predicate: (m) => !clubId || (m.state.variables as FollowChange | undefined)?.organizer.id === clubId });
  return useMutation({
    mutationKey: key,
    scope: { id: key.join('/') },
    mutationFn: ({ organizer, follow }: FollowChange) => {
      const path = `${organizerPath(organizer.id)}/follow`;
      return follow ? api.put<void>(path, {}) : api.delete(path);
    },
    onMutate: async (change) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: organizerKeys.one(change.organizer.id) }),
        queryClient.cancelQueries({ queryKey: organizerKeys.following }),
      ]);
      showFollowing(queryClient, change);
    },
    onError: (error, change) => {
      // A later change to the same club, still waiting, is what the student sees and wants.
      if (waiting(change.organizer.id) === 1) showFollowing(queryClient, { ...change, follow: !change.follow });
      onFailed?.(error, change);
    },
    onSettled: (_data, _error, change) => {
      if (waiting(change.organizer.id) === 1) void queryClient.invalidateQueries({ queryKey: organizerKeys.one(change.organizer.id) });
      if (waiting() === 1) {
        void queryClient.invalidateQueries({ queryKey: organizerKeys.following });
        // The For-you listing starts with followed clubs' events.
        void queryClient.invalidateQueries({ queryKey: rootKeys.events });
      }
    },
  });
}

/** What the People section's list is narrowed by: a search, one event, one status ('' for all). */
export interface ClubRegistrationFilters {
  q: string;
  eventId: string;
  status: RegistrationStatus | '';
}

/**
 * GET /api/organizers/:id/registrations, for the club's team. Under the registrations' key,
 * so a change to any registration reads it again; the previous list stays while a new
 * filter's arrives (no flash of a loader as one types).
 */
export function useClubRegistrations(clubId: string, filters: ClubRegistrationFilters) {
  const params = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ''));
  const query = params.size ? `?${params}` : '';
  return useQuery({
    queryKey: [...rootKeys.registrations, 'club', clubId, filters] as const,
    queryFn: () => api.get<ClubRegistrationList>(`${organizerPath(clubId)}/registrations${query}`),
    placeholderData: keepPreviousData,
  });
}

const waitingKey = (organizerId: string) => [...rootKeys.reflections, 'waiting', organizerId] as const;

/** GET /api/organizers/:id/reflections: the reflections on the club's events waiting for review (owner or managers). */
export function useWaitingReflections(organizerId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: waitingKey(organizerId),
    queryFn: async () => (await api.get<{ reflections: WaitingReflection[] }>(`/api/organizers/${encodeURIComponent(organizerId)}/reflections`)).reflections,
  });
}

/** Approves or returns a reflection; the club's list is read again either way (another manager may have decided first). */
export function useReviewReflection(organizerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      reason === undefined
        ? api.post<ReflectionView>(`/api/reflections/${encodeURIComponent(id)}/approve`)
        : api.post<ReflectionView>(`/api/reflections/${encodeURIComponent(id)}/return`, { reason }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: waitingKey(organizerId) }),
  });
}

const webhooksPath = (organizerId: string) => `/api/organizers/${encodeURIComponent(organizerId)}/webhooks`;
const webhookKeys = {
  list: (organizerId: string) => [...all, 'webhooks', organizerId] as const,
  deliveries: (organizerId: string, webhookId: string) => [...all, 'webhooks', organizerId, 'deliveries', webhookId] as const,
};

/** The club's webhook endpoints (owner and managers). */
export function useWebhooks(organizerId: string) {
  return useQuery({ queryKey: webhookKeys.list(organizerId), queryFn: () => api.get<WebhookList>(webhooksPath(organizerId)), staleTime: 0 });
}

export function useCreateWebhook(organizerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookInput) => api.create<CreatedWebhook>(webhooksPath(organizerId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(organizerId) }),
  });
}

export function useUpdateWebhook(organizerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: WebhookPatch }) => api.patch<WebhookView>(`${webhooksPath(organizerId)}/${encodeURIComponent(id)}`, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(organizerId) }),
  });
}

export function useDeleteWebhook(organizerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${webhooksPath(organizerId)}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(organizerId) }),
  });
}

/** The endpoint's recent deliveries; read again every few seconds while one is still on its way. */
export function useWebhookDeliveries(organizerId: string, webhookId: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(organizerId, webhookId),
    queryFn: () => api.get<WebhookDeliveryList>(`${webhooksPath(organizerId)}/${encodeURIComponent(webhookId)}/deliveries`),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.deliveries.some((d) => d.status === 'pending') ? 3000 : false),
  });
}

/** Send test, or resend one delivery: queued, then the log is read again. */
export function useSendWebhook(organizerId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string | null) =>
      api.create<WebhookDeliveryView>(
        deliveryId
          ? `${webhooksPath(organizerId)}/${encodeURIComponent(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`
          : `${webhooksPath(organizerId)}/${encodeURIComponent(webhookId)}/test`,
        {},
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(organizerId, webhookId) }),
  });
}
