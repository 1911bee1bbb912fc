import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, NativeSelect, Skeleton, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import type { EventInsight, Insights } from '../../../domain/responses/feedback.ts';
import { campusDate } from '../../../domain/time.ts';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { QueryState } from '../../infrastructure/components/QueryState.tsx';
import { useInsights } from './api.ts';
import { dayAndMonth } from '../../../domain/event-when.ts';
import { dailyTimeline } from './insights-timeline.ts';
import { AttendanceInsights } from './AttendanceInsights.tsx';

const STARS = ['1', '2', '3', '4', '5'];

/** Counts are whole numbers: no 0.5 ticks on a count axis, however small the largest count. */
export const COUNT_AXIS = { allowDecimals: false, width: 36 } as const;
/** Day labels ('25 Nov') thin out rather than overlap on a narrow screen; the first and last stay. */
export const DAY_AXIS = { interval: 'preserveStartEnd', minTickGap: 12 } as const;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Rating distribution, registrations over time and attendance, as charts (loaded only on the owner's dashboard). */
export default function InsightsCharts({ organizerId }: { organizerId: string }) {
  const { t } = useTranslation();
  const insights = useInsights(organizerId);
  const zone = usePublicConfig().data?.timeZone ?? browserZone();
  const [eventId, setEventId] = useState('');
  // Extras beside the feedback: when they cannot be read, or no event has any, their space stays empty.
  if (insights.isError || insights.data?.events.length === 0) return null;
  return (
    <QueryState query={insights} loadingLabel={t('club.insights.loading')} skeleton={<Skeleton height={220} radius="md" />}>
      {(data) => <Charts insights={data} eventId={eventId} onEvent={setEventId} today={campusDate(new Date(), zone)} />}
    </QueryState>
  );
}

interface ChartsProps {
  insights: Insights;
  /** '' for all events (ratings) and the latest event (registrations). */
  eventId: string;
  onEvent: (eventId: string) => void;
  /** The campus date today: the registrations line stops there for an event still ahead. */
  today: string;
}

/** The charts themselves, for insights already loaded. */
export function Charts({ insights, eventId, onEvent, today }: ChartsProps) {
  const { t } = useTranslation();
  const events = insights.events;
  const selected = events.find((e) => e.eventId === eventId) ?? events[0]!;
  const ratings = eventId ? selected.ratings : insights.ratings;
  const ratingData = STARS.map((star, i) => ({ rating: `${star} ★`, responses: ratings[i] ?? 0 }));
  const describeRatings = STARS.map((s, i) => t('club.insights.rated', { count: ratings[i] ?? 0, star: s })).join(', ');

  return (
    <Card withBorder component="section" aria-labelledby="insights-heading">
      <Stack gap="md">
        <Title order={2} id="insights-heading">
          {t('club.insights.title')}
        </Title>
        <NativeSelect
          label={t('club.wh.col.event')}
          value={eventId}
          onChange={(e) => onEvent(e.currentTarget.value)}
          // A long event name must not widen the page on a phone.
          miw={0}
          maw="100%"
          data={[{ value: '', label: t('club.insights.allOrLatest') }, ...events.map((e) => ({ value: e.eventId, label: e.name }))]}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <figure style={{ margin: 0, minWidth: 0 }}>
            <Title order={3} size="h5" mb="xs">
              {eventId ? t('club.insights.ratingsOf', { name: selected.name }) : t('club.insights.ratingsAll')}
            </Title>
            <div role="img" aria-label={t('club.insights.ratingsDescribed', { list: describeRatings })}>
              <BarChart
                h={220}
                data={ratingData}
                dataKey="rating"
                yAxisProps={COUNT_AXIS}
                series={[{ name: 'responses', label: t('club.insights.responses'), color: 'campus.7' }]}
              />
            </div>
            <VisuallyHidden component="figcaption">{describeRatings}</VisuallyHidden>
          </figure>
          <RegistrationsOverTime insight={selected} today={today} />
        </SimpleGrid>
        <AttendanceInsights insights={insights} />
      </Stack>
    </Card>
  );
}

/** A cumulative line per status, one point a day, up to the event's day. */
function RegistrationsOverTime({ insight, today }: { insight: EventInsight; today: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const points = useMemo(() => dailyTimeline(insight, today, language), [insight, today, language]);
  const last = insight.timeline.at(-1);
  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <Title order={3} size="h5" mb="xs">
        {t('club.insights.registrationsOf', { name: insight.name })}
      </Title>
      {points.length === 0 ? (
        <Text size="sm">{t('club.insights.noRegistrations')}</Text>
      ) : (
        <div
          role="img"
          aria-label={t('club.insights.registrationsDescribed', {
            name: insight.name,
            day: dayAndMonth(insight.date, false, language),
            registered: last?.registered ?? 0,
            waitlisted: last?.waitlisted ?? 0,
            checkedIn: last?.checkedIn ?? 0,
          })}
        >
          <LineChart
            h={220}
            data={points}
            dataKey="label"
            withLegend
            curveType="linear"
            withDots={points.length <= 31}
            connectNulls={false}
            xAxisProps={DAY_AXIS}
            yAxisProps={COUNT_AXIS}
            series={[
              { name: 'registered', label: t('club.insights.registered'), color: 'campus.7' },
              { name: 'waitlisted', label: t('club.insights.waitlisted'), color: 'orange.7' },
              { name: 'checkedIn', label: t('club.insights.checkedIn'), color: 'teal.7' },
            ]}
          />
        </div>
      )}
    </figure>
  );
}
