import { Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordDay } from '../../../domain/format.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { termOf } from '../../../domain/involvement.ts';
import type { AttendedEvent, Involvement } from '../../../domain/responses/attendance.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { INVOLVEMENT_PDF_PATH, useInvolvement } from './api.ts';
import { Credentials, OutcomesRecord, Reflections } from './Credentials.tsx';
import { ShareRecord } from './ShareRecord.tsx';
import { mayHaveInvolvement } from '../../../domain/policy/registrations.ts';

/** Each club role's name in the catalogue. */
const ROLE_KEYS = { owner: 'ws.role.owner', manager: 'ws.role.manager', door: 'ws.role.door' } as const;

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">{label}</Text>
      <Text size="xl" fw={700}>{value}</Text>
    </Paper>
  );
}

/** One term's attended events; the heading names the table for screen readers. */
function TermTable({ term, events, hours }: { term: string; events: AttendedEvent[]; hours: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const headingId = `term-${term.replace(/\W+/g, '-')}`;
  // termOf's '2026 Jan–Jun' / '2026 Jul–Dec', said in the language.
  const termName = t('club.rec.termName', { year: term.slice(0, 4), half: term.includes('Jan') ? 'first' : 'second' });
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h4" id={headingId}>{termName}</Title>
        <Text size="sm" c="dimmed">{t('club.rec.eventsAndHours', { events: events.length, hours, hoursText: String(hours) })}</Text>
      </Group>
      {/* Fits a phone (names wrap, the date does not); scrolls only on narrower screens. */}
      <Table.ScrollContainer minWidth={300}>
        <Table aria-labelledby={headingId} verticalSpacing="xs" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('club.wh.col.event')}</Table.Th>
              <Table.Th>{t('club.att.date')}</Table.Th>
              <Table.Th>{t('club.rec.club')}</Table.Th>
              <Table.Th ta="right">{t('club.rec.hours')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((e) => (
              <Table.Tr key={e.eventId}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Anchor component={Link} to={`/events/${encodeURIComponent(e.eventId)}`}>{e.name}</Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{recordDay(e.date, undefined, language)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.organizer.name}</Table.Td>
                {/* No end time: no hours to count, said as a dash rather than a misleading 0. */}
                <Table.Td ta="right">{e.hours ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Record({ record }: { record: Involvement }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Group>
        {/* A plain link: the browser saves the file, named by the server's content-disposition. */}
        <Button component="a" href={INVOLVEMENT_PDF_PATH} download variant="light" leftSection={<IconDownload size={18} aria-hidden />}>
          {t('club.rec.pdf')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure label={t('club.rec.part.events')} value={record.attended.length} />
        <Figure label={t('club.rec.totalHours')} value={record.totalHours} />
        <Figure label={t('club.rec.part.feedback')} value={record.feedbackGiven} />
      </SimpleGrid>
      <Stack gap="md">
        <Title order={2}>{t('club.rec.attended')}</Title>
        <Text size="sm" c="dimmed">{t('club.rec.hoursRule')}</Text>
        {record.attended.length === 0 ? (
          <Text>{t('club.rec.noAttendance')}</Text>
        ) : (
          record.terms.map((term) => <TermTable key={term.term} term={term.term} hours={term.hours} events={record.attended.filter((e) => termOf(e.date) === term.term)} />)
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2}>{t('club.rec.part.clubs')}</Title>
        {record.clubsFollowed.length === 0 ? <Text>{t('club.rec.noClubs')}</Text> : (
          <List>{record.clubsFollowed.map((c) => <List.Item key={c.id}>{c.name}</List.Item>)}</List>
        )}
      </Stack>
      {record.roles.length > 0 && (
        <Stack gap="xs">
          <Title order={2}>{t('club.rec.roles')}</Title>
          <List>{record.roles.map((r) => <List.Item key={r.organizerId}>{`${r.name} · ${t(ROLE_KEYS[r.role])}`}</List.Item>)}</List>
        </Stack>
      )}
      <OutcomesRecord />
      <Reflections attended={record.attended} />
      <Credentials />
      <ShareRecord />
    </Stack>
  );
}

/** /involvement: a student's record, built from their check-ins at events. */
export function InvolvementPage() {
  const { t } = useTranslation();
  const isStudent = mayHaveInvolvement(useSession().user);
  const record = useInvolvement(isStudent);
  return (
    <Page title={t('club.rec.title')}>
      {!isStudent ? (
        <Text role="alert">{t('msg:onlyStudentsInvolvement')}.</Text>
      ) : (
        <QueryState query={record} loadingLabel={t('club.rec.loading')} skeleton={<LinesSkeleton rows={5} height={40} />} errorMessage={t('club.rec.loadFailed')}>
          {(data) => <Record record={data} />}
        </QueryState>
      )}
    </Page>
  );
}
