import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { eventPagePath } from '../../domain/event-path.ts';
import type { EventView } from '../../domain/events.ts';
import { MSG } from '../../domain/messages.ts';
import type { RegistrationView } from '../../domain/responses/registrations.ts';
import { Page } from '../components/Page.tsx';
import { ShareButtons } from '../components/ShareButtons.tsx';
import { AddToCalendarLink, EventNameLink, EventSummary } from '../events/index.ts';
import { Ticket } from './Ticket.tsx';

/**
 * Where registering ends (issue 15): the ticket, the calendar and a way to tell friends,
 * instead of a toast and a jump home. The SPEC's message is the page's status line.
 */
export function YoureIn({ event, registration }: { event: EventView; registration: RegistrationView }) {
  const waitlisted = registration.status === 'waitlisted';
  return (
    <Page title={`${waitlisted ? 'Waitlisted' : 'Registered'}: ${event.name}`} heading={waitlisted ? 'You’re on the waitlist' : 'You’re in'} size="sm">
      <Text role="status" fw={500}>
        {waitlisted ? MSG.waitlisted : MSG.registered}
      </Text>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Text fw={700} size="lg">
            <EventNameLink event={event} />
          </Text>
          <EventSummary event={event} />
          {waitlisted ? (
            <Text size="sm">Your ticket comes with your place.</Text>
          ) : (
            <Ticket registrationId={registration.id} eventName={event.name} />
          )}
          <Group gap="sm">
            <AddToCalendarLink event={event} />
          </Group>
          <Group gap="sm">
            <ShareButtons title={event.name} path={eventPagePath(event.id)} />
          </Group>
        </Stack>
      </Paper>
      <Group gap="sm">
        <Button component={Link} to={eventPagePath(event.id)}>
          View event page
        </Button>
        <Button component={Link} to={`/edit-registration/${encodeURIComponent(registration.id)}`} variant="light">
          Edit Registration
        </Button>
        <Button component={Link} to="/" variant="default">
          Back to events
        </Button>
      </Group>
    </Page>
  );
}
