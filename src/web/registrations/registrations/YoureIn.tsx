import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { eventPagePath } from '../../../domain/event-path.ts';
import type { EventView } from '../../../domain/events.ts';
import { MSG } from '../../../domain/messages.ts';
import type { RegistrationStatus } from '../../../domain/registration-status.ts';
import type { RegistrationView } from '../../../domain/responses/registrations.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { ShareButtons } from '../../infrastructure/components/ShareButtons.tsx';
import { AddToCalendarLink, EventNameLink, EventSummary } from '../../events/events/index.ts';
import { WalletButtons } from '../wallet/index.ts';
import { LotteryLine } from './depth/ViewerStatus.tsx';
import { Ticket } from './Ticket.tsx';

/** How the page names the outcome, what it says, and why there is no ticket yet (null: the ticket is shown). */
function outcomeOf(status: RegistrationStatus) {
  switch (status) {
    case 'waitlisted':
      return { title: 'Waitlisted', heading: 'You’re on the waitlist', message: MSG.waitlisted, noTicket: 'Your ticket comes with your place.' };
    case 'pending':
      return { title: 'Pending approval', heading: 'Pending approval', message: MSG.pendingApproval, noTicket: 'Your ticket comes with the organizer’s approval.' };
    case 'entered':
      return { title: 'Entered the draw', heading: 'You’re in the draw', message: MSG.enteredDraw, noTicket: 'Your ticket comes with a seat drawn for you.' };
    default:
      return { title: 'Registered', heading: 'You’re in', message: MSG.registered, noTicket: null };
  }
}

/**
 * Where registering ends: the ticket, the calendar and a way to tell friends,
 * instead of a toast and a jump home. The SPEC's message is the page's status line. A
 * registration waiting for a seat, the organizer's approval or a lottery's draw
 * holds no ticket yet.
 */
export function YoureIn({ event, registration }: { event: EventView; registration: RegistrationView }) {
  const outcome = outcomeOf(registration.status);
  return (
    <Page title={`${outcome.title}: ${event.name}`} heading={outcome.heading} size="sm">
      <Text role="status" fw={500}>
        {outcome.message}
      </Text>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Text fw={700} size="lg">
            <EventNameLink event={event} />
          </Text>
          <EventSummary event={event} />
          {registration.status === 'entered' && <LotteryLine event={event} />}
          {outcome.noTicket ? <Text size="sm">{outcome.noTicket}</Text> : <Ticket registrationId={registration.id} eventName={event.name} />}
          {registration.status === 'registered' && <WalletButtons registrationId={registration.id} />}
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
