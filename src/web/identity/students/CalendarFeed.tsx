import { Button, Card, CopyButton, Group, Text, TextInput, Title } from '@mantine/core';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { useCalendarFeed, useResetCalendarFeed } from './api.ts';

/** The secret subscription URL of the student's events, for calendar apps; it can be reset. */
export function CalendarFeed() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const resetLink = () => reset.mutate(undefined, { onSuccess: () => notifySuccess('A new calendar link was made; the old one no longer works.') });
  if (!feed.data) return null;
  return (
    <Card withBorder component="section" aria-labelledby="calendar-feed">
      <Title order={2} size="h4" id="calendar-feed">
        Your events in your calendar app
      </Title>
      <Text size="sm" mt={4}>
        Subscribe to this private link in Google Calendar, Outlook or Apple Calendar. Keep it to yourself.
      </Text>
      <Group mt="sm" align="flex-end">
        <TextInput label="Calendar link" value={feed.data.url} readOnly style={{ flex: 1 }} />
        <CopyButton value={feed.data.url}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={resetLink} loading={reset.isPending}>
          Reset link
        </Button>
      </Group>
    </Card>
  );
}
