import { Button, Group, Loader, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MSG } from '../../../domain/messages.ts';
import { OUTCOME_DESCRIPTION_MAX, OUTCOME_NAME_MAX } from '../../../domain/schemas/outcomes.ts';
import { ApiError } from '../../infrastructure/api/errors.ts';
import { useOutcomes, type OutcomeView } from '../../infrastructure/api/outcomes.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { useOutcomeChanges } from './api.ts';

const problemOf = (error: unknown) => (error instanceof ApiError ? (Object.values(error.fields)[0] ?? error.message) : 'Something went wrong. Please try again.');

/** The name and description fields, for adding one and for editing one. */
function OutcomeFields({ initial, submitLabel, busy, error, onSubmit, onCancel }: {
  initial: { name: string; description: string };
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (values: { name: string; description: string }) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ name, description });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={OUTCOME_NAME_MAX} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} />
        <Textarea label="Description (optional)" description="What a student shows or learns" autosize minRows={2} maxLength={OUTCOME_DESCRIPTION_MAX} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
        <Group>
          <Button type="submit" loading={busy}>{submitLabel}</Button>
          {onCancel && <Button variant="default" onClick={onCancel}>Cancel</Button>}
        </Group>
      </Stack>
    </form>
  );
}

function OutcomeRow({ outcome }: { outcome: OutcomeView }) {
  const { edit, remove } = useOutcomeChanges();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <Paper withBorder p="md">
        <OutcomeFields
          initial={outcome}
          submitLabel="Save"
          busy={edit.isPending}
          error={edit.error ? problemOf(edit.error) : null}
          onSubmit={(values) => edit.mutate({ id: outcome.id, ...values }, { onSuccess: () => { setEditing(false); notifySuccess('Outcome saved.'); } })}
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
          <Button variant="default" size="xs" onClick={() => setEditing(true)} aria-label={`Edit ${outcome.name}`}>Edit</Button>
          <Button variant="subtle" color="red" size="xs" loading={remove.isPending} onClick={() => remove.mutate(outcome.id)} aria-label={`Remove ${outcome.name}`}>
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function AddOutcome() {
  const { add } = useOutcomeChanges();
  // A new form after each success, so the fields start empty again.
  const [round, setRound] = useState(0);
  return (
    <Stack gap="sm">
      <Title order={2}>Add a learning outcome</Title>
      <OutcomeFields
        key={round}
        initial={{ name: '', description: '' }}
        submitLabel="Add outcome"
        busy={add.isPending}
        error={add.error ? problemOf(add.error) : null}
        onSubmit={(values) => add.mutate(values, { onSuccess: () => { setRound((n) => n + 1); add.reset(); notifySuccess('Outcome added.'); } })}
      />
    </Stack>
  );
}

/** /admin/outcomes: the campus office's learning outcomes, which events are tagged with and credentials align to. */
export function OutcomesPage() {
  const { user } = useSession();
  const outcomes = useOutcomes();
  return (
    <Page title="Learning outcomes">
      {!user?.admin ? (
        <Text role="alert">{MSG.adminsOnlyOutcomes}.</Text>
      ) : (
        <>
          <Text>Clubs tag their events with up to three of these; students see their record by outcome, and their credentials name them.</Text>
          <Stack gap="sm">
            <Title order={2} id="outcomes-heading">Outcomes</Title>
            {outcomes.data ? (
              outcomes.data.length === 0 ? (
                <Text>No learning outcomes yet. Add the first one below.</Text>
              ) : (
                <Stack component="ul" gap="xs" p={0} m={0} aria-labelledby="outcomes-heading">
                  {outcomes.data.map((o) => <OutcomeRow key={o.id} outcome={o} />)}
                </Stack>
              )
            ) : outcomes.isError ? (
              <Text role="alert">The outcomes could not be loaded.</Text>
            ) : (
              <Loader aria-label="Loading outcomes" />
            )}
          </Stack>
          <AddOutcome />
        </>
      )}
    </Page>
  );
}
