import { AreaChart, BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, Loader, NativeSelect, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useInsights } from './api.ts';

const STARS = ['1', '2', '3', '4', '5'];

/** Rating distribution and registrations over time, as charts (loaded only on the owner's dashboard). */
export default function InsightsCharts({ organizerId }: { organizerId: string }) {
  const insights = useInsights(organizerId);
  const [eventId, setEventId] = useState('');
  if (insights.isPending) return <Loader aria-label="Loading insights" />;
  if (insights.isError || insights.data.events.length === 0) return null;

  const events = insights.data.events;
  const selected = events.find((e) => e.eventId === eventId) ?? events[0]!;
  const ratings = eventId ? selected.ratings : insights.data.ratings;
  const ratingData = STARS.map((star, i) => ({ rating: `${star} ★`, responses: ratings[i] ?? 0 }));
  const describeRatings = STARS.map((s, i) => `${ratings[i] ?? 0} rated ${s}`).join(', ');
  const last = selected.timeline.at(-1);

  return (
    <Card withBorder component="section" aria-labelledby="insights-heading">
      <Stack gap="md">
        <Title order={2} id="insights-heading">
          Insights
        </Title>
        <NativeSelect
          label="Event"
          value={eventId}
          onChange={(e) => setEventId(e.currentTarget.value)}
          data={[{ value: '', label: 'All events (ratings) / latest event (registrations)' }, ...events.map((e) => ({ value: e.eventId, label: e.name }))]}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <figure style={{ margin: 0 }}>
            <Title order={3} size="h5" mb="xs">
              Rating distribution {eventId ? `— ${selected.name}` : '— all events'}
            </Title>
            <div role="img" aria-label={`Rating distribution: ${describeRatings}`}>
              <BarChart h={220} data={ratingData} dataKey="rating" series={[{ name: 'responses', label: 'Responses', color: 'indigo.7' }]} />
            </div>
            <VisuallyHidden component="figcaption">{describeRatings}</VisuallyHidden>
          </figure>
          <figure style={{ margin: 0 }}>
            <Title order={3} size="h5" mb="xs">
              Registrations over time — {selected.name}
            </Title>
            {selected.timeline.length === 0 ? (
              <Text size="sm">No registrations yet.</Text>
            ) : (
              <div
                role="img"
                aria-label={`Registrations over time for ${selected.name}: ${last?.registered ?? 0} registered, ${last?.waitlisted ?? 0} waitlisted, ${last?.checkedIn ?? 0} checked in`}
              >
                <AreaChart
                  h={220}
                  data={selected.timeline}
                  dataKey="date"
                  withLegend
                  series={[
                    { name: 'registered', label: 'Registered', color: 'indigo.7' },
                    { name: 'waitlisted', label: 'Waitlisted', color: 'orange.7' },
                    { name: 'checkedIn', label: 'Checked in', color: 'teal.7' },
                  ]}
                />
              </div>
            )}
          </figure>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
