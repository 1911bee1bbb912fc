import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { eventPagePath } from '../../../domain/event-path.ts';
import type { EventView } from '../../../domain/events.ts';
import type { RegistrationStatus } from '../../../domain/registration-status.ts';
import type { RegistrationView } from '../../../domain/responses/registrations.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { ShareButtons } from '../../infrastructure/components/ShareButtons.tsx';
import { AddToCalendarLink, EventNameLink, EventSummary } from '../../events/events/index.ts';
import { WalletButtons } from '../wallet/index.ts';
import { LotteryLine } from './depth/ViewerStatus.tsx';
import { Ticket } from './Ticket.tsx';

/** How the page names the outcome, what it says, and why there is no ticket yet (null: the ticket is shown). */
function outcomeOf(status: RegistrationStatus, t: TFunction) {
  switch (status) {
    case 'waitlisted':
      return { title: t('youreIn.waitlisted'), heading: t('youreIn.waitlistedHeading'), message: t('msg:waitlisted'), noTicket: t('youreIn.waitlistedNoTicket') };
    case 'pending':
      return { title: t('status.pending'), heading: t('status.pending'), message: t('msg:pendingApproval'), noTicket: t('youreIn.pendingNoTicket') };
    case 'entered':
      return { title: t('youreIn.entered'), heading: t('youreIn.enteredHeading'), message: t('msg:enteredDraw'), noTicket: t('youreIn.enteredNoTicket') };
    default:
      return { title: t('youreIn.registered'), heading: t('youreIn.registeredHeading'), message: t('msg:registered'), noTicket: null };
  }
}

/**
 * Where registering ends: the ticket, the calendar and a way to tell friends,
 * instead of a toast and a jump home. The SPEC's message is the page's status line. A
 * registration waiting for a seat, the organizer's approval or a lottery's draw
 * holds no ticket yet.
 */
export function YoureIn({ event, registration }: { event: EventView; registration: RegistrationView }) {
  const { t } = useTranslation();
  const outcome = outcomeOf(registration.status, t);
  // The outcome's word, then the club's own name for its event.
  const title = `${outcome.title}: ${event.name}`;
  return (
    <Page title={title} heading={outcome.heading} size="sm">
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
          {t('youreIn.viewEvent')}
        </Button>
        <Button component={Link} to={`/edit-registration/${encodeURIComponent(registration.id)}`} variant="light">
          {t('register.editRegistration')}
        </Button>
        <Button component={Link} to="/" variant="default">
          {t('youreIn.backToEvents')}
        </Button>
      </Group>
    </Page>
  );
}
