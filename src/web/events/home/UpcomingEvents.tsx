import { Button, Center, Loader, Stack, Title } from '@mantine/core';
import { useDebouncedValue, useIntersection, useMergedRef } from '@mantine/hooks';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { EventView } from '../../../domain/events.ts';
import { usePersonalPending, useSession } from '../../infrastructure/api/session.ts';
import { notifyError } from '../../infrastructure/components/notify.ts';
import { QueryState } from '../../infrastructure/components/QueryState.tsx';
import { useHydrated } from '../../infrastructure/components/use-hydrated.ts';
import { filtersFromSearch, FOR_YOU_VIEW, NO_FILTERS, useUpcomingEvents, type EventFilters } from '../events/index.ts';
import { EventDetails } from '../../registrations/registrations/index.ts';
import { EventGrid, EventsLoading, EventsSkeleton } from './EventGrid.tsx';
import { EventFiltersBar } from './EventFiltersBar.tsx';
import type { HomeView } from './ForYou.tsx';
import { isStudent } from '../../../domain/policy/actor.ts';

// Only signed-in students have a For-you view: its code (and the switch) load apart.
const ViewSwitch = lazy(() => import('./ForYou.tsx').then((m) => ({ default: m.ViewSwitch })));
const ForYouEvents = lazy(() => import('./ForYou.tsx').then((m) => ({ default: m.ForYouEvents })));

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
    for (const key of ['name', 'organizer', 'date', 'until', 'type', 'tag'] as const) if (next[key]) p.set(key, next[key]);
    if (!next.date) p.delete('until');
    setParams(p, { replace: true, preventScrollReset: true });
  };
  return [filters, set];
}

/** A signed-in student's choice of view, kept in the address (`?view=for-you`); everyone else has the one listing. */
function useView(): [HomeView | null, (next: HomeView) => void] {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const view: HomeView | null = !isStudent(user) ? null : params.get('view') === FOR_YOU_VIEW ? 'for-you' : 'all';
  const choose = (next: HomeView) => {
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next === 'for-you') p.set('view', FOR_YOU_VIEW);
        else p.delete('view');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [view, choose];
}

export function UpcomingEvents() {
  const [view, setView] = useView();
  const personalPending = usePersonalPending();
  const [selected, setSelected] = useState<EventView | null>(null);
  const { t } = useTranslation();

  return (
    <Stack gap="sm" component="section" aria-labelledby="upcoming-heading">
      <Title order={2} size="h3" id="upcoming-heading" mt="xs">
        {t('home.upcoming')}
      </Title>
      {/* The switch's place is kept while the session is read: a student's page does not move. */}
      {personalPending && <div style={{ height: '2rem' }} />}
      {view && (
        <Suspense fallback={<div style={{ height: '2rem' }} />}>
          <ViewSwitch value={view} onChange={setView} />
        </Suspense>
      )}
      {view === 'for-you' ? (
        <Suspense fallback={<EventsLoading />}>
          <ForYouEvents onDetails={setSelected} />
        </Suspense>
      ) : (
        <AllUpcomingEvents onDetails={setSelected} />
      )}
      {/* Its code loads the first time someone opens an event's details. */}
      {selected && <EventDetails event={selected} onClose={() => setSelected(null)} />}
    </Stack>
  );
}

/** Every upcoming event, filtered as the address says, a page at a time as the visitor scrolls. */
function AllUpcomingEvents({ onDetails }: { onDetails: (event: EventView) => void }) {
  const [filters, setFilters] = useFilterParams();
  const [debounced] = useDebouncedValue(filters, 250);
  const query = useUpcomingEvents(debounced);
  const { ref: observeSentinel, entry } = useIntersection({ rootMargin: `${NEAR_END_PX}px` });
  const sentinelElement = useRef<HTMLDivElement>(null);
  const sentinel = useMergedRef(sentinelElement, observeSentinel);
  const { t } = useTranslation();

  useEffect(() => {
    if (query.isError) notifyError(t('msg:loadEventsFailed'));
  }, [query.isError, query.errorUpdatedAt, t]);

  // Cards are rendered in slices when a page of events arrives, keeping the page responsive.
  const data = useDeferredValue(query.data);
  // The next page only once the last one is on screen: until then the sentinel below
  // the cards would still look reachable, and pages would be fetched one after another.
  const shown = data === query.data;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // A fetch in flight is not in the server's HTML: a signed-in visitor's page reads its
  // events again as soon as it starts (PersonalGate), maybe before this part has hydrated.
  const live = useHydrated();
  const fetching = live && query.isFetching;
  useEffect(() => {
    if (!shown || !entry?.isIntersecting || !hasNextPage || isFetchingNextPage) return;
    // The observer's last word may predate the cards just rendered: measure again.
    const top = sentinelElement.current?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
    if (top < window.innerHeight + NEAR_END_PX) void fetchNextPage();
  }, [shown, entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const events = data?.pages.flatMap((p) => p.events) ?? [];

  return (
    <>
      <EventFiltersBar value={filters} onChange={setFilters} onReset={() => setFilters(NO_FILTERS)} />

      <QueryState
        // The deferred pages, what is on screen; not spread, so the listing renders again only for what it reads (isFetching only once live).
        query={{ data, isPending: query.isPending, isError: query.isError, error: query.error, refetch: query.refetch }}
        loadingLabel={t('home.loading')}
        skeleton={<EventsSkeleton />}
        errorMessage={t('msg:loadEventsFailed')}
        isEmpty={() => events.length === 0}
        empty={{ text: t('msg:noEventsMatch') }}
      >
        {() => <EventGrid events={events} onDetails={onDetails} busy={fetching} />}
      </QueryState>

      <div ref={sentinel} />
      {hasNextPage && (
        <Center>
          <Button variant="default" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            {t('home.loadMore')}
          </Button>
        </Center>
      )}
      {fetching && !query.isPending && !isFetchingNextPage && (
        <Center>
          <Loader size="sm" aria-label={t('home.updating')} />
        </Center>
      )}
    </>
  );
}
