import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { eventPagePath } from '../../../domain/event-path.ts';
import type { MyRegistration } from '../../../domain/responses/registrations.ts';
import { EventWhen } from '../../events/events/index.ts';
import { StatusBadge } from '../registrations/index.ts';
import { Stars } from './Stars.tsx';
import { TicketThumb } from './TicketThumb.tsx';
import { pastFeedback } from './wallet.ts';

const feedbackPath = (eventId: string) => `/event-feedback/${encodeURIComponent(eventId)}`;

/** Whether the student came, and the feedback they gave or a link to give it. */
export function PastOutcome({ registration }: { registration: MyRegistration }) {
  const feedback = pastFeedback(registration);
  const eventId = registration.event.id;
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      {registration.checkedInAt && (
        <Badge variant="light" color="teal" leftSection={<IconCheck size={12} aria-hidden />}>
          {t('tickets.attended')}
        </Badge>
      )}
      {registration.status !== 'registered' && <StatusBadge status={registration.status} />}
      {feedback.kind === 'rated' && (
        <Anchor component={Link} to={feedbackPath(eventId)} size="sm" aria-label={t('tickets.feedbackRated', { rating: feedback.rating })}>
          <Stars rating={feedback.rating} />
        </Anchor>
      )}
      {feedback.kind === 'given' && (
        <Anchor component={Link} to={feedbackPath(eventId)} size="sm">
          {t('tickets.yourFeedback')}
        </Anchor>
      )}
      {feedback.kind === 'give' && (
        <Button component={Link} to={feedbackPath(eventId)} size="xs" variant="light">
          {t('tickets.giveFeedback')}
        </Button>
      )}
    </Group>
  );
}

/** A past event in the wallet: a compact line, no QR code. */
export function PastTicket({ registration }: { registration: MyRegistration }) {
  const language = useTranslation().i18n.language as UiLanguage;
  const titleId = useId();
  const { event } = registration;
  return (
    <Card withBorder padding="sm" radius="lg" component="article" aria-labelledby={titleId}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <TicketThumb event={event} small />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} size="h5" id={titleId} lineClamp={2}>
            <Anchor component={Link} to={eventPagePath(event.id)} inherit>
              {displayName(event.name, language)}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            <EventWhen event={event} />
          </Text>
          <PastOutcome registration={registration} />
        </Stack>
      </Group>
    </Card>
  );
}
