import { Card, Group, NativeSelect, Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventView } from '../../../domain/events.ts';
import { displayName } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { useOrganizerFeedback } from './api.ts';
import { LoadingState } from '../../infrastructure/components/QueryState.tsx';
import { FeedbackSummary } from './FeedbackList.tsx';

const InsightsCharts = lazy(() => import('./InsightsCharts.tsx'));

/** The owner's feedback summary (newest first, filterable by event) and the insights charts beside it. */
export function FeedbackSummaryPanel({ organizerId, events }: { organizerId: string; events: EventView[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const [eventId, setEventId] = useState('');
  const summary = useOrganizerFeedback(organizerId, eventId);
  return (
    <Stack gap="lg">
      <Card withBorder component="section" aria-labelledby="feedback-summary">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Title order={2} id="feedback-summary">
              {t('club.fb.summary')}
            </Title>
            <NativeSelect
              label={t('club.fb.filter')}
              value={eventId}
              onChange={(e) => setEventId(e.currentTarget.value)}
              data={[{ value: '', label: t('ws.rs.allEvents') }, ...events.map((e) => ({ value: e.id, label: displayName(e.name, language) }))]}
            />
          </Group>
          <FeedbackSummary query={summary} errorMessage={t('club.fb.loadFailed')} />
        </Stack>
      </Card>
      <Suspense fallback={<LoadingState label={t('club.insights.loading')} skeleton={<Skeleton height={220} radius="md" />} />}>
        <InsightsCharts organizerId={organizerId} />
      </Suspense>
    </Stack>
  );
}
