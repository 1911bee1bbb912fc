import { Text } from '@mantine/core';
import type { EventView } from '../../../domain/events.ts';
import { useCountsInWords, useLiveCounts } from '../events/index.ts';

/** '12 registered · 18 places left' (or '· Full', with who waits), kept live: the cards' words. */
export function PlacesLeft({ event }: { event: EventView }) {
  const live = useLiveCounts(event.id, { registrations: event.registrations, waitlisted: event.waitlisted });
  const inWords = useCountsInWords();
  return <Text>{inWords({ ...live, capacity: event.capacity })}</Text>;
}
