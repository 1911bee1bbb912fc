import { Button, Card, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { MemberView, TeamView } from '../../../domain/responses/team.ts';
import { CLUB_ROLE_LABELS } from '../../../domain/club-roles.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../infrastructure/components/notify.ts';
import { openConfirmModal } from '../../infrastructure/components/on-demand-hosts.tsx';
import { useDayFormat } from '../../infrastructure/components/use-day-format.ts';
import { useHandOver, useRemoveMember, useSessionEnded, useTeam } from './api.ts';
import { InviteForm } from './InviteForm.tsx';
import { OpenInvitations } from './OpenInvitations.tsx';
import { handOverText, TEAM_TEXTS } from './team-texts.ts';
import { roleOwnsClub } from '../../../domain/policy/actor.ts';
import { mayBecomeOwner } from '../../../domain/policy/organizers.ts';

export { handOverText, TEAM_TEXTS };

/** The team, earliest first: Remove per member but the owner, Make owner per manager. */
function Members({ organizerId, team }: { organizerId: string; team: TeamView }) {
  const navigate = useNavigate();
  const day = useDayFormat();
  const remove = useRemoveMember(organizerId);
  const handOver = useHandOver(organizerId);
  const sessionEnded = useSessionEnded();

  const confirmRemove = (m: MemberView) =>
    openConfirmModal({
      title: `Remove ${m.name} from the team?`,
      children: <Text size="sm">{m.name} can no longer act for the club. You can invite them again later.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(m.userId, {
          onSuccess: () => notifySuccess(`${m.name} was removed from the team.`),
          onError: (error) => notifyError(problemMessage(error)),
        }),
    });

  const confirmHandOver = (m: MemberView) =>
    openConfirmModal({
      title: `Make ${m.name} the owner?`,
      children: <Text size="sm">{handOverText(m.name, team.clubSignIn)}</Text>,
      labels: { confirm: 'Make owner', cancel: 'Cancel' },
      onConfirm: () =>
        handOver.mutate(m.userId, {
          onSuccess: () => {
            notifySuccess(`${m.name} is now the club's owner.`);
            // The club account's session ended on the server (the session is read again either
            // way: an owner in person stays on as a manager, and the panel is no longer theirs).
            void sessionEnded(() => navigate('/login')).then(
              (ended) => ended && notifyInfo(TEAM_TEXTS.signInEnded),
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
          <Table aria-label="Team members" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Since</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.members.map((m) => (
                <Table.Tr key={m.userId}>
                  <Table.Td>{m.name}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.email}</Table.Td>
                  <Table.Td>{CLUB_ROLE_LABELS[m.role]}</Table.Td>
                  <Table.Td>{day(m.since)}</Table.Td>
                  <Table.Td>
                    {!roleOwnsClub(m.role) && (
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        {mayBecomeOwner(m.role) && (
                          <Button
                            size="compact-sm"
                            variant="default"
                            aria-label={`Make owner: ${m.name}`}
                            loading={handOver.isPending && handOver.variables === m.userId}
                            onClick={() => confirmHandOver(m)}
                          >
                            Make owner
                          </Button>
                        )}
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="red"
                          aria-label={`Remove ${m.name}`}
                          loading={remove.isPending && remove.variables === m.userId}
                          onClick={() => confirmRemove(m)}
                        >
                          Remove
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
      {others.length === 0 && <Text>{TEAM_TEXTS.empty}</Text>}
    </Stack>
  );
}

/**
 * The club's team, for its owner: who is on it and since when, Remove and Make
 * owner (each after a confirmation), the open invitations with Withdraw, and the invite form.
 */
export function TeamPanel({ organizerId }: { organizerId: string }) {
  const team = useTeam(organizerId);
  return (
    <Card withBorder component="section" aria-labelledby="team-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="team-heading">
            Team
          </Title>
          <Text size="sm" c="dimmed">
            Officers who run the club with you, each from their own account.
          </Text>
        </Stack>
        {team.isPending ? (
          // The table's shape while the team is read: a row per member to come.
          <Stack gap="xs" role="status" aria-label="Loading team">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={28} aria-hidden />
            ))}
          </Stack>
        ) : team.isError ? (
          <Text role="alert">{TEAM_TEXTS.loadFailed}</Text>
        ) : (
          <>
            {!team.data.clubSignIn && (
              <Text size="sm" c="dimmed">
                {TEAM_TEXTS.handedOver}
              </Text>
            )}
            <Members organizerId={organizerId} team={team.data} />
            <OpenInvitations organizerId={organizerId} invitations={team.data.invitations} />
          </>
        )}
        <InviteForm organizerId={organizerId} />
      </Stack>
    </Card>
  );
}
