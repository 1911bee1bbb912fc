import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { displayName, displayOrganizer } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { clubPagePath } from '../../../domain/event-path.ts';
import { hasStatus } from '../../infrastructure/api/errors.ts';
import { LinesSkeleton, PageProblem, PageSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { useSeries } from './api.ts';
import { SeriesDates } from './SeriesDates.tsx';

/** How often the dates come, in the catalogue (SERIES_EVERY in English). */
const EVERY_KEYS = { week: 'ws.form.everyWeek', '2weeks': 'ws.form.every2Weeks' } as const;

/** /series/{seriesId}: every date of a weekly or fortnightly series, past ones too, each a link to its page. */
export function SeriesPage() {
  const { seriesId = '' } = useParams();
  const series = useSeries(seriesId);
  const loaded = series.data;
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  // Named after its first date (each date may be renamed on its own later).
  const name = displayName(loaded?.events[0]?.name, language);
  useDocumentTitle(loaded ? `${name} · ${t(EVERY_KEYS[loaded.every])} · Quad` : `${t('run.series.title')} · Quad`);

  return (
    <QueryState
      query={series}
      loadingLabel={t('run.series.loading')}
      skeleton={
        <PageSkeleton>
          <LinesSkeleton rows={4} height={28} />
        </PageSkeleton>
      }
      errorMessage={hasStatus(series.error, 404) ? t('msg:seriesNotFound') : t('msg:loadSeriesFailed')}
      errorFrame={(_, message) => (
        <PageProblem heading={message}>
          <Button component={Link} to="/">
            {t('ws.form.goHome')}
          </Button>
        </PageProblem>
      )}
    >
      {(s) => (
        <Container size="md" py="xl">
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              <Text>
                {t(EVERY_KEYS[s.every])} ·{' '}
                <Anchor component={Link} to={clubPagePath(s.organizer.id)}>
                  {displayOrganizer(s.organizer.name, language)}
                </Anchor>
              </Text>
            </Stack>
            <Stack gap="sm">
              <Title order={2} size="h3" id="series-dates">
                {t('run.series.dates')}
              </Title>
              {s.events.length > 0 ? <SeriesDates events={s.events} name={name} labelledBy="series-dates" /> : <Text>{t('run.series.none')}</Text>}
            </Stack>
          </Stack>
        </Container>
      )}
    </QueryState>
  );
}
