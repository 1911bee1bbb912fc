import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementForm } from './AnnouncementForm.tsx';
import { AnnouncementList } from './AnnouncementList.tsx';

/**
 * The manage page's "Announcements": write to the event's registered students (an e-mail
 * and an inbox item each), and see what was sent and how far it got.
 */
export function AnnouncementsPanel({ eventId }: { eventId: string }) {
  const headingId = useId();
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            {t('run.ann.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('run.ann.intro')}
          </Text>
        </Stack>
        <AnnouncementForm eventId={eventId} />
        <Divider />
        <AnnouncementList eventId={eventId} />
      </Stack>
    </Card>
  );
}
