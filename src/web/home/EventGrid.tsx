import { SimpleGrid, Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { coverBackgrounds } from '../../domain/event-display.ts';
import type { EventView } from '../../domain/events.ts';
import { EventCard } from './EventCard.tsx';

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

/** A listing's placeholder while its first page loads, announced as such. */
export function EventsLoading() {
  return (
    <SimpleGrid cols={GRID_COLS} role="status" aria-busy="true" aria-label="Loading events">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={340} radius="md" />
      ))}
    </SimpleGrid>
  );
}

interface EventGridProps {
  events: EventView[];
  onDetails: (event: EventView) => void;
  busy?: boolean;
}

/** The listing's cards; the first three load their images first. */
export function EventGrid({ events, onDetails, busy }: EventGridProps) {
  const backgrounds = coverBackgrounds(events.map((e) => e.id));
  return (
    <SimpleGrid cols={GRID_COLS} aria-busy={busy}>
      {/* A boundary per card: a server-rendered listing comes alive card by card. */}
      {events.map((event, i) => (
        <Suspense key={event.id} fallback={null}>
          <EventCard event={event} onDetails={onDetails} priority={i < 3} background={backgrounds[i]} />
        </Suspense>
      ))}
    </SimpleGrid>
  );
}
