import { Button, Card, List, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasStatus, problemMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { openModals } from '../../infrastructure/components/on-demand-hosts.tsx';
import { useDeleteAccount, useDeletionSummary } from './api.ts';
import { isOrganizer } from '../../../domain/policy/actor.ts';

const CONFIRM_WORD = 'DELETE';

function ConfirmBody({ role, onConfirm }: { role: string; onConfirm: () => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const summary = useDeletionSummary();
  return (
    <>
      <Text size="sm">
        {isOrganizer({ role }) ? t('club.delete.organizer') : t('club.delete.student')} {t('club.delete.final')}
      </Text>
      {summary.data && (
        <>
          <Text size="sm" fw={600} mt="sm">
            {t('club.delete.deleted')}
          </Text>
          <List size="sm">
            {summary.data.deleted.map((line) => (
              <List.Item key={line.what}>
                {line.what}: {line.count}
              </List.Item>
            ))}
          </List>
          <Text size="sm" fw={600} mt="sm">
            {t('club.delete.kept')}
          </Text>
          <List size="sm">
            {summary.data.kept.map((line) => (
              <List.Item key={line.what}>
                {line.what}
                {line.count > 0 ? ` (${line.count})` : ''}: {line.why}
              </List.Item>
            ))}
          </List>
        </>
      )}
      <TextInput mt="md" label={t('club.delete.type', { word: CONFIRM_WORD })} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} autoComplete="off" />
      <Button mt="md" color="red" fullWidth disabled={typed !== CONFIRM_WORD} onClick={onConfirm}>
        {t('club.delete.mine')}
      </Button>
    </>
  );
}

/** Account deletion, behind an explicit confirmation. */
export function DeleteAccount({ role }: { role: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  // A refusal that asks for something first (the only owner of a club hands it over) stays on the card.
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = async () => {
    const modals = await openModals();
    const id = modals.open({
      title: t('club.delete.title'),
      children: (
        <ConfirmBody
          role={role}
          onConfirm={() => {
            modals.close(id);
            setRefusal(null);
            remove.mutate(undefined, {
              onSuccess: () => {
                notifySuccess(t('club.delete.done'));
                navigate('/');
              },
              onError: (error) => {
                if (hasStatus(error, 409)) setRefusal(error.message);
                else notifyError(problemMessage(error, { shown: [], prefix: t('club.delete.failed') }));
              },
            });
          }}
        />
      ),
    });
  };
  return (
    <Card withBorder component="section" aria-labelledby="delete-account">
      <Title order={2} size="h4" id="delete-account">
        {t('club.delete.heading')}
      </Title>
      <Text size="sm" mt={4}>
        {t('club.delete.text')}
      </Text>
      {refusal && (
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <FormError message={refusal} />
        </div>
      )}
      <div>
        <Button mt="sm" color="red" variant="light" onClick={open} loading={remove.isPending}>
          {t('club.delete.heading')}
        </Button>
      </div>
    </Card>
  );
}
