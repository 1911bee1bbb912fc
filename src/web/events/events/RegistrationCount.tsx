import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventCounts } from '../../../domain/event-display.ts';
import { seatsLeft } from '../../../domain/seats.ts';
import { useLiveCounts } from './live.ts';

/**
 * displayCounts' words in the page's language: '3 registered · 1 waitlisted · 37 places
 * left', waitlisted only when someone waits, places left only under a limit, 'Full' when none are.
 */
export function useCountsInWords(): (counts: EventCounts) => string {
  const { t } = useTranslation();
  return ({ registrations, waitlisted, capacity }) => {
    const registered = Math.max(0, registrations ?? 0);
    const waiting = Math.max(0, waitlisted ?? 0);
    const parts = [t('card.registered', { count: registered })];
    if (waiting > 0) parts.push(t('eventPage.countsWaitlisted', { count: waiting }));
    const left = seatsLeft(capacity, registered);
    if (left !== null) parts.push(left === 0 ? t('card.full') : t('card.placesLeft', { count: left }));
    return parts.join(' · ');
  };
}

/**
 * '3 registered · 1 waitlisted · 37 places left', kept live (DESIGN.md: counts as words).
 * Places left only with the event's `capacity` (0 or none: unlimited, so none to count).
 */
export function RegistrationCount({ eventId, registrations, waitlisted, capacity }: { eventId: string; registrations: number; waitlisted: number; capacity?: number }) {
  const live = useLiveCounts(eventId, { registrations, waitlisted });
  const inWords = useCountsInWords();
  return (
    <Text size="sm" component="span" data-testid={`count-${eventId}`}>
      {inWords({ ...live, capacity })}
    </Text>
  );
}
