import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordDay } from '../../../../domain/format.ts';
import type { WaitingReflection } from '../../../../domain/responses/outcomes.ts';
import { EVERY_STATUS, problemMessage, refusedField } from '../../../infrastructure/api/errors.ts';
import { notifyError, notifySuccess } from '../../../infrastructure/components/notify.ts';
import { useReviewReflection, useWaitingReflections } from '../api.ts';

function Waiting({ reflection, organizerId }: { reflection: WaitingReflection; organizerId: string }) {
  const { t } = useTranslation();
  const review = useReviewReflection(organizerId);
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = (returnReason?: string) =>
    review.mutate({ id: reflection.id, reason: returnReason }, {
      onSuccess: () => notifySuccess(returnReason === undefined ? t('ws.reflection.approved') : t('ws.reflection.returned')),
      onError: (e) => {
        // A refused reason is said beside its box; anything else in a notice.
        const refused = refusedField(e, 'reason');
        if (refused) setError(refused);
        else notifyError(problemMessage(e, { shown: EVERY_STATUS, fallback: t('ws.reflection.failed') }));
      },
    });
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={6}>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} c="var(--mantine-color-text)">{reflection.studentName}</Text> {t('ws.reflection.onEvent', { event: reflection.eventName, date: recordDay(reflection.eventDate) })}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{reflection.text}</Text>
        {returning ? (
          <Group align="flex-end" gap="xs">
            <TextInput label={t('ws.reflection.why')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={error} style={{ flex: '1 1 14rem' }} />
            <Button variant="default" loading={review.isPending} onClick={() => decide(reason)}>{t('ws.reflection.return')}</Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button size="xs" loading={review.isPending} onClick={() => decide()} aria-label={t('ws.reflection.approveNamed', { name: reflection.studentName })}>{t('ws.reflection.approve')}</Button>
            <Button size="xs" variant="default" onClick={() => setReturning(true)} aria-label={t('ws.reflection.returnNamed', { name: reflection.studentName })}>{t('ws.reflection.returnMore')}</Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The reflections students wrote on the club's events, waiting for its owner or a manager. Nothing when none wait. */
export function ReflectionsWaiting({ organizerId, enabled }: { organizerId: string; enabled: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const waiting = useWaitingReflections(organizerId, enabled);
  const list = waiting.data ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>{t('ws.reflection.title')}</Title>
      <Text size="sm" c="dimmed">{t('ws.reflection.help')}</Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.map((r) => <Waiting key={r.id} reflection={r} organizerId={organizerId} />)}
      </Stack>
    </Stack>
  );
}
