import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import type { EventView } from '../../domain/events.ts';
import { AddToCalendarLink, EventFacts, EventImage, EventNameLink, OrganizerName, RegistrationCount } from '../events/index.ts';
import { EventActions, LotteryLine } from '../registrations/index.ts';
import { CardFollow } from './CardFollow.tsx';

interface EventCardProps {
  event: EventView;
  onDetails: (event: EventView) => void;
  /** The first cards are above the fold: load their images first. */
  priority?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** The campus background of its cover, when it has no picture (chosen by the list so neighbours differ). */
  background?: number;
}

/**
 * Memoised: the listing re-renders when its query refreshes (the catch-up read when the
 * live counts connect, a page arriving), and unchanged events keep their objects.
 */
export const EventCard = memo(function EventCard({ event, onDetails, priority = false, headingLevel = 3, background }: EventCardProps) {
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={`event-${event.id}-title`} style={{ display: 'flex', flexDirection: 'column' }}>
      <Card.Section>
        <EventImage event={event} priority={priority} background={background} />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Title order={headingLevel} size="h4" id={`event-${event.id}-title`} lineClamp={2}>
          <EventNameLink event={event} />
        </Title>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="sm">
            by <OrganizerName organizer={event.organizer} />
          </Text>
          <CardFollow organizer={event.organizer} />
        </Group>
        {/* In the For-you listing: why the event is there ("Because you follow Robotics Club"). */}
        {event.reason && (
          <Text size="sm" c="dimmed" fs="italic">
            {event.reason}
          </Text>
        )}
        <EventFacts event={event} />
        {/* A lottery event: 'Seats by lottery · draw on <date, time>'. */}
        <LotteryLine event={event} />
        <Group gap="md" justify="space-between">
          <RegistrationCount eventId={event.id} registrations={event.registrations} waitlisted={event.waitlisted} capacity={event.capacity} />
          <AddToCalendarLink event={event} />
        </Group>
      </Stack>
      <Group mt="md">
        <EventActions event={event} onDetails={() => onDetails(event)} />
      </Group>
    </Card>
  );
});
