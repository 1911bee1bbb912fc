import { Text } from '@mantine/core';
import { displayCounts } from '../../../domain/event-display.ts';
import { useLiveCounts } from './live.ts';

/**
 * '3 registered · 1 waitlisted · 37 places left', kept live (DESIGN.md: counts as words).
 * Places left only with the event's `capacity` (0 or none: unlimited, so none to count).
 */
export function RegistrationCount({ eventId, registrations, waitlisted, capacity }: { eventId: string; registrations: number; waitlisted: number; capacity?: number }) {
  const live = useLiveCounts(eventId, { registrations, waitlisted });
  return (
    <Text size="sm" component="span" data-testid={`count-${eventId}`}>
      {displayCounts({ ...live, capacity })}
    </Text>
  );
}
