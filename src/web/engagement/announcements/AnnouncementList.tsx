import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { Fragment, useId, useState } from 'react';
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
export function deliveryWords({ recipients, delivery }: Pick<Announcement, 'recipients' | 'delivery'>): DeliveryPart[] {
  if (recipients === 0) return [{ text: 'No recipients' }];
  const parts: DeliveryPart[] = [{ text: `Delivered to ${delivery.delivered} of ${recipients}` }];
  if (delivery.pending > 0) parts.push({ text: `${delivery.pending} waiting` });
  if (delivery.failed > 0) parts.push({ text: `${delivery.failed} failed`, tone: 'failed' });
  return parts;
}

function Delivery({ announcement }: { announcement: Announcement }) {
  return (
    <Text size="sm">
      {deliveryWords(announcement).map((part, i) => (
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
          aria-label={`${expanded ? 'Show less' : 'Show more'} of “${subject}”`}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Anchor>
      )}
    </Stack>
  );
}

function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  return (
    <Card withBorder component="li" padding="md">
      <Stack gap={6}>
        <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {announcement.subject}
        </Title>
        <Text size="sm" c="dimmed">
          Sent <SentAt at={announcement.createdAt} />
          {announcement.includeWaitlist && ' · also to the waitlist'}
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
  return (
    <Stack gap="sm">
      <Title order={3} size="h5" id={headingId}>
        Sent announcements
      </Title>
      <QueryState
        query={announcements}
        loadingLabel="Loading announcements"
        skeleton={<LinesSkeleton rows={2} height={48} />}
        errorMessage="The announcements could not be loaded."
        isEmpty={(list) => list.announcements.length === 0}
        empty={{ text: 'No announcements sent yet.' }}
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
