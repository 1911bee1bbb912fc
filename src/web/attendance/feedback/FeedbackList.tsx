import { Card, Group, Rating, Stack, Text } from '@mantine/core';
import type { FeedbackEntry } from '../../../domain/responses/feedback.ts';
import { formatFeedbackDate } from './feedback-date.ts';

/** Entries with name, e-mail, rating, comments and date (SPEC.md §2). */
export function FeedbackList({ entries }: { entries: FeedbackEntry[] }) {
  if (entries.length === 0) return <Text>No feedback yet.</Text>;
  return (
    <Stack gap="xs">
      {entries.map((entry, i) => (
        <Card key={`${entry.email}-${entry.createdAt}-${i}`} withBorder padding="sm" component="article">
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>
              {entry.name} <Text span c="dimmed" size="sm">({entry.email})</Text>
            </Text>
            <Group gap="xs">
              <Rating value={entry.rating} readOnly size="sm" aria-hidden />
              <Text size="sm">{entry.rating} / 5</Text>
            </Group>
          </Group>
          {entry.event && <Text size="sm">Event: {entry.event.name}</Text>}
          <Text mt={4} style={{ whiteSpace: 'pre-line' }}>{entry.comments}</Text>
          <Text size="xs" c="dimmed" mt={4}>{formatFeedbackDate(entry.createdAt)}</Text>
        </Card>
      ))}
    </Stack>
  );
}

export function AverageLine({ average, count }: { average: number; count: number }) {
  return (
    <Group gap="xs">
      <Text fw={700} fz="xl">
        {average.toFixed(1)} / 5
      </Text>
      <Text c="dimmed">
        from {count} {count === 1 ? 'response' : 'responses'}
      </Text>
    </Group>
  );
}
