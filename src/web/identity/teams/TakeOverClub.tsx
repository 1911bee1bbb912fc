import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { openConfirmModal } from '../../infrastructure/components/on-demand-hosts.tsx';
import { useTakeOverClub } from './api.ts';

export const TAKE_OVER_TEXTS = {
  heading: 'Campus office',
  lead: 'A club whose owner’s account is gone has nobody who can run it. Take it over to run its events and hand it on to a manager.',
  button: 'Take over this club',
  confirmTitle: 'Take over this club?',
  confirmBody: 'You become its owner: you run its events and team until you hand it over to a manager.',
  done: 'You are now the owner of this club.',
} as const;

/** For administrators on a club's page: take over a club that has no owner (POST /api/organizers/:id/take-over). */
export function TakeOverClub({ organizerId }: { organizerId: string }) {
  const headingId = useId();
  const takeOver = useTakeOverClub(organizerId);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () =>
    openConfirmModal({
      title: TAKE_OVER_TEXTS.confirmTitle,
      children: <Text size="sm">{TAKE_OVER_TEXTS.confirmBody}</Text>,
      labels: { confirm: TAKE_OVER_TEXTS.button, cancel: 'Cancel' },
      onConfirm: () => {
        setProblem(null);
        void takeOver.mutateAsync().then(
          () => notifySuccess(TAKE_OVER_TEXTS.done),
          (error: unknown) => setProblem(problemMessage(error)),
        );
      },
    });
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id={headingId}>
          {TAKE_OVER_TEXTS.heading}
        </Title>
        <Text size="sm">{TAKE_OVER_TEXTS.lead}</Text>
        <FormError message={problem} />
        <Button variant="default" onClick={confirm} loading={takeOver.isPending}>
          {TAKE_OVER_TEXTS.button}
        </Button>
      </Stack>
    </Card>
  );
}
