import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Inbox, InboxRead } from '../../../domain/responses/announcements.ts';
import { api } from './client.ts';
import { rootKeys } from './query-keys.ts';

// The signed-in account's inbox (API.md "Following, reminders, announcements, series"):
// read by the top bar's unread badge on every page and by the inbox page, so it lives
// here beside the session rather than in a feature.

export const inboxKeys = { all: rootKeys.inbox };

/** How often the unread count is asked for again while a page is open (and its tab shown). */
export const INBOX_REFRESH_MS = 60_000;

export type InboxItem = Inbox['items'][number];

/**
 * GET /api/me/inbox: the items, newest first, and the unread count. Asked again every
 * minute, and when the window regains focus. `fresh`: asked again on mount too (the inbox
 * page shows what is there now, not what the badge read a while ago).
 */
export function useInbox({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: inboxKeys.all,
    queryFn: () => api.get<Inbox>('/api/me/inbox'),
    refetchInterval: INBOX_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
    ...(fresh && { refetchOnMount: 'always' as const }),
  });
}

/** The unread count for the badges; 0 until it is known. */
export function useInboxUnread(): number {
  const { data } = useInbox();
  return data?.unread ?? 0;
}

/** POST /api/me/inbox/read with no ids: marks every item read; the badges follow. */
export function useMarkInboxRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<InboxRead>('/api/me/inbox/read', {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
