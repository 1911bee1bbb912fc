import { Button, Card, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api, errorMessage } from '../api/client.ts';
import { sessionKey } from '../api/session.ts';
import { notifyError, notifySuccess } from '../components/notify.ts';
import { openModals } from '../components/on-demand-hosts.tsx';

const CONFIRM_WORD = 'DELETE';

function ConfirmBody({ role, onConfirm }: { role: string; onConfirm: () => void }) {
  const [typed, setTyped] = useState('');
  return (
    <>
      <Text size="sm">
        {role === 'organizer'
          ? 'Your organizing group, all its events, their registrations and feedback are deleted. Registered students are told by e-mail.'
          : 'Your registrations (your places go to the waitlist) and your feedback are deleted.'}{' '}
        This cannot be undone.
      </Text>
      <TextInput mt="md" label={`Type ${CONFIRM_WORD} to confirm`} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} autoComplete="off" />
      <Button mt="md" color="red" fullWidth disabled={typed !== CONFIRM_WORD} onClick={onConfirm}>
        Delete my account
      </Button>
    </>
  );
}

/** Account deletion, behind an explicit confirmation. */
export function DeleteAccount({ role }: { role: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.delete('/api/me'),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionKey, null);
      notifySuccess('Your account was deleted.');
      navigate('/');
    },
    onError: (error) => notifyError(`Your account could not be deleted: ${errorMessage(error)}`),
  });
  const open = async () => {
    const modals = await openModals();
    const id = modals.open({
      title: 'Delete your account?',
      children: (
        <ConfirmBody
          role={role}
          onConfirm={() => {
            modals.close(id);
            remove.mutate();
          }}
        />
      ),
    });
  };
  return (
    <Card withBorder component="section" aria-labelledby="delete-account">
      <Title order={2} size="h4" id="delete-account">
        Delete account
      </Title>
      <Text size="sm" mt={4}>
        Remove your account and everything that belongs to it.
      </Text>
      <div>
        <Button mt="sm" color="red" variant="light" onClick={open} loading={remove.isPending}>
          Delete account
        </Button>
      </div>
    </Card>
  );
}
