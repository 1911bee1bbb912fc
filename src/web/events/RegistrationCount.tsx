import { Text, VisuallyHidden } from '@mantine/core';
import { displayRegistrations } from '../../domain/event-display.ts';
import { useLiveCounts } from './live.ts';

/** 'N regis..' as SPEC.md shows it, kept live; screen readers hear "N registered". */
export function RegistrationCount({ eventId, registrations, waitlisted }: { eventId: string; registrations: number; waitlisted: number }) {
  const live = useLiveCounts(eventId, { registrations, waitlisted });
  return (
    <Text size="sm" component="span" data-testid={`count-${eventId}`}>
      <span aria-hidden>{displayRegistrations(live.registrations)}</span>
      <VisuallyHidden>{`${live.registrations} registered`}</VisuallyHidden>
      {live.waitlisted > 0 && <Text span size="sm" c="dimmed">{` · ${live.waitlisted} waitlisted`}</Text>}
    </Text>
  );
}
