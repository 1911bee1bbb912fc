import { Box, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { eventWhen } from '../../../domain/event-when.ts';
import { MSG } from '../../../domain/messages.ts';
import type { OutboxStatus } from '../../../domain/responses/outbox.ts';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { isForbidden, useOutboxStatus } from './api.ts';
import { kindLabel, oldestWaiting } from './outbox-format.ts';
import { TimeZoneNotice } from '../../infrastructure/components/TimeZoneNotice.tsx';

type Failure = OutboxStatus['failures'][number];

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** One figure: its label (dt) over its value (dd), in the page's description list. */
function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="md">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} fz="xl">
        {value}
      </Text>
    </Paper>
  );
}

function Figures({ status }: { status: OutboxStatus }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: 'grid', gap: 'var(--mantine-spacing-md)', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))' }}
    >
      <Figure label="Waiting to send" value={status.pending} />
      <Figure label="Failed" value={status.failed} />
      <Figure label="Oldest waiting" value={oldestWaiting(status.oldestPendingAt, status.oldestPendingAgeSeconds)} />
      <Figure label="Push notifications waiting" value={status.push.pending} />
      <Figure label="Push notifications failed" value={status.push.failed} />
    </Box>
  );
}

function FailedMessages({ failures }: { failures: Failure[] }) {
  const headingId = useId();
  const zone = usePublicConfig().data?.timeZone ?? browserZone();
  return (
    <Stack gap="sm">
      <Title order={2} id={headingId}>
        Failed messages
      </Title>
      {failures.length === 0 ? (
        <Text>No failed messages.</Text>
      ) : (
        // Scrolls sideways by itself on a phone (the page never does); focusable, so a
        // keyboard can scroll it too.
        <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="region" aria-labelledby={headingId}>
          <Table verticalSpacing="sm" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Recipient</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Error</Table.Th>
                <Table.Th>Queued</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {failures.map((failure) => (
                <Table.Tr key={failure.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{failure.recipient}</Table.Td>
                  <Table.Td>{kindLabel(failure.kind)}</Table.Td>
                  <Table.Td>{failure.attempts}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{failure.lastError ?? '—'}</Table.Td>
                  <Table.Td>{eventWhen(failure.createdAt, zone)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** The mail outbox's health and its failures, for the accounts listed in ADMIN_EMAILS. */
export function OutboxStatusPage() {
  const { user } = useSession();
  const status = useOutboxStatus(Boolean(user?.admin));
  return (
    <Page title="Mail status">
      <TimeZoneNotice />
      {!user?.admin || isForbidden(status.error) ? (
        <Text role="alert">{MSG.adminsOnlyMailStatus}.</Text>
      ) : status.data ? (
        <>
          {/* A later refresh failed: the last answer stays, said to be old. */}
          {status.isError && <Text role="alert">The mail status could not be refreshed; these figures may be out of date.</Text>}
          <Figures status={status.data} />
          <Text>
            Every message Quad commits to sending is delivered once, or shown here as failed. Messages that cannot be sent are retried for 24 hours.
          </Text>
          <FailedMessages failures={status.data.failures} />
        </>
      ) : status.isError ? (
        <Text role="alert">The mail status could not be loaded.</Text>
      ) : (
        <Loader aria-label="Loading mail status" />
      )}
    </Page>
  );
}
