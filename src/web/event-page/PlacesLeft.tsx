import { Text } from '@mantine/core';
import type { EventView } from '../../domain/events.ts';
import { useLiveCounts } from '../events/index.ts';

/** '12 going · 18 places left', kept live; a full event says how many wait. */
export function PlacesLeft({ event }: { event: EventView }) {
  const live = useLiveCounts(event.id, { registrations: event.registrations, waitlisted: event.waitlisted });
  const going = `${live.registrations} going`;
  if (event.capacity <= 0) return <Text>{going}</Text>;
  const left = Math.max(0, event.capacity - live.registrations);
  const rest = left > 0 ? `${left} ${left === 1 ? 'place' : 'places'} left` : `Full · ${live.waitlisted} on the waitlist`;
  return <Text>{`${going} · ${rest}`}</Text>;
}
