import { Anchor, Box, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RetentionRun, RetentionSettings } from '../../../domain/responses/retention.ts';
import { MAX_RETENTION_DAYS, periodParts, RETENTION_ENV, RETENTION_PERIODS, type RetentionPeriod } from '../../../domain/retention.ts';
import { errorMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { isForbidden, useRetention, useRunRetention, useSaveRetention } from './api.ts';

// Catalogue keys: each period's name, and what its number counts.
const LABELS = {
  answersDays: { label: 'office.retention.answers', about: 'office.retention.answersAbout' },
  sensitiveAnswersDays: { label: 'office.retention.sensitive', about: 'office.retention.sensitiveAbout' },
  feedbackAuthorDays: { label: 'office.retention.feedback', about: 'office.retention.feedbackAbout' },
  sessionsDays: { label: 'office.retention.sessions', about: 'office.retention.sessionsAbout' },
  auditDays: { label: 'office.retention.audit', about: 'office.retention.auditAbout' },
  inactiveAccountDays: { label: 'office.retention.inactive', about: 'office.retention.inactiveAbout' },
} as const satisfies Record<RetentionPeriod, { label: string; about: string }>;

const RUN_LABELS = {
  answersErased: 'office.retention.run.answersErased',
  phonesErased: 'office.retention.run.phonesErased',
  sensitiveAnswersErased: 'office.retention.run.sensitiveAnswersErased',
  feedbackUnlinked: 'office.retention.run.feedbackUnlinked',
  sessionsDeleted: 'office.retention.run.sessionsDeleted',
  signInRecordsDeleted: 'office.retention.run.signInRecordsDeleted',
  auditEntriesDeleted: 'office.retention.run.auditEntriesDeleted',
  accountsWarned: 'office.retention.run.accountsWarned',
  accountsDeleted: 'office.retention.run.accountsDeleted',
} as const satisfies Record<keyof RetentionRun, string>;

function ScheduleForm({ settings }: { settings: RetentionSettings }) {
  const { t } = useTranslation();
  const save = useSaveRetention();
  const [values, setValues] = useState<Record<RetentionPeriod, number | string>>(settings.schedule);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(RETENTION_PERIODS.map((p) => [p, values[p] === '' ? null : Number(values[p])]));
    save.mutate(body, { onSuccess: () => notifySuccess(t('office.retention.saved')) });
  };
  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} aria-labelledby="schedule-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="schedule-title">
          {t('office.retention.schedule')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('office.retention.scheduleHint')}
        </Text>
        {RETENTION_PERIODS.map((period) => (
          <NumberInput
            key={period}
            label={t(LABELS[period].label)}
            description={t('office.retention.serverSetting', {
              about: t(LABELS[period].about),
              env: RETENTION_ENV[period],
              days: String(settings.environment[period]),
              period: t('shell.period', periodParts(settings.environment[period])),
              inForce: settings.overridden.includes(period) ? 'no' : 'yes',
            })}
            min={0}
            max={MAX_RETENTION_DAYS}
            allowDecimal={false}
            allowNegative={false}
            value={values[period]}
            onChange={(value) => setValues((v) => ({ ...v, [period]: value }))}
          />
        ))}
        {save.isError && <FormError message={errorMessage(save.error)} />}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('office.retention.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function RunNow() {
  const { t } = useTranslation();
  const run = useRunRetention();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="run-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="run-title">
          {t('office.retention.runHeading')}
        </Title>
        <Text size="sm">{t('office.retention.runHint')}</Text>
        <Group>
          <Button variant="light" color="red" onClick={() => run.mutate()} loading={run.isPending}>
            {t('office.retention.run')}
          </Button>
        </Group>
        {run.isError && <FormError message={errorMessage(run.error)} />}
        {run.data && (
          <Box component="dl" m={0} aria-label={t('office.retention.runResult')} style={{ display: 'grid', gap: 'var(--mantine-spacing-xs)', gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))' }}>
            {(Object.keys(RUN_LABELS) as (keyof RetentionRun)[]).map((key) => (
              <div key={key}>
                <Text component="dt" size="sm" c="dimmed">
                  {t(RUN_LABELS[key])}
                </Text>
                <Text component="dd" m={0} fw={700}>
                  {run.data[key]}
                </Text>
              </div>
            ))}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

/** /admin/privacy: the retention schedule, set and applied by the campus office. */
export function RetentionPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const settings = useRetention(Boolean(user?.admin));
  return (
    <Page title={t('office.retention.title')}>
      {!user?.admin || isForbidden(settings.error) ? (
        <Text role="alert">{t('msg:adminsOnlyRetention')}</Text>
      ) : (
        <QueryState
          query={settings}
          loadingLabel={t('office.retention.loading')}
          skeleton={<LinesSkeleton rows={5} height={40} />}
          errorMessage={t('office.retention.loadFailed')}
        >
          {(data) => (
            <>
              <Text>
                {t('office.retention.introBefore')}{' '}
                <Anchor component={Link} to="/privacy">
                  {t('office.retention.introLink')}
                </Anchor>{' '}
                {t('office.retention.introAfter')}
              </Text>
              <ScheduleForm key={data.updatedAt ?? 'environment'} settings={data} />
              <RunNow />
            </>
          )}
        </QueryState>
      )}
    </Page>
  );
}
