import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { OUTCOME_DESCRIPTION_MAX, OUTCOME_NAME_MAX } from '../../../domain/schemas/outcomes.ts';
import { EVERY_STATUS, problemMessage, refusedField } from '../../infrastructure/api/errors.ts';
import { useOutcomes, type OutcomeView } from '../../infrastructure/api/outcomes.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { useOutcomeChanges } from './api.ts';

const problemOf = (error: unknown, t: TFunction) => refusedField(error) ?? problemMessage(error, { shown: EVERY_STATUS, fallback: t('office.outcomes.failed') });

/** The name and description fields, for adding one and for editing one. */
function OutcomeFields({ initial, submitLabel, busy, error, onSubmit, onCancel }: {
  initial: { name: string; description: string };
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (values: { name: string; description: string }) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ name, description });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('office.outcomes.name')} required maxLength={OUTCOME_NAME_MAX} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} />
        <Textarea label={t('office.outcomes.description')} description={t('office.outcomes.descriptionHint')} autosize minRows={2} maxLength={OUTCOME_DESCRIPTION_MAX} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
        <Group>
          <Button type="submit" loading={busy}>{submitLabel}</Button>
          {onCancel && <Button variant="default" onClick={onCancel}>{t('office.outcomes.cancel')}</Button>}
        </Group>
      </Stack>
    </form>
  );
}

function OutcomeRow({ outcome }: { outcome: OutcomeView }) {
  const { t } = useTranslation();
  const { edit, remove } = useOutcomeChanges();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <Paper withBorder p="md">
        <OutcomeFields
          initial={outcome}
          submitLabel={t('office.outcomes.save')}
          busy={edit.isPending}
          error={edit.error ? problemOf(edit.error, t) : null}
          onSubmit={(values) => edit.mutate({ id: outcome.id, ...values }, { onSuccess: () => { setEditing(false); notifySuccess(t('office.outcomes.saved')); } })}
          onCancel={() => setEditing(false)}
        />
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{outcome.name}</Text>
          {outcome.description && <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{outcome.description}</Text>}
        </Stack>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setEditing(true)} aria-label={t('office.outcomes.editNamed', { name: outcome.name })}>{t('office.outcomes.edit')}</Button>
          <Button variant="subtle" color="red" size="xs" loading={remove.isPending} onClick={() => remove.mutate(outcome.id)} aria-label={t('office.outcomes.removeNamed', { name: outcome.name })}>
            {t('office.outcomes.remove')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function AddOutcome() {
  const { t } = useTranslation();
  const { add } = useOutcomeChanges();
  // A new form after each success, so the fields start empty again.
  const [round, setRound] = useState(0);
  return (
    <Stack gap="sm">
      <Title order={2}>{t('office.outcomes.addHeading')}</Title>
      <OutcomeFields
        key={round}
        initial={{ name: '', description: '' }}
        submitLabel={t('office.outcomes.add')}
        busy={add.isPending}
        error={add.error ? problemOf(add.error, t) : null}
        onSubmit={(values) => add.mutate(values, { onSuccess: () => { setRound((n) => n + 1); add.reset(); notifySuccess(t('office.outcomes.added')); } })}
      />
    </Stack>
  );
}

/** /admin/outcomes: the campus office's learning outcomes, which events are tagged with and credentials align to. */
export function OutcomesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const outcomes = useOutcomes();
  return (
    <Page title={t('office.outcomes.title')}>
      {!user?.admin ? (
        <Text role="alert">{t('office.sentence', { text: t('msg:adminsOnlyOutcomes') })}</Text>
      ) : (
        <>
          <Text>{t('office.outcomes.intro')}</Text>
          <Stack gap="sm">
            <Title order={2} id="outcomes-heading">{t('office.outcomes.list')}</Title>
            <QueryState
              query={outcomes}
              loadingLabel={t('office.outcomes.loading')}
              skeleton={<LinesSkeleton rows={3} height={64} gap="xs" />}
              errorMessage={t('office.outcomes.loadFailed')}
              isEmpty={(list) => list.length === 0}
              empty={{ text: t('office.outcomes.none') }}
            >
              {(list) => (
                <Stack component="ul" gap="xs" p={0} m={0} aria-labelledby="outcomes-heading">
                  {list.map((o) => <OutcomeRow key={o.id} outcome={o} />)}
                </Stack>
              )}
            </QueryState>
          </Stack>
          <AddOutcome />
        </>
      )}
    </Page>
  );
}
