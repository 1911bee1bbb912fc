import { Button, Center, Loader, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useIntersection, useMergedRef } from '@mantine/hooks';
import { Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { coverBackgrounds } from '../../domain/event-display.ts';
import type { EventView } from '../../domain/events.ts';
import { MSG } from '../../domain/messages.ts';
import { notifyError } from '../components/notify.ts';
import { filtersFromSearch, useUpcomingEvents, type EventFilters } from '../events/index.ts';
import { EventDetails } from '../registrations/index.ts';
import { EventCard } from './EventCard.tsx';
import { EventFiltersBar } from './EventFiltersBar.tsx';

const EMPTY: EventFilters = { name: '', organizer: '', date: '' };
/** The next page is fetched when the end of the list comes this close to the screen. */
const NEAR_END_PX = 400;

/** Filters live in the address, so a filtered listing can be shared and survives a reload. */
function useFilterParams(): [EventFilters, (next: EventFilters) => void] {
  const [params, setParams] = useSearchParams();
  // One object per address: a new one each render would restart the debounce below
  // for ever, re-rendering the listing four times a second.
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const set = (next: EventFilters) => {
    const p = new URLSearchParams();
    if (next.name) p.set('name', next.name);
    if (next.organizer) p.set('organizer', next.organizer);
    if (next.date) p.set('date', next.date);
    setParams(p, { replace: true, preventScrollReset: true });
  };
  return [filters, set];
}

export function UpcomingEvents() {
  const [filters, setFilters] = useFilterParams();
  const [debounced] = useDebouncedValue(filters, 250);
  const query = useUpcomingEvents(debounced);
  const [selected, setSelected] = useState<EventView | null>(null);
  const { ref: observeSentinel, entry } = useIntersection({ rootMargin: `${NEAR_END_PX}px` });
  const sentinelElement = useRef<HTMLDivElement>(null);
  const sentinel = useMergedRef(sentinelElement, observeSentinel);

  useEffect(() => {
    if (query.isError) notifyError(MSG.loadEventsFailed);
  }, [query.isError, query.errorUpdatedAt]);

  // Cards are rendered in slices when a page of events arrives, keeping the page responsive.
  const data = useDeferredValue(query.data);
  // The next page only once the last one is on screen: until then the sentinel below
  // the cards would still look reachable, and pages would be fetched one after another.
  const shown = data === query.data;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (!shown || !entry?.isIntersecting || !hasNextPage || isFetchingNextPage) return;
    // The observer's last word may predate the cards just rendered: measure again.
    const top = sentinelElement.current?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
    if (top < window.innerHeight + NEAR_END_PX) void fetchNextPage();
  }, [shown, entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const events = data?.pages.flatMap((p) => p.events) ?? [];
  const backgrounds = coverBackgrounds(events.map((e) => e.id));
  const filtering = Boolean(filters.name || filters.organizer || filters.date);

  return (
    <Stack gap="md" component="section" aria-labelledby="upcoming-heading">
      <Title order={2} id="upcoming-heading">
        Upcoming Events
      </Title>
      <EventFiltersBar value={filters} onChange={setFilters} onReset={() => setFilters(EMPTY)} />

      {!data && !query.isError ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-busy="true" aria-label="Loading events">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={340} radius="md" />
          ))}
        </SimpleGrid>
      ) : events.length === 0 ? (
        <Text role="status" py="xl" ta="center">
          {query.isError ? MSG.loadEventsFailed : filtering ? MSG.noEventsMatch : MSG.noEventsMatch}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={query.isFetching}>
          {/* A boundary per card: a server-rendered listing comes alive card by card. */}
          {events.map((event, i) => (
            <Suspense key={event.id} fallback={null}>
              <EventCard event={event} onDetails={setSelected} priority={i < 3} background={backgrounds[i]} />
            </Suspense>
          ))}
        </SimpleGrid>
      )}

      <div ref={sentinel} />
      {hasNextPage && (
        <Center>
          <Button variant="default" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            Load more events
          </Button>
        </Center>
      )}
      {query.isFetching && !query.isPending && !isFetchingNextPage && (
        <Center>
          <Loader size="sm" aria-label="Updating events" />
        </Center>
      )}
      {/* Its code loads the first time someone opens an event's details. */}
      {selected && <EventDetails event={selected} onClose={() => setSelected(null)} />}
    </Stack>
  );
}
