import { useTranslation } from 'react-i18next';
import { Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { MemberView, TeamView } from '../../../domain/responses/team.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../infrastructure/components/notify.ts';
import { openConfirmModal } from '../../infrastructure/components/on-demand-hosts.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { useDayFormat } from '../../infrastructure/components/use-day-format.ts';
import { useHandOver, useRemoveMember, useSessionEnded, useTeam } from './api.ts';
import { InviteForm } from './InviteForm.tsx';
import { OpenInvitations } from './OpenInvitations.tsx';
import { roleOwnsClub } from '../../../domain/policy/actor.ts';
import { mayBecomeOwner } from '../../../domain/policy/organizers.ts';

/** Each role's name in the catalogue. */
const ROLE_KEYS = { owner: 'ws.role.owner', manager: 'ws.role.manager', door: 'ws.role.door' } as const;

/** The team, earliest first: Remove per member but the owner, Make owner per manager. */
function Members({ organizerId, team }: { organizerId: string; team: TeamView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const day = useDayFormat();
  const remove = useRemoveMember(organizerId);
  const handOver = useHandOver(organizerId);
  const sessionEnded = useSessionEnded();

  const confirmRemove = (m: MemberView) =>
    openConfirmModal({
      title: t('ws.team.removeTitle', { name: m.name }),
      children: <Text size="sm">{t('ws.team.removeText', { name: m.name })}</Text>,
      labels: { confirm: t('ws.team.remove'), cancel: t('ws.team.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(m.userId, {
          onSuccess: () => notifySuccess(t('ws.team.removed', { name: m.name })),
          onError: (error) => notifyError(problemMessage(error)),
        }),
    });

  const confirmHandOver = (m: MemberView) =>
    openConfirmModal({
      title: t('ws.team.handOverTitle', { name: m.name }),
      children: <Text size="sm">{team.clubSignIn ? t('ws.team.handOverClub', { name: m.name }) : t('ws.team.handOverPerson', { name: m.name })}</Text>,
      labels: { confirm: t('ws.team.makeOwner'), cancel: t('ws.team.cancel') },
      onConfirm: () =>
        handOver.mutate(m.userId, {
          onSuccess: () => {
            notifySuccess(t('ws.team.nowOwner', { name: m.name }));
            // The club account's session ended on the server (the session is read again either
            // way: an owner in person stays on as a manager, and the panel is no longer theirs).
            void sessionEnded(() => navigate('/login')).then(
              (ended) => ended && notifyInfo(t('ws.team.signInEnded')),
              () => undefined,
            );
          },
          onError: (error) => notifyError(problemMessage(error)),
        }),
    });

  const others = team.members.filter((m) => !roleOwnsClub(m.role));
  return (
    <Stack gap="sm">
      {team.members.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t('ws.team.members')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ws.rs.name')}</Table.Th>
                <Table.Th>{t('ws.team.email')}</Table.Th>
                <Table.Th>{t('ws.team.role')}</Table.Th>
                <Table.Th>{t('ws.team.since')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('ws.team.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.members.map((m) => (
                <Table.Tr key={m.userId}>
                  <Table.Td>{m.name}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.email}</Table.Td>
                  <Table.Td>{t(ROLE_KEYS[m.role])}</Table.Td>
                  <Table.Td>{day(m.since)}</Table.Td>
                  <Table.Td>
                    {!roleOwnsClub(m.role) && (
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        {mayBecomeOwner(m.role) && (
                          <Button
                            size="compact-sm"
                            variant="default"
                            aria-label={t('ws.team.makeOwnerNamed', { name: m.name })}
                            loading={handOver.isPending && handOver.variables === m.userId}
                            onClick={() => confirmHandOver(m)}
                          >
                            {t('ws.team.makeOwner')}
                          </Button>
                        )}
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="red"
                          aria-label={t('ws.team.removeNamed', { name: m.name })}
                          loading={remove.isPending && remove.variables === m.userId}
                          onClick={() => confirmRemove(m)}
                        >
                          {t('ws.team.remove')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {others.length === 0 && <Text>{t('ws.team.empty')}</Text>}
    </Stack>
  );
}

/**
 * The club's team, for its owner: who is on it and since when, Remove and Make
 * owner (each after a confirmation), the open invitations with Withdraw, and the invite form.
 */
export function TeamPanel({ organizerId }: { organizerId: string }) {
  const { t } = useTranslation();
  const team = useTeam(organizerId);
  return (
    <Card withBorder component="section" aria-labelledby="team-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="team-heading">
            {t('ws.people.team')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('ws.team.intro')}
          </Text>
        </Stack>
        <QueryState
          query={team}
          loadingLabel={t('ws.people.loadingTeam')}
          // The table's shape while the team is read: a row per member to come.
          skeleton={<LinesSkeleton rows={3} height={28} gap="xs" />}
          errorMessage={t('ws.team.loadFailed')}
        >
          {(data) => (
            <>
              {!data.clubSignIn && (
                <Text size="sm" c="dimmed">
                  {t('ws.team.handedOver')}
                </Text>
              )}
              <Members organizerId={organizerId} team={data} />
              <OpenInvitations organizerId={organizerId} invitations={data.invitations} />
            </>
          )}
        </QueryState>
        <InviteForm organizerId={organizerId} />
      </Stack>
    </Card>
  );
}
