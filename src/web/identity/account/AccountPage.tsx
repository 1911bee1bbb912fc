import { Anchor, Badge, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { MSG } from '../../../domain/messages.ts';
import type { DeviceSession } from '../../../domain/responses/sessions.ts';
import { useDeviceSessions, useEndSession, useSignOutOthers } from './api.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { LanguagePicker } from '../../infrastructure/components/LanguagePicker.tsx';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import { DownloadMyData } from './DownloadMyData.tsx';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({ session }: { session: DeviceSession }) {
  const end = useEndSession();
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs">
          <Text fw={500}>{session.device}</Text>
          {session.current && <Badge variant="light">This device</Badge>}
        </Group>
        {session.ipAddress && (
          <Text size="xs" c="dimmed">
            {session.ipAddress}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{when(session.createdAt)}</Table.Td>
      <Table.Td>{when(session.lastActiveAt)}</Table.Td>
      <Table.Td>
        {!session.current && (
          <Button
            size="xs"
            variant="default"
            loading={end.isPending}
            aria-label={`Sign out ${session.device}, signed in ${when(session.createdAt)}`}
            onClick={() => end.mutate(session.id, { onError: (error) => notifyError(problemMessage(error)) })}
          >
            Sign out
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** /account: who is signed in, on which devices, and 'sign out everywhere' else. */
export function AccountPage() {
  const { user } = useSession();
  const sessions = useDeviceSessions();
  const others = useSignOutOthers();
  const list = sessions.data?.sessions ?? [];
  const signOutOthers = () =>
    others.mutate(undefined, {
      onSuccess: () => notifySuccess(MSG.signedOutElsewhere),
      onError: (error) => notifyError(problemMessage(error)),
    });

  return (
    <Page title="Account">
      <Paper withBorder p="lg">
        <Stack gap="xs">
          {/* A long address breaks anywhere rather than push the phone's page sideways. */}
          <Text style={{ overflowWrap: 'anywhere' }}>
            Signed in as <strong>{user?.email}</strong>
          </Text>
          <Group gap="lg">
            <Anchor component={Link} to="/complete-profile">
              Edit profile
            </Anchor>
            <Anchor component={Link} to="/forgot-password">
              Change password
            </Anchor>
            <Anchor component={Link} to="/account/tokens">
              API tokens
            </Anchor>
          </Group>
          <LanguagePicker withHelp />
        </Stack>
      </Paper>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2}>Signed-in devices</Title>
          <Button variant="default" onClick={signOutOthers} loading={others.isPending} disabled={list.length < 2}>
            Sign out everywhere else
          </Button>
        </Group>
        {sessions.isPending && (
          <Center>
            <Loader aria-label="Loading your sessions" />
          </Center>
        )}
        {sessions.isError && <FormError message={problemMessage(sessions.error)} />}
        {list.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Device</Table.Th>
                  <Table.Th>Signed in</Table.Th>
                  <Table.Th>Last active</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((session) => (
                  <SessionRow key={session.id} session={session} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {user && <DownloadMyData />}
      {user && <DeleteAccount role={user.role} />}
    </Page>
  );
}
