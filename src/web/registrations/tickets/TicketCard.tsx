import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconMapPin, IconQrcode } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName, displayVenue } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { eventPagePath } from '../../../domain/event-path.ts';
import type { MyRegistration } from '../../../domain/responses/registrations.ts';
import { EventWhen } from '../../events/events/index.ts';
import { claimPath, StatusBadge } from '../registrations/index.ts';
import { ticketPath } from './paths.ts';
import { TicketThumb } from './TicketThumb.tsx';
import { NO_TICKET_YET, showsQr } from './wallet.ts';
import classes from './Tickets.module.css';

/**
 * An upcoming ticket: poster, title, day and time, venue. A confirmed seat's card opens
 * its QR code (the title's link covers the card); a registration without one says why,
 * and its title leads to the event's page.
 */
export function TicketCard({ registration }: { registration: MyRegistration }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const titleId = useId();
  const { event } = registration;
  const name = displayName(event.name, language);
  const seat = showsQr(registration);
  return (
    <Card withBorder padding={0} radius="lg" component="article" aria-labelledby={titleId} className={classes.card}>
      <Group gap={0} wrap="nowrap" align="stretch">
        <TicketThumb event={event} />
        <Stack gap={6} p="md" className={classes.body}>
          <Title order={3} size="h4" id={titleId} lineClamp={2}>
            {seat ? (
              <Link to={ticketPath(registration.id)} className={classes.stretched}>
                {name}
              </Link>
            ) : (
              <Anchor component={Link} to={eventPagePath(event.id)} inherit>
                {name}
              </Anchor>
            )}
          </Title>
          <Text size="sm" fw={600}>
            <EventWhen event={event} />
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c="dimmed" truncate>
              {displayVenue(event.venue, language)}
            </Text>
          </Group>
          {registration.checkedInAt && (
            <Badge variant="light" color="teal" w="fit-content" leftSection={<IconCheck size={12} aria-hidden />}>
              {t('tickets.checkedIn')}
            </Badge>
          )}
          {registration.status !== 'registered' && (
            <Stack gap={6} align="flex-start">
              <StatusBadge status={registration.status} />
              <Text size="sm">{t(NO_TICKET_YET[registration.status])}</Text>
              {registration.status === 'offered' && (
                <Button component={Link} to={claimPath(event.id)} size="xs">
                  {t('tickets.confirmSeat')}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
        {seat && (
          // What tapping does, drawn as the ticket's stub; the link above already says where it leads.
          <div className={classes.stub} aria-hidden>
            <IconQrcode size={30} stroke={1.6} />
            <Text size="xs" fw={700} ta="center" lh={1.2}>
              {t('tickets.showTicket')}
            </Text>
          </div>
        )}
      </Group>
    </Card>
  );
}
