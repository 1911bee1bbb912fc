import { Card, Group, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import type { FeedbackEntry } from '../../../domain/responses/feedback.ts';
import { LinesSkeleton, QueryState, type QueryLike } from '../../infrastructure/components/QueryState.tsx';
import { formatFeedbackDate } from './feedback-date.ts';

/** Entries with name, e-mail, rating, comments and date (SPEC.md §2). */
export function FeedbackList({ entries }: { entries: FeedbackEntry[] }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0) return <Text>{t('club.fb.none')}</Text>;
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
              <Text size="sm">{t('club.fb.outOfFive', { rating: entry.rating })}</Text>
            </Group>
          </Group>
          {entry.event && <Text size="sm">{t('club.fb.event', { name: entry.event.name })}</Text>}
          <Text mt={4} style={{ whiteSpace: 'pre-line' }}>{entry.comments}</Text>
          <Text size="xs" c="dimmed" mt={4}>{formatFeedbackDate(entry.createdAt, i18n.language as UiLanguage)}</Text>
        </Card>
      ))}
    </Stack>
  );
}

export function AverageLine({ average, count }: { average: number; count: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Text fw={700} fz="xl">
        {t('club.fb.outOfFive', { rating: average.toFixed(1) })}
      </Text>
      <Text c="dimmed">
        {t('club.fb.responses', { count, countText: String(count) })}
      </Text>
    </Group>
  );
}

/** Feedback as it is read: its average over the entries, grey while it loads, `errorMessage` when it cannot be read. */
export function FeedbackSummary({ query, errorMessage, rows = 3 }: { query: QueryLike<{ average: number; count: number; entries: FeedbackEntry[] }>; errorMessage: string; rows?: number }) {
  const { t } = useTranslation();
  return (
    <QueryState query={query} loadingLabel={t('club.fb.loading')} skeleton={<LinesSkeleton rows={rows} height={64} />} errorMessage={errorMessage}>
      {(data) => (
        <Stack>
          <AverageLine average={data.average} count={data.count} />
          <FeedbackList entries={data.entries} />
        </Stack>
      )}
    </QueryState>
  );
}
