import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { openConfirmModal } from '../../infrastructure/components/on-demand-hosts.tsx';
import { useTakeOverClub } from './api.ts';


/** For administrators on a club's page: take over a club that has no owner (POST /api/organizers/:id/take-over). */
export function TakeOverClub({ organizerId }: { organizerId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const takeOver = useTakeOverClub(organizerId);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () =>
    openConfirmModal({
      title: t('club.takeOver.confirmTitle'),
      children: <Text size="sm">{t('club.takeOver.confirmBody')}</Text>,
      labels: { confirm: t('club.takeOver.button'), cancel: t('ws.team.cancel') },
      onConfirm: () => {
        setProblem(null);
        void takeOver.mutateAsync().then(
          () => notifySuccess(t('club.takeOver.done')),
          (error: unknown) => setProblem(problemMessage(error)),
        );
      },
    });
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id={headingId}>
          {t('club.takeOver.heading')}
        </Title>
        <Text size="sm">{t('club.takeOver.lead')}</Text>
        <FormError message={problem} />
        <Button variant="default" onClick={confirm} loading={takeOver.isPending}>
          {t('club.takeOver.button')}
        </Button>
      </Stack>
    </Card>
  );
}
