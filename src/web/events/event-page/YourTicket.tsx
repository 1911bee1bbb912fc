import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventView } from '../../../domain/events.ts';
import { displayName } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { useHydrated } from '../../infrastructure/components/use-hydrated.ts';
import { TICKET_ID } from './section-ids.ts';
import classes from './EventPage.module.css';
import { Ticket, useCheckInWindow, viewerStatus } from '../../registrations/registrations/index.ts';

/** The signed-in student's QR ticket, while the event they hold a place at is ahead. */
export function YourTicket({ event }: { event: EventView }) {
  // The ticket is the student's own: added once the page is live in the browser, never
  // part of the HTML the server rendered (nor of its hydration).
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const registrationId = event.viewer?.registrationId;
  // A seat held: not one waited for, on offer, pending approval or in a draw.
  if (!hydrated || !registrationId || viewerStatus(event.viewer) !== 'registered' || event.status !== 'upcoming') return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="your-ticket" id={TICKET_ID} className={classes.target}>
      <Group gap="lg" wrap="wrap">
        <Ticket registrationId={registrationId} eventName={displayName(event.name, language)} />
        <Stack gap={4} style={{ flex: '1 1 220px' }}>
          <Title order={2} size="h4" id="your-ticket" tabIndex={-1}>
            {t('eventPage.yourTicket')}
          </Title>
          <Text>{t('eventPage.ticketText')}</Text>
          {/* Self check-in: the student scans the door screen instead. */}
          {event.selfCheckIn && <SelfCheckInButton event={event} />}
        </Stack>
      </Group>
    </Paper>
  );
}

/** While the door is open: the student's own scanner for the door screen's code. */
function SelfCheckInButton({ event }: { event: EventView }) {
  const checkIn = useCheckInWindow(event.startsAt);
  const { t } = useTranslation();
  if (checkIn?.state !== 'open') return null;
  return (
    <Button component={Link} to={`/events/${encodeURIComponent(event.id)}/check-in`} mt="xs" style={{ alignSelf: 'flex-start' }}>
      {t('eventPage.selfCheckIn')}
    </Button>
  );
}
