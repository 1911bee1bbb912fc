import { CLUB_ROLE_LABELS } from '../../../domain/club-roles.ts';
import { Anchor, Button, Group, List, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { recordDay } from '../../../domain/format.ts';
import { termOf } from '../../../domain/involvement.ts';
import { MSG } from '../../../domain/messages.ts';
import type { AttendedEvent, Involvement } from '../../../domain/responses/attendance.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { INVOLVEMENT_PDF_PATH, useInvolvement } from './api.ts';
import { Credentials, OutcomesRecord, Reflections } from './Credentials.tsx';
import { ShareRecord } from './ShareRecord.tsx';
import { mayHaveInvolvement } from '../../../domain/policy/registrations.ts';

export const NO_ATTENDANCE = 'No attended events yet. Your check-ins at events appear here.';
/** The rule attendedHours (domain/involvement.ts) counts by, in words. */
export const HOURS_RULE = 'Hours count from the start of an event, or from your check-in if later, to its end.';
const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

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
  const headingId = `term-${term.replace(/\W+/g, '-')}`;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h4" id={headingId}>{term}</Title>
        <Text size="sm" c="dimmed">{events.length} {events.length === 1 ? 'event' : 'events'} · {hoursText(hours)}</Text>
      </Group>
      {/* Fits a phone (names wrap, the date does not); scrolls only on narrower screens. */}
      <Table.ScrollContainer minWidth={300}>
        <Table aria-labelledby={headingId} verticalSpacing="xs" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Club</Table.Th>
              <Table.Th ta="right">Hours</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((e) => (
              <Table.Tr key={e.eventId}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Anchor component={Link} to={`/events/${encodeURIComponent(e.eventId)}`}>{e.name}</Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{recordDay(e.date)}</Table.Td>
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
  return (
    <Stack gap="xl">
      <Group>
        {/* A plain link: the browser saves the file, named by the server's content-disposition. */}
        <Button component="a" href={INVOLVEMENT_PDF_PATH} download variant="light" leftSection={<IconDownload size={18} aria-hidden />}>
          Download PDF
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure label="Events attended" value={record.attended.length} />
        <Figure label="Total hours" value={record.totalHours} />
        <Figure label="Feedback given" value={record.feedbackGiven} />
      </SimpleGrid>
      <Stack gap="md">
        <Title order={2}>Attended events</Title>
        <Text size="sm" c="dimmed">{HOURS_RULE}</Text>
        {record.attended.length === 0 ? (
          <Text>{NO_ATTENDANCE}</Text>
        ) : (
          record.terms.map((t) => <TermTable key={t.term} term={t.term} hours={t.hours} events={record.attended.filter((e) => termOf(e.date) === t.term)} />)
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2}>Clubs followed</Title>
        {record.clubsFollowed.length === 0 ? <Text>You follow no clubs yet.</Text> : (
          <List>{record.clubsFollowed.map((c) => <List.Item key={c.id}>{c.name}</List.Item>)}</List>
        )}
      </Stack>
      {record.roles.length > 0 && (
        <Stack gap="xs">
          <Title order={2}>Roles held</Title>
          <List>{record.roles.map((r) => <List.Item key={r.organizerId}>{`${r.name} · ${CLUB_ROLE_LABELS[r.role]}`}</List.Item>)}</List>
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
  const isStudent = mayHaveInvolvement(useSession().user);
  const record = useInvolvement(isStudent);
  return (
    <Page title="Involvement">
      {!isStudent ? (
        <Text role="alert">{MSG.onlyStudentsInvolvement}.</Text>
      ) : record.data ? (
        <Record record={record.data} />
      ) : record.isError ? (
        <Text role="alert">Your involvement record could not be loaded. Please try again.</Text>
      ) : (
        <Loader aria-label="Loading your involvement record" />
      )}
    </Page>
  );
}
