import { Alert, Anchor, Badge, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconBrightnessUp, IconCalendar, IconCheck, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { displayName, displayVenue } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { eventPagePath } from '../../../domain/event-path.ts';
import type { MyRegistration } from '../../../domain/responses/registrations.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { EventWhen } from '../../events/events/index.ts';
import { claimPath, StatusBadge, useMyRegistrations } from '../registrations/index.ts';
import { WalletButtons } from '../wallet/index.ts';
import { PastOutcome } from './PastTicket.tsx';
import { TICKETS_PATH } from './paths.ts';
import { TicketQr } from './TicketQr.tsx';
import classes from './Tickets.module.css';
import { useScreenAwake } from './use-screen-awake.ts';
import { findInWallet, NO_TICKET_YET } from './wallet.ts';
import { mayHaveRegistrations } from '../../../domain/policy/registrations.ts';

function BackToWallet() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={TICKETS_PATH} size="sm" underline="hover" w="fit-content">
      <Group component="span" gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('ticket.allTickets')}
      </Group>
    </Anchor>
  );
}

/** When and where, large enough to read at arm's length. */
function WhenAndWhere({ registration }: { registration: MyRegistration }) {
  const language = useTranslation().i18n.language as UiLanguage;
  const { event } = registration;
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap">
        <IconCalendar size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text fw={600}>
          <EventWhen event={event} />
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <IconMapPin size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text fw={600}>{displayVenue(event.venue, language)}</Text>
      </Group>
    </Stack>
  );
}

/** The door's part: the QR code, the hint to brighten the screen, and the code in text for a scanner that fails. */
function DoorPass({ registration }: { registration: MyRegistration }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const name = displayName(registration.event.name, language);
  useScreenAwake(true);
  return (
    <Stack gap="md">
      {registration.checkedInAt && (
        <Badge variant="light" color="teal" size="lg" leftSection={<IconCheck size={14} aria-hidden />} style={{ alignSelf: 'center' }}>
          {t('tickets.checkedIn')}
        </Badge>
      )}
      <TicketQr registrationId={registration.id} code={registration.ticketCode} eventName={name} />
      <Alert variant="light" color="yellow" radius="md" icon={<IconBrightnessUp size={20} aria-hidden />} title={t('ticket.brightness')}>
        {t('ticket.brightnessText')}
      </Alert>
      {registration.ticketCode && (
        <Stack gap={2} align="center">
          <Text size="sm" c="dimmed" id="ticket-code-label">
            {t('ticket.code')}
          </Text>
          <Text size="lg" fw={700} className={classes.code} aria-labelledby="ticket-code-label">
            {registration.ticketCode}
          </Text>
        </Stack>
      )}
      {/* Whose ticket: what the door staff compare with a student card. */}
      <Text ta="center" size="sm">
        {registration.name} · {registration.usn}
      </Text>
      <WalletButtons registrationId={registration.id} />
    </Stack>
  );
}

function TicketBody({ registration }: { registration: MyRegistration }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const { event } = registration;
  const past = event.status === 'past';
  const name = displayName(event.name, language);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} size="h2">
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('ticket.by', { name: event.organizer.name })}
          </Text>
        </Stack>
        <WhenAndWhere registration={registration} />
        {past ? (
          <Stack gap="xs">
            <Text>{t('ticket.over')}</Text>
            <PastOutcome registration={registration} />
          </Stack>
        ) : registration.status === 'registered' ? (
          <DoorPass registration={registration} />
        ) : (
          <Stack gap="xs" align="flex-start">
            <StatusBadge status={registration.status} />
            <Text>{t(NO_TICKET_YET[registration.status])}</Text>
            {registration.status === 'offered' && (
              <Button component={Link} to={claimPath(event.id)}>
                {t('tickets.confirmSeat')}
              </Button>
            )}
          </Stack>
        )}
        <Anchor component={Link} to={eventPagePath(event.id)} size="sm">
          {t('ticket.eventPage')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * One ticket, large (/tickets/:registrationId): the QR code the door scans, the event's
 * time and place, and the ticket code in text. Its own address, so Back returns to the
 * wallet; read from the same saved list as the wallet, so it opens offline too.
 */
export function TicketPage() {
  const { registrationId = '' } = useParams();
  const { user } = useSession();
  const isStudent = mayHaveRegistrations(user);
  const registrations = useMyRegistrations(isStudent);
  const registration = findInWallet(registrations.data, registrationId);
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  useDocumentTitle(`${registration ? t('ticket.documentTitle', { name: displayName(registration.event.name, language) }) : t('ticket.title')} · Quad`);

  const heading = (says: ReactNode) => (
    <Stack gap="sm">
      <Title order={1}>{t('ticket.title')}</Title>
      {says}
    </Stack>
  );
  const content = !isStudent ? (
    heading(<Text>{t('msg:onlyStudentsHaveRegistrations')}.</Text>)
  ) : (
    <QueryState
      query={registrations}
      loadingLabel={t('ticket.loading')}
      skeleton={
        <Stack gap="md" align="center">
          <Skeleton height={32} width="70%" radius="sm" />
          <Skeleton height={320} width={320} radius="md" />
          <LinesSkeleton rows={2} />
        </Stack>
      }
      errorFrame={heading}
    >
      {() =>
        registration ? (
          <TicketBody registration={registration} />
        ) : (
          <Stack gap="sm">
            <Title order={1}>{t('ticket.notFound')}</Title>
            <Text>{t('ticket.notFoundText')}</Text>
          </Stack>
        )
      }
    </QueryState>
  );

  return (
    <Container size={520} py="lg">
      <Stack gap="md">
        <BackToWallet />
        {content}
      </Stack>
    </Container>
  );
}
