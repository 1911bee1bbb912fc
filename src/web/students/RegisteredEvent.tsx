import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { eventPagePath } from '../../domain/event-path.ts';
import type { EventView } from '../../domain/events.ts';
import { displayName } from '../../domain/event-display.ts';
import type { MyRegistration } from '../../domain/responses/registrations.ts';
import { EventFacts, OrganizerName } from '../events/index.ts';
import { EventActions, Ticket } from '../registrations/index.ts';

/** One of the student's events: the card's facts and buttons, the QR ticket, and Add to calendar. */
export function RegisteredEvent({ registration, onDetails }: { registration: MyRegistration; onDetails: (e: EventView) => void }) {
  const { event } = registration;
  const past = event.status === 'past';
  const showTicket = !past && registration.status === 'registered';
  return (
    <Card withBorder component="article" aria-labelledby={`reg-${registration.id}`}>
      <Group align="flex-start" justify="space-between" wrap="wrap" gap="lg">
        <Stack gap={6} style={{ flex: '1 1 320px' }}>
          <Title order={3} size="h4" id={`reg-${registration.id}`}>
            <Anchor component={Link} to={eventPagePath(event.id)} inherit c="inherit" underline="hover">
              {displayName(event.name)}
            </Anchor>
          </Title>
          <Text size="sm">
            by <OrganizerName organizer={event.organizer} />
          </Text>
          <EventFacts event={event} withVenue />
          {past ? (
            // Once it is over (issue 15): whether the student came (the buttons below already
            // say Registered); a calendar entry no longer helps.
            registration.checkedInAt && (
              <Badge variant="light" color="teal" w="fit-content">
                Attended
              </Badge>
            )
          ) : (
            <>
              {registration.checkedInAt && <Text size="sm">Checked in</Text>}
              <Anchor href={`/api/events/${encodeURIComponent(event.id)}/calendar.ics`} size="sm" download>
                <Group gap={4} component="span">
                  <IconCalendarPlus size={16} aria-hidden />
                  Add to calendar
                </Group>
              </Anchor>
            </>
          )}
          <EventActions event={event} onDetails={() => onDetails(event)} />
        </Stack>
        {showTicket && <Ticket registrationId={registration.id} eventName={displayName(event.name)} />}
      </Group>
    </Card>
  );
}
