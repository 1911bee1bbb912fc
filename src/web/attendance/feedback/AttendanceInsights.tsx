import { BarChart } from '@mantine/charts';
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { percent } from '../../../domain/attendance-rate.ts';
import { dayAndMonth } from '../../../domain/event-when.ts';
import type { Insights } from '../../../domain/responses/feedback.ts';

/** How many events the rate-over-time chart shows: the latest closed ones. */
export const ATTENDANCE_CHART_EVENTS = 12;

/**
 * Attendance in the insights: the rate over every event whose check-in has
 * closed, the rate per event over time, and a table with no-shows per event.
 */
export function AttendanceInsights({ insights }: { insights: Insights }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const overall = insights.attendance;
  // Oldest first, as a time axis reads; events still ahead have no final rate.
  const closed = insights.events.filter((e) => e.attendance.noShows !== null && e.attendance.rate !== null).reverse().slice(-ATTENDANCE_CHART_EVENTS);
  const data = closed.map((e) => ({ label: `${dayAndMonth(e.date, false, language)} · ${e.name}`, rate: Math.round((e.attendance.rate ?? 0) * 100) }));
  const describe = closed.map((e) => `${e.name} ${percent(e.attendance.rate)}`).join(', ');
  return (
    <Stack gap="sm" component="section" aria-labelledby="attendance-heading">
      <Group justify="space-between" align="baseline">
        <Title order={3} size="h5" id="attendance-heading">
          {t('club.att.title')}
        </Title>
        <Text size="sm">
          {overall.rate === null
            ? t('club.att.none')
            : t('club.att.overall', { rate: percent(overall.rate), checkedIn: overall.checkedIn, registered: overall.registered, noShows: overall.noShows ?? 0 })}
        </Text>
      </Group>
      {data.length > 1 && (
        <figure style={{ margin: 0, minWidth: 0 }}>
          <div role="img" aria-label={t('club.att.chartDescribed', { list: describe })}>
            <BarChart
              h={200}
              data={data}
              dataKey="label"
              yAxisProps={{ domain: [0, 100], width: 40, allowDecimals: false }}
              valueFormatter={(v) => `${v}%`}
              xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
              series={[{ name: 'rate', label: t('club.att.rate'), color: 'teal.7' }]}
            />
          </div>
        </figure>
      )}
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <caption style={{ textAlign: 'start' }}>{t('club.att.perEvent')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('club.wh.col.event')}</Table.Th>
              <Table.Th scope="col">{t('club.att.date')}</Table.Th>
              <Table.Th scope="col">{t('club.insights.registered')}</Table.Th>
              <Table.Th scope="col">{t('club.insights.checkedIn')}</Table.Th>
              <Table.Th scope="col">{t('club.att.noShows')}</Table.Th>
              <Table.Th scope="col">{t('club.att.rateShort')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {insights.events.map((e) => (
              <Table.Tr key={e.eventId}>
                <Table.Th scope="row" fw="normal">
                  {e.name}
                </Table.Th>
                <Table.Td>{dayAndMonth(e.date, false, language)}</Table.Td>
                <Table.Td>{e.attendance.registered}</Table.Td>
                <Table.Td>{e.attendance.checkedIn}</Table.Td>
                {/* Before check-in closes, someone not yet here may still come. */}
                <Table.Td>{e.attendance.noShows ?? t('club.att.notYet')}</Table.Td>
                <Table.Td>{percent(e.attendance.rate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
