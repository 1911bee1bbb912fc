import { Box, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { eventWhen } from '../../../domain/event-when.ts';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import type { OutboxStatus } from '../../../domain/responses/outbox.ts';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { LogTable } from '../../infrastructure/components/LogTable.tsx';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
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
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: 'grid', gap: 'var(--mantine-spacing-md)', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))' }}
    >
      <Figure label={t('office.mail.waiting')} value={status.pending} />
      <Figure label={t('office.mail.failed')} value={status.failed} />
      <Figure label={t('office.mail.oldest')} value={oldestWaiting(status.oldestPendingAt, status.oldestPendingAgeSeconds, t)} />
      <Figure label={t('office.mail.pushWaiting')} value={status.push.pending} />
      <Figure label={t('office.mail.pushFailed')} value={status.push.failed} />
    </Box>
  );
}

function FailedMessages({ failures }: { failures: Failure[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const zone = usePublicConfig().data?.timeZone ?? browserZone();
  return (
    <Stack gap="sm">
      <Title order={2} id={headingId}>
        {t('office.mail.failedHeading')}
      </Title>
      {failures.length === 0 ? (
        <Text>{t('office.mail.noneFailed')}</Text>
      ) : (
        <LogTable
          labelledBy={headingId}
          minWidth={640}
          columns={[t('office.mail.recipient'), t('office.mail.kind'), t('office.mail.attempts'), t('office.mail.error'), t('office.mail.queued')]}
        >
          {failures.map((failure) => (
            <Table.Tr key={failure.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{failure.recipient}</Table.Td>
              <Table.Td>{kindLabel(failure.kind, t)}</Table.Td>
              <Table.Td>{failure.attempts}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{failure.lastError ?? '—'}</Table.Td>
              <Table.Td>{eventWhen(failure.createdAt, zone, undefined, i18n.language as UiLanguage)}</Table.Td>
            </Table.Tr>
          ))}
        </LogTable>
      )}
    </Stack>
  );
}

/** The mail outbox's health and its failures, for the accounts listed in ADMIN_EMAILS. */
export function OutboxStatusPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const status = useOutboxStatus(Boolean(user?.admin));
  return (
    <Page title={t('office.mail.title')}>
      <TimeZoneNotice />
      {!user?.admin || isForbidden(status.error) ? (
        <Text role="alert">{t('office.sentence', { text: t('msg:adminsOnlyMailStatus') })}</Text>
      ) : (
        <QueryState
          query={status}
          loadingLabel={t('office.mail.loading')}
          skeleton={
            <Stack gap="lg">
              <LinesSkeleton rows={1} height={80} />
              <LinesSkeleton rows={3} height={36} />
            </Stack>
          }
          errorMessage={t('office.mail.loadFailed')}
        >
          {(data) => (
            <>
              {/* A later refresh failed: the last answer stays, said to be old. */}
              {status.isError && <Text role="alert">{t('office.mail.refreshFailed')}</Text>}
              <Figures status={data} />
              <Text>{t('office.mail.promise')}</Text>
              <FailedMessages failures={data.failures} />
            </>
          )}
        </QueryState>
      )}
    </Page>
  );
}
