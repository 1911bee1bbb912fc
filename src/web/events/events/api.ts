import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { EventView } from '../../../domain/events.ts';
import type { EventListing } from '../../../domain/responses/events.ts';
import type { UploadedImage } from '../../../domain/responses/images.ts';
import { api } from '../../infrastructure/api/client.ts';
import { rootKeys } from '../../infrastructure/api/query-keys.ts';
import type { Preload } from '../../infrastructure/api/preload.ts';
import type { EventSaveValues } from './EventForm.tsx';

export interface EventFilters {
  name: string;
  organizer: string;
  date: string;
  /** One of the campus's tags (GET /api/config `eventTags`); empty for any. */
  tag: string;
  /** An event type (Workshop, …, General); empty for any. */
  type: string;
  /** With `date`: the last day of a range ("This week"); empty for the one day. */
  until: string;
}

/** No filter at all. */
export const NO_FILTERS: EventFilters = { name: '', organizer: '', date: '', tag: '', type: '', until: '' };

const all = rootKeys.events;
export const eventKeys = {
  all,
  list: (filters: EventFilters) => [...all, 'list', filters] as const,
  one: (id: string) => [...all, 'one', id] as const,
  forYou: [...all, 'for-you'] as const,
};

// A first page that fills a laptop screen; the rest arrives on scroll. Lighthouse (mobile)
// on `/`: 24 cards cost ≈ 1.1 s of blocking time, 12 cards ≈ 0.57 s (npm run bench).
export const PAGE_SIZE = 12;

function eventsPagePath(filters: EventFilters, cursor?: string): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filters.name.trim()) params.set('name', filters.name.trim());
  if (filters.organizer.trim()) params.set('organizer', filters.organizer.trim());
  if (filters.date) params.set('date', filters.date);
  if (filters.date && filters.until) params.set('until', filters.until);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.type) params.set('type', filters.type);
  if (cursor) params.set('cursor', cursor);
  return `/api/events?${params}`;
}

/** The listing's filters as the home page's address carries them (shareable, kept on reload). */
export function filtersFromSearch(search: URLSearchParams): EventFilters {
  const value = (key: keyof EventFilters) => search.get(key) ?? '';
  return { name: value('name'), organizer: value('organizer'), date: value('date'), tag: value('tag'), type: value('type'), until: value('until') };
}

/** The listing's first page, for the server's first paint of the home page. */
export const listingPreload = (search: URLSearchParams): Preload => {
  const filters = filtersFromSearch(search);
  return { queryKey: eventKeys.list(filters), path: eventsPagePath(filters), infinite: true };
};

/** The upcoming listing, a page at a time; filters are applied by the server. */
export function useUpcomingEvents(filters: EventFilters) {
  return useInfiniteQuery({
    queryKey: eventKeys.list(filters),
    queryFn: ({ pageParam }) => api.get<EventListing>(eventsPagePath(filters, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

const FOR_YOU_PATH = '/api/events?for=me';

/** The home page's address for a student's For-you view (`?view=for-you`). */
export const FOR_YOU_VIEW = 'for-you';

/**
 * The For-you listing, for the server's first paint of `/?view=for-you`. Only a signed-in
 * student gets an answer; anyone else gets none and sees the one listing.
 */
export const forYouPreloads = (search: URLSearchParams): Preload[] =>
  search.get('view') === FOR_YOU_VIEW ? [{ queryKey: eventKeys.forYou, path: FOR_YOU_PATH, personal: true }] : [];

/** A signed-in student's For-you listing (one page, each event with its `reason`). */
export function useForYouEvents() {
  return useQuery({ queryKey: eventKeys.forYou, queryFn: () => api.get<EventListing>(FOR_YOU_PATH) });
}

/** Also the router's: its loader warms the cache while the page's code loads. */
export const eventQuery = (id: string) => ({
  queryKey: eventKeys.one(id),
  queryFn: () => api.get<EventView>(eventPath(id)),
});
const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;

/** The event, for the server's first paint of its page; an unknown event is not rendered there. */
export const eventPreload = (id: string): Preload => ({ queryKey: eventKeys.one(id), path: eventPath(id), required: true });

export function useEvent(id: string | undefined) {
  return useQuery({ ...eventQuery(id ?? ''), enabled: Boolean(id) });
}

/** Reads again every event answer older than now (live.ts: when the count stream opens). */
export function useCatchUpEvents() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const now = Date.now();
    void queryClient.invalidateQueries({ queryKey: eventKeys.all, predicate: (q) => q.state.dataUpdatedAt < now });
  }, [queryClient]);
}

/** Fetches the event again, when the page decides (e.g. after a thanks message has been read). */
export function useRefreshEvent(id: string) {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: eventKeys.one(id) }), [queryClient, id]);
}

async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const { id } = await api.create<UploadedImage>('/api/images', body);
  return id;
}

/**
 * What POST and PATCH /api/events are sent from the form (API.md): the event's fields and
 * registration settings (null clears an optional one), with `repeat` for a new series; an edit of a date of a series says its `scope`, and when it
 * reaches the later dates, carries only the fields changed; `organizerId` when a manager
 * creates for a club.
 */
export type EventBody = Partial<EventSaveValues> & { organizerId?: string };

/** Uploads the image (if any), then creates the event (or a series of them) or updates it. */
export function useSaveEvent(eventId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, image }: { values: EventBody; image: File | null }) => {
      const imageId = image ? await uploadImage(image) : undefined;
      const body = { ...values, ...(imageId && { imageId }) };
      return eventId
        ? api.patch<EventView>(`/api/events/${encodeURIComponent(eventId)}`, body)
        : api.create<EventView>('/api/events', body);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      void queryClient.invalidateQueries({ queryKey: rootKeys.organizers });
      void queryClient.invalidateQueries({ queryKey: rootKeys.series });
    },
  });
}

/** Deletes the event (its organizer only); its registrants are told by mail. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/events/${encodeURIComponent(id)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rootKeys.organizers });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      void queryClient.invalidateQueries({ queryKey: rootKeys.series });
    },
  });
}
