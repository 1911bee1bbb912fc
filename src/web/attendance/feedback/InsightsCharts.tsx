import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, Loader, NativeSelect, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { EventInsight, Insights } from '../../../domain/responses/feedback.ts';
import { campusDate } from '../../../domain/time.ts';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
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
  const insights = useInsights(organizerId);
  const zone = usePublicConfig().data?.timeZone ?? browserZone();
  const [eventId, setEventId] = useState('');
  if (insights.isPending) return <Loader aria-label="Loading insights" />;
  if (insights.isError || insights.data.events.length === 0) return null;
  return <Charts insights={insights.data} eventId={eventId} onEvent={setEventId} today={campusDate(new Date(), zone)} />;
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
  const events = insights.events;
  const selected = events.find((e) => e.eventId === eventId) ?? events[0]!;
  const ratings = eventId ? selected.ratings : insights.ratings;
  const ratingData = STARS.map((star, i) => ({ rating: `${star} ★`, responses: ratings[i] ?? 0 }));
  const describeRatings = STARS.map((s, i) => `${ratings[i] ?? 0} rated ${s}`).join(', ');

  return (
    <Card withBorder component="section" aria-labelledby="insights-heading">
      <Stack gap="md">
        <Title order={2} id="insights-heading">
          Insights
        </Title>
        <NativeSelect
          label="Event"
          value={eventId}
          onChange={(e) => onEvent(e.currentTarget.value)}
          // A long event name must not widen the page on a phone.
          miw={0}
          maw="100%"
          data={[{ value: '', label: 'All events (ratings) / latest event (registrations)' }, ...events.map((e) => ({ value: e.eventId, label: e.name }))]}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <figure style={{ margin: 0, minWidth: 0 }}>
            <Title order={3} size="h5" mb="xs">
              Rating distribution {eventId ? `— ${selected.name}` : '— all events'}
            </Title>
            <div role="img" aria-label={`Rating distribution: ${describeRatings}`}>
              <BarChart
                h={220}
                data={ratingData}
                dataKey="rating"
                yAxisProps={COUNT_AXIS}
                series={[{ name: 'responses', label: 'Responses', color: 'campus.7' }]}
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
  const points = useMemo(() => dailyTimeline(insight, today), [insight, today]);
  const last = insight.timeline.at(-1);
  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <Title order={3} size="h5" mb="xs">
        Registrations over time — {insight.name}
      </Title>
      {points.length === 0 ? (
        <Text size="sm">No registrations yet.</Text>
      ) : (
        <div
          role="img"
          aria-label={`Registrations over time for ${insight.name}, by day up to the event on ${dayAndMonth(insight.date)}: ${last?.registered ?? 0} registered, ${last?.waitlisted ?? 0} waitlisted, ${last?.checkedIn ?? 0} checked in`}
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
              { name: 'registered', label: 'Registered', color: 'campus.7' },
              { name: 'waitlisted', label: 'Waitlisted', color: 'orange.7' },
              { name: 'checkedIn', label: 'Checked in', color: 'teal.7' },
            ]}
          />
        </div>
      )}
    </figure>
  );
}
