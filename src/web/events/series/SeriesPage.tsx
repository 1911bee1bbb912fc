import { Anchor, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { displayName, displayOrganizer, SERIES_EVERY } from '../../../domain/event-display.ts';
import { clubPagePath } from '../../../domain/event-path.ts';
import { MSG } from '../../../domain/messages.ts';
import { hasStatus } from '../../infrastructure/api/errors.ts';
import { useSeries } from './api.ts';
import { SeriesDates } from './SeriesDates.tsx';

/** /series/{seriesId}: every date of a weekly or fortnightly series, past ones too, each a link to its page. */
export function SeriesPage() {
  const { seriesId = '' } = useParams();
  const series = useSeries(seriesId);
  const loaded = series.data;
  // Named after its first date (each date may be renamed on its own later).
  const name = displayName(loaded?.events[0]?.name);
  useDocumentTitle(loaded ? `${name} · ${SERIES_EVERY[loaded.every]} · Quad` : 'Series · Quad');

  if (series.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading series" />
      </Center>
    );
  }
  if (series.isError) {
    const missing = hasStatus(series.error, 404);
    return (
      <Container size="sm" py="xl">
        <Stack align="flex-start">
          <Title order={1}>{missing ? MSG.seriesNotFound : MSG.loadSeriesFailed}</Title>
          <Button component={Link} to="/">
            Go back home
          </Button>
        </Stack>
      </Container>
    );
  }

  const s = series.data;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Text>
            {SERIES_EVERY[s.every]} ·{' '}
            <Anchor component={Link} to={clubPagePath(s.organizer.id)}>
              {displayOrganizer(s.organizer.name)}
            </Anchor>
          </Text>
        </Stack>
        <Stack gap="sm">
          <Title order={2} size="h3" id="series-dates">
            Dates
          </Title>
          {s.events.length > 0 ? <SeriesDates events={s.events} name={name} labelledBy="series-dates" /> : <Text>This series has no dates left.</Text>}
        </Stack>
      </Stack>
    </Container>
  );
}
