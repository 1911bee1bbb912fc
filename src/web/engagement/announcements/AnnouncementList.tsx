import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { Fragment, useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translatorFor } from '../../../domain/i18n/messages-in.ts';
import { useAnnouncements, type Announcement } from './api.ts';
import { SentAt } from './SentAt.tsx';

export interface DeliveryPart {
  text: string;
  tone?: 'failed';
}

/**
 * An announcement's e-mails in words: 'Delivered to 3 of 3', then '2 waiting' and
 * '1 failed' when there are any ('No recipients' when nobody was registered).
 */
export function deliveryWords({ recipients, delivery }: Pick<Announcement, 'recipients' | 'delivery'>, t: TFunction = translatorFor('en')): DeliveryPart[] {
  if (recipients === 0) return [{ text: t('run.ann.noRecipients') }];
  const parts: DeliveryPart[] = [{ text: t('run.ann.delivered', { delivered: delivery.delivered, recipients }) }];
  if (delivery.pending > 0) parts.push({ text: t('run.ann.waiting', { count: delivery.pending }) });
  if (delivery.failed > 0) parts.push({ text: t('run.ann.failedCount', { count: delivery.failed }), tone: 'failed' });
  return parts;
}

function Delivery({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      {deliveryWords(announcement, t).map((part, i) => (
        <Fragment key={part.text}>
          {i > 0 && ' · '}
          <Text span inherit c={part.tone === 'failed' ? 'var(--mantine-color-error)' : undefined} fw={part.tone === 'failed' ? 600 : undefined}>
            {part.text}
          </Text>
        </Fragment>
      ))}
    </Text>
  );
}

/** Lines shown of a long message until "Show more". */
export const COLLAPSED_LINES = 3;

/** Longer than COLLAPSED_LINES lines at any width (a guess on characters, no measuring). */
const isLong = (message: string) => message.split('\n').length > COLLAPSED_LINES || message.length > COLLAPSED_LINES * 60;

/** The message with its line breaks, a long one cut to a few lines until asked for in full. */
function CollapsedMessage({ id, subject, message }: { id: string; subject: string; message: string }) {
  const [expanded, setExpanded] = useState(false);
  const { t } = useTranslation();
  const long = isLong(message);
  return (
    <Stack gap={2} align="flex-start">
      <Text id={id} lineClamp={long && !expanded ? COLLAPSED_LINES : undefined} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {message}
      </Text>
      {long && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={expanded ? t('run.ann.showLessOf', { subject }) : t('run.ann.showMoreOf', { subject })}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('run.ann.showLess') : t('run.ann.showMore')}
        </Anchor>
      )}
    </Stack>
  );
}

function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="li" padding="md">
      <Stack gap={6}>
        <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {announcement.subject}
        </Title>
        <Text size="sm" c="dimmed">
          {t('run.ann.sent')} <SentAt at={announcement.createdAt} />
          {announcement.includeWaitlist && ` · ${t('run.ann.alsoWaitlist')}`}
        </Text>
        <CollapsedMessage id={`announcement-${announcement.id}-message`} subject={announcement.subject} message={announcement.message} />
        <Delivery announcement={announcement} />
      </Stack>
    </Card>
  );
}

/** What the organizer sent for this event, newest first, with how far each got; asked again while e-mails wait. */
export function AnnouncementList({ eventId }: { eventId: string }) {
  const announcements = useAnnouncements(eventId);
  const headingId = useId();
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={3} size="h5" id={headingId}>
        {t('run.ann.listTitle')}
      </Title>
      <QueryState
        query={announcements}
        loadingLabel={t('run.ann.loading')}
        skeleton={<LinesSkeleton rows={2} height={48} />}
        errorMessage={t('run.ann.loadFailed')}
        isEmpty={(list) => list.announcements.length === 0}
        empty={{ text: t('run.ann.none') }}
      >
        {(list) => (
          <Stack component="ul" gap="sm" aria-labelledby={headingId} m={0} p={0} style={{ listStyle: 'none' }}>
            {list.announcements.map((a) => (
              <AnnouncementItem key={a.id} announcement={a} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
