import { Badge, Group, Text } from '@mantine/core';
import { IconCalendar, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventView } from '../../../domain/events.ts';
import { displayType, displayVenue } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { isUnlimited } from '../../../domain/seats.ts';
import { useEventTypeName } from './event-type-name.ts';
import { EventTags } from './EventTags.tsx';
import { EventWhen } from './EventWhen.tsx';

/** When (weekday, date and time in the campus time zone), venue, type, max participants and tags. */
export function EventFacts({ event, withVenue = false }: { event: EventView; withVenue?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const typeName = useEventTypeName();
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
          <Text size="sm">{displayVenue(event.venue, language)}</Text>
        </Group>
      )}
      <Group gap={6}>
        <Badge variant="light">
          {typeName(displayType(event.type))}
        </Badge>
        <Group gap={4} wrap="nowrap">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">{t('eventPage.maxParticipants', { capacity: isUnlimited(event.capacity) ? t('eventPage.unlimited') : String(event.capacity) })}</Text>
        </Group>
      </Group>
      <EventTags tags={event.tags} />
    </>
  );
}
