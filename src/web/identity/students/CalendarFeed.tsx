import { Button, Card, CopyButton, Group, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { useCalendarFeed, useResetCalendarFeed } from './api.ts';

/** The secret subscription URL of the student's events, for calendar apps; it can be reset. */
export function CalendarFeed() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const { t } = useTranslation();
  const resetLink = () => reset.mutate(undefined, { onSuccess: () => notifySuccess(t('calendar.wasReset')) });
  if (!feed.data) return null;
  return (
    <Card withBorder component="section" aria-labelledby="calendar-feed">
      <Title order={2} size="h4" id="calendar-feed">
        {t('calendar.title')}
      </Title>
      <Text size="sm" mt={4}>
        {t('calendar.text')}
      </Text>
      <Group mt="sm" align="flex-end">
        <TextInput label={t('calendar.link')} value={feed.data.url} readOnly style={{ flex: 1 }} />
        <CopyButton value={feed.data.url}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('calendar.copied') : t('calendar.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={resetLink} loading={reset.isPending}>
          {t('calendar.reset')}
        </Button>
      </Group>
    </Card>
  );
}
