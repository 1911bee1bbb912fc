import { Badge, Group, Text } from '@mantine/core';
import { IconCalendar, IconClock, IconMapPin, IconUsers } from '@tabler/icons-react';
import type { EventView } from '../../domain/events.ts';
import { displayCapacity, displayDate, displayTime, displayType, displayVenue } from '../../domain/event-display.ts';

/** Date (en-US long), 12-hour time, venue, type and max participants. */
export function EventFacts({ event, withVenue = false }: { event: EventView; withVenue?: boolean }) {
  return (
    <>
      <Group gap={6} wrap="nowrap">
        <IconCalendar size={16} aria-hidden />
        <Text size="sm">{displayDate(event.date)}</Text>
        <IconClock size={16} aria-hidden style={{ marginLeft: 8 }} />
        <Text size="sm">{displayTime(event.time)}</Text>
      </Group>
      {withVenue && (
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{displayVenue(event.venue)}</Text>
        </Group>
      )}
      <Group gap={6}>
        <Badge variant="light" color="indigo">
          {displayType(event.type)}
        </Badge>
        <Group gap={4} wrap="nowrap">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">Max participants: {displayCapacity(event.capacity)}</Text>
        </Group>
      </Group>
    </>
  );
}
