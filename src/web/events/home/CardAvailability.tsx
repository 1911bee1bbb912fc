import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { availability } from '../../../domain/event-display.ts';
import type { EventView } from '../../../domain/events.ts';
import { useLiveCounts } from '../events/index.ts';

/** '12 places left', 'Waitlist open', 'Full' or '8 registered', kept live with the event's counts. */
export function CardAvailability({ event }: { event: Pick<EventView, 'id' | 'registrations' | 'waitlisted' | 'capacity' | 'status'> }) {
  const live = useLiveCounts(event.id, { registrations: event.registrations, waitlisted: event.waitlisted });
  const { t } = useTranslation();
  const { kind, count } = availability({ ...live, capacity: event.capacity }, event.status === 'upcoming');
  const text = {
    registered: () => t('card.registered', { count }),
    openToAll: () => t('card.openToAll'),
    placesLeft: () => t('card.placesLeft', { count }),
    waitlistOpen: () => t('card.waitlistOpen'),
    full: () => t('card.full'),
  }[kind]();
  return (
    <Text size="sm" fw={600} c="var(--quad-accent-text)" data-testid={`count-${event.id}`}>
      {text}
    </Text>
  );
}
