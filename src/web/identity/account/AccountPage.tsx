import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeviceSession } from '../../../domain/responses/sessions.ts';
import { useDeviceSessions, useEndSession, useSignOutOthers } from './api.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { LanguagePicker } from '../../infrastructure/components/LanguagePicker.tsx';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { useMomentFormat } from '../../infrastructure/components/use-moment-format.ts';
import { DeleteAccount } from './DeleteAccount.tsx';
import { DownloadMyData } from './DownloadMyData.tsx';

function SessionRow({ session }: { session: DeviceSession }) {
  const { t } = useTranslation();
  const when = useMomentFormat();
  const end = useEndSession();
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs">
          <Text fw={500}>{session.device}</Text>
          {session.current && <Badge variant="light">{t('notifications.thisDevice')}</Badge>}
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
            aria-label={t('club.account.signOutNamed', { device: session.device, when: when(session.createdAt) })}
            onClick={() => end.mutate(session.id, { onError: (error) => notifyError(problemMessage(error)) })}
          >
            {t('club.account.signOut')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** /account: who is signed in, on which devices, and 'sign out everywhere' else. */
export function AccountPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const sessions = useDeviceSessions();
  const others = useSignOutOthers();
  const list = sessions.data?.sessions ?? [];
  const signOutOthers = () =>
    others.mutate(undefined, {
      onSuccess: () => notifySuccess(t('msg:signedOutElsewhere')),
      onError: (error) => notifyError(problemMessage(error)),
    });

  return (
    <Page title={t('account.account')}>
      <Paper withBorder p="lg">
        <Stack gap="xs">
          {/* A long address breaks anywhere rather than push the phone's page sideways. */}
          <Text style={{ overflowWrap: 'anywhere' }}>
            {t('club.account.signedInAs')} <strong>{user?.email}</strong>
          </Text>
          <Group gap="lg">
            <Anchor component={Link} to="/complete-profile">
              {t('club.account.editProfile')}
            </Anchor>
            <Anchor component={Link} to="/forgot-password">
              {t('club.account.changePassword')}
            </Anchor>
            <Anchor component={Link} to="/account/tokens">
              {t('club.tok.title')}
            </Anchor>
          </Group>
          <LanguagePicker withHelp />
        </Stack>
      </Paper>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2}>{t('club.account.devices')}</Title>
          <Button variant="default" onClick={signOutOthers} loading={others.isPending} disabled={list.length < 2}>
            {t('club.account.signOutOthers')}
          </Button>
        </Group>
        <QueryState query={sessions} loadingLabel={t('club.account.loading')} skeleton={<LinesSkeleton rows={3} height={44} />}>
          {(data) =>
            data.sessions.length > 0 && (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('club.account.device')}</Table.Th>
                      <Table.Th>{t('club.account.signedIn')}</Table.Th>
                      <Table.Th>{t('club.account.lastActive')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('ws.team.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.sessions.map((session) => (
                      <SessionRow key={session.id} session={session} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Stack>
      {user && <DownloadMyData />}
      {user && <DeleteAccount role={user.role} />}
    </Page>
  );
}
