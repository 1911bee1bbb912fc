import { Badge, Group, Text } from '@mantine/core';
import { IconCalendar, IconMapPin, IconUsers } from '@tabler/icons-react';
import type { EventView } from '../../../domain/events.ts';
import { displayCapacity, displayType, displayVenue } from '../../../domain/event-display.ts';
import { EventTags } from './EventTags.tsx';
import { EventWhen } from './EventWhen.tsx';

/** When (weekday, date and time in the campus time zone), venue, type, max participants and tags. */
export function EventFacts({ event, withVenue = false }: { event: EventView; withVenue?: boolean }) {
  return (
    <>
      <Group gap={6} wrap="nowrap">
        <IconCalendar size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">
          <EventWhen event={event} />
        </Text>
      </Group>
      {withVenue && (
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{displayVenue(event.venue)}</Text>
        </Group>
      )}
      <Group gap={6}>
        <Badge variant="light">
          {displayType(event.type)}
        </Badge>
        <Group gap={4} wrap="nowrap">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">Max participants: {displayCapacity(event.capacity)}</Text>
        </Group>
      </Group>
      <EventTags tags={event.tags} />
    </>
  );
}
