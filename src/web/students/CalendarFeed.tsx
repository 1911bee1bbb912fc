import { Button, Card, CopyButton, Group, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { notifySuccess } from '../components/notify.ts';

/** The secret subscription URL of the student's events, for calendar apps; it can be reset. */
export function CalendarFeed() {
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey: ['calendar-feed'], queryFn: () => api.get<{ url: string }>('/api/me/calendar') });
  const reset = useMutation({
    mutationFn: () => api.post<{ url: string }>('/api/me/calendar/reset', {}),
    onSuccess: (data) => {
      queryClient.setQueryData(['calendar-feed'], data);
      notifySuccess('A new calendar link was made; the old one no longer works.');
    },
  });
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
        <Button variant="default" onClick={() => reset.mutate()} loading={reset.isPending}>
          Reset link
        </Button>
      </Group>
    </Card>
  );
}
