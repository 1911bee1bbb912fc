import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventView } from '../../../domain/events.ts';
import { displayName } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import type { MyRegistration } from '../../../domain/responses/registrations.ts';
import { AddToCalendarLink, EventFacts, EventNameLink, OrganizerName } from '../../events/events/index.ts';
import { ConfirmSeat, EventActions } from '../../registrations/registrations/index.ts';
import { ticketPath } from '../../registrations/tickets/index.ts';

/**
 * One of the student's events: the card's facts, their state and buttons, a link to its
 * QR ticket in the wallet (a registered seat only) or Confirm my seat (a seat on offer),
 * and Add to calendar.
 */
export function RegisteredEvent({ registration, onDetails }: { registration: MyRegistration; onDetails: (e: EventView) => void }) {
  const { event } = registration;
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const past = event.status === 'past';
  const showTicket = !past && registration.status === 'registered';
  const offered = !past && registration.status === 'offered';
  return (
    <Card withBorder component="article" aria-labelledby={`reg-${registration.id}`}>
      <Group align="flex-start" justify="space-between" wrap="wrap" gap="lg">
        <Stack gap={6} style={{ flex: '1 1 320px' }}>
          <Title order={3} size="h4" id={`reg-${registration.id}`}>
            <EventNameLink event={event} />
          </Title>
          <Text size="sm">
            {t('profile.by')} <OrganizerName organizer={event.organizer} />
          </Text>
          <EventFacts event={event} withVenue />
          {past ? (
            // Once it is over: whether the student came (the buttons below already
            // say Registered); a calendar entry no longer helps.
            registration.checkedInAt && (
              <Badge variant="light" color="teal" w="fit-content">
                {t('profile.attended')}
              </Badge>
            )
          ) : (
            <>
              {registration.checkedInAt && <Text size="sm">{t('profile.checkedIn')}</Text>}
              <AddToCalendarLink event={event} />
            </>
          )}
          <EventActions event={event} onDetails={() => onDetails(event)} claimHere={offered} />
          {offered && <ConfirmSeat registrationId={registration.id} offerExpiresAt={registration.offerExpiresAt} />}
        </Stack>
        {showTicket && (
          <Button component={Link} to={ticketPath(registration.id)} variant="light" aria-label={t('profile.showTicketFor', { name: displayName(event.name, language) })} leftSection={<IconQrcode size={18} aria-hidden />}>
            {t('profile.showTicket')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
