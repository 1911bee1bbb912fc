import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { EventView } from '../../../domain/events.ts';
import { eventPagePath } from '../../../domain/event-path.ts';
import { MSG } from '../../../domain/messages.ts';
import { STATUS_LABELS, type RegistrationStatus } from '../../../domain/registration-status.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { useHydrated } from '../../infrastructure/components/use-hydrated.ts';
import { STATUS_ID } from './section-ids.ts';
import classes from './EventPage.module.css';
import { ConfirmSeat, drawOnLine, useCampusZone, viewerStatus } from '../../registrations/registrations/index.ts';

/** What each state without a ticket means for the student (a seat on offer says it beside its button). */
const MEANING: Partial<Record<RegistrationStatus, string>> = {
  pending: 'The organizer approves each registration. We will e-mail you when they decide; your ticket comes with the approval.',
  entered: MSG.enteredDraw,
  declined: 'The organizer did not approve your registration for this event.',
  waitlisted: 'The event is full. If a seat comes free for you, we will e-mail you; until then you hold your place in the line.',
  offered: 'A seat has come free and it is yours to take. Confirm it in time, or it goes to the next person on the waitlist.',
};

function SignInToClaim({ eventId }: { eventId: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sign-in-to-claim">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="sign-in-to-claim">
          A seat is waiting for you
        </Title>
        <Text>Log in to confirm the seat offered to you.</Text>
        <Button component={Link} to="/login" state={{ from: `${eventPagePath(eventId)}?claim=1` }}>
          Log in
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The signed-in student's state when it is not a ticket: pending approval,
 * declined, entered in the draw (with its time), or a seat offered with its prominent
 * "Confirm my seat" and deadline. The offer e-mail's link (?claim=1) brings the button
 * into view. Like the ticket, the student's own: shown once the page is live.
 */
export function YourStatus({ event }: { event: EventView }) {
  const hydrated = useHydrated();
  const zone = useCampusZone();
  const session = useSession();
  const [search] = useSearchParams();
  const claiming = search.get('claim') === '1';
  const status = viewerStatus(event.viewer);
  if (!hydrated || event.status !== 'upcoming') return null;
  // The offer e-mail opened where no one is signed in: sign in, then back here to confirm.
  if (claiming && !session.isPending && !session.user) return <SignInToClaim eventId={event.id} />;
  if (!status) return null;
  const meaning = MEANING[status];
  if (!meaning) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="your-status" id={STATUS_ID} className={classes.target}>
      <Stack gap="xs">
        <Title order={2} size="h4" id="your-status" tabIndex={-1}>
          {STATUS_LABELS[status]}
        </Title>
        <Text>{meaning}</Text>
        {status === 'entered' && event.drawAt && !event.drawnAt && <Text fw={500}>{drawOnLine(event.drawAt, zone)}</Text>}
        {status === 'offered' && (
          <ConfirmSeat registrationId={event.viewer!.registrationId!} offerExpiresAt={event.viewer?.offerExpiresAt} focus={claiming} />
        )}
      </Stack>
    </Paper>
  );
}
