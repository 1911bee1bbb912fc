import { SimpleGrid, Skeleton } from '@mantine/core';
import { memo, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventView } from '../../../domain/events.ts';
import { LoadingState } from '../../infrastructure/components/QueryState.tsx';
import { EventCard } from './EventCard.tsx';

/** Two posters side by side on a phone, as on a poster wall; five on a laptop. */
const GRID_COLS = { base: 2, sm: 3, md: 4, lg: 5 };

/** A listing's cards in grey while its first page loads. */
export function EventsSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLS}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h={360} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** The same, announced as such (while a listing's code loads). */
export function EventsLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('home.loading')} skeleton={<EventsSkeleton />} />;
}

interface EventGridProps {
  events: EventView[];
  onDetails: (event: EventView) => void;
  busy?: boolean;
}

/**
 * A card in its own Suspense boundary, memoised outside the boundary.
 *
 * A page rendered by the server hydrates card by card: each boundary waits, still
 * dehydrated, for its turn at low priority. If the listing re-renders meanwhile (the
 * end-of-list sentinel's first IntersectionObserver report, `busy` when the live counts'
 * catch-up read starts), new props reach every boundary not yet hydrated, and React must
 * hydrate all of them at once, in one blocking render, before it can apply the update:
 * ≈ 140 ms at full speed, one 0.5–0.7 s task in Lighthouse mobile on `/` with 12 cards
 * (total blocking time ≈ 500 ms; whether it happened depended on which came first, the
 * observer's report or the cards' hydration). Memoised here, an unchanged card's boundary
 * is not rendered again (the events keep their objects across reads), so it hydrates in
 * its own time. `onDetails` must be stable (UpcomingEvents and ForYou pass a state setter).
 */
const CardSlot = memo(function CardSlot(props: ComponentProps<typeof EventCard>) {
  return (
    <Suspense fallback={null}>
      <EventCard {...props} />
    </Suspense>
  );
});

/** The listing's cards; the first four (the first screen) load their posters first. */
export function EventGrid({ events, onDetails, busy }: EventGridProps) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing={{ base: 'sm', sm: 'md', lg: 'lg' }} verticalSpacing={{ base: 'md', lg: 'xl' }} aria-busy={busy}>
      {/* A boundary per card: a server-rendered listing comes alive card by card. */}
      {events.map((event, i) => (
        <CardSlot key={event.id} event={event} onDetails={onDetails} priority={i < 4} />
      ))}
    </SimpleGrid>
  );
}
