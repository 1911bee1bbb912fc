import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { recordDay } from '../../../../domain/format.ts';
import type { WaitingReflection } from '../../../../domain/responses/outcomes.ts';
import { ApiError } from '../../../infrastructure/api/errors.ts';
import { notifyError, notifySuccess } from '../../../infrastructure/components/notify.ts';
import { useReviewReflection, useWaitingReflections } from '../api.ts';

function Waiting({ reflection, organizerId }: { reflection: WaitingReflection; organizerId: string }) {
  const review = useReviewReflection(organizerId);
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = (returnReason?: string) =>
    review.mutate({ id: reflection.id, reason: returnReason }, {
      onSuccess: () => notifySuccess(returnReason === undefined ? 'Reflection approved.' : 'Reflection returned to the student.'),
      onError: (e) => (e instanceof ApiError && e.fields.reason ? setError(e.fields.reason) : notifyError(e instanceof ApiError ? e.message : 'The reflection could not be reviewed.')),
    });
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={6}>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} c="var(--mantine-color-text)">{reflection.studentName}</Text> on {reflection.eventName} · {recordDay(reflection.eventDate)}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{reflection.text}</Text>
        {returning ? (
          <Group align="flex-end" gap="xs">
            <TextInput label="Why is it returned?" value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={error} style={{ flex: '1 1 14rem' }} />
            <Button variant="default" loading={review.isPending} onClick={() => decide(reason)}>Return</Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button size="xs" loading={review.isPending} onClick={() => decide()} aria-label={`Approve ${reflection.studentName}'s reflection`}>Approve</Button>
            <Button size="xs" variant="default" onClick={() => setReturning(true)} aria-label={`Return ${reflection.studentName}'s reflection`}>Return…</Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The reflections students wrote on the club's events, waiting for its owner or a manager. Nothing when none wait. */
export function ReflectionsWaiting({ organizerId, enabled }: { organizerId: string; enabled: boolean }) {
  const headingId = useId();
  const waiting = useWaitingReflections(organizerId, enabled);
  const list = waiting.data ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>Reflections waiting</Title>
      <Text size="sm" c="dimmed">Approved reflections appear on the students' credentials for the event.</Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.map((r) => <Waiting key={r.id} reflection={r} organizerId={organizerId} />)}
      </Stack>
    </Stack>
  );
}
