import { Anchor, Box, Button, Group, Loader, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { MSG } from '../../../domain/messages.ts';
import type { RetentionRun, RetentionSettings } from '../../../domain/responses/retention.ts';
import { MAX_RETENTION_DAYS, periodInWords, RETENTION_ENV, RETENTION_PERIODS, type RetentionPeriod } from '../../../domain/retention.ts';
import { errorMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { isForbidden, useRetention, useRunRetention, useSaveRetention } from './api.ts';

const LABELS: Record<RetentionPeriod, { label: string; about: string }> = {
  answersDays: { label: 'Phone numbers and answers', about: 'days after the event' },
  sensitiveAnswersDays: { label: 'Answers to sensitive questions', about: 'days after the day of the event (the shorter of this and the answers’ period applies)' },
  feedbackAuthorDays: { label: 'Feedback authors', about: 'days, then the rating and comment stay unnamed' },
  sessionsDays: { label: 'Sessions and sign-in records', about: 'days without use' },
  auditDays: { label: 'Audit log', about: 'days' },
  inactiveAccountDays: { label: 'Unused accounts', about: 'days without use, then warned and deleted 30 days later' },
};

const RUN_LABELS: Record<keyof RetentionRun, string> = {
  answersErased: 'Answers erased',
  phonesErased: 'Phone numbers erased',
  sensitiveAnswersErased: 'Sensitive answers erased',
  feedbackUnlinked: 'Feedback unlinked',
  sessionsDeleted: 'Sessions deleted',
  signInRecordsDeleted: 'Sign-in records deleted',
  auditEntriesDeleted: 'Audit entries deleted',
  accountsWarned: 'Accounts warned',
  accountsDeleted: 'Accounts deleted',
};

function ScheduleForm({ settings }: { settings: RetentionSettings }) {
  const save = useSaveRetention();
  const [values, setValues] = useState<Record<RetentionPeriod, number | string>>(settings.schedule);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(RETENTION_PERIODS.map((p) => [p, values[p] === '' ? null : Number(values[p])]));
    save.mutate(body, { onSuccess: () => notifySuccess('Retention schedule saved.') });
  };
  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} aria-labelledby="schedule-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="schedule-title">
          Schedule
        </Title>
        <Text size="sm" c="dimmed">
          Whole days; 0 erases at the next sweep. Leave a field empty to follow the server's setting.
        </Text>
        {RETENTION_PERIODS.map((period) => (
          <NumberInput
            key={period}
            label={LABELS[period].label}
            description={`${LABELS[period].about}. Server setting (${RETENTION_ENV[period]}): ${settings.environment[period]} (${periodInWords(settings.environment[period])})${settings.overridden.includes(period) ? '' : ', in force'}`}
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
            Save schedule
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function RunNow() {
  const run = useRunRetention();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="run-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="run-title">
          Apply it now
        </Title>
        <Text size="sm">The schedule is applied by itself every day. Applying it now erases what is due at once; it is recorded in the audit log.</Text>
        <Group>
          <Button variant="light" color="red" onClick={() => run.mutate()} loading={run.isPending}>
            Apply the schedule now
          </Button>
        </Group>
        {run.isError && <FormError message={errorMessage(run.error)} />}
        {run.data && (
          <Box component="dl" m={0} aria-label="What the sweep did" style={{ display: 'grid', gap: 'var(--mantine-spacing-xs)', gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))' }}>
            {(Object.keys(RUN_LABELS) as (keyof RetentionRun)[]).map((key) => (
              <div key={key}>
                <Text component="dt" size="sm" c="dimmed">
                  {RUN_LABELS[key]}
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
  const { user } = useSession();
  const settings = useRetention(Boolean(user?.admin));
  return (
    <Page title="Privacy and retention">
      {!user?.admin || isForbidden(settings.error) ? (
        <Text role="alert">{MSG.adminsOnlyRetention}</Text>
      ) : settings.data ? (
        <>
          <Text>
            How long Quad keeps personal data. The public{' '}
            <Anchor component={Link} to="/privacy">
              privacy page
            </Anchor>{' '}
            is written from this schedule.
          </Text>
          <ScheduleForm key={settings.data.updatedAt ?? 'environment'} settings={settings.data} />
          <RunNow />
        </>
      ) : settings.isError ? (
        <Text role="alert">The retention schedule could not be loaded.</Text>
      ) : (
        <Loader aria-label="Loading the retention schedule" />
      )}
    </Page>
  );
}
