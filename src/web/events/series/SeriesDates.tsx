import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventView } from '../../../domain/events.ts';
import { displayName, displayVenue } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { eventPagePath } from '../../../domain/event-path.ts';
import { EventWhen, RegistrationCount } from '../events/index.ts';

interface Props {
  /** The series' dates, in order. */
  events: EventView[];
  /** The series' name (its first date's): a date renamed on its own says its own name too. */
  name: string;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/**
 * A series' dates in order, each its own event: its day and time (a link to its page), its
 * venue and its registrations in words, kept live; those already over are marked Past.
 */
export function SeriesDates({ events, name, labelledBy }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
      {events.map((event) => {
        const own = displayName(event.name, language);
        return (
          <Paper component="li" key={event.id} withBorder p="md" radius="md">
            <Stack gap={4}>
              <Group gap="xs">
                <Anchor component={Link} to={eventPagePath(event.id)} fw={600}>
                  <EventWhen event={event} />
                </Anchor>
                {event.status === 'past' && (
                  <Badge color="gray" variant="light">
                    {t('ws.status.past')}
                  </Badge>
                )}
              </Group>
              {own !== name && <Text size="sm">{own}</Text>}
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {displayVenue(event.venue, language)}
                </Text>
              </Group>
              <div>
                <RegistrationCount eventId={event.id} registrations={event.registrations} waitlisted={event.waitlisted} capacity={event.capacity} />
              </div>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
