import { Button, Group, Stack, Table, Title, VisuallyHidden } from '@mantine/core';
import type { InvitationView } from '../../../domain/responses/team.ts';
import { CLUB_ROLE_LABELS } from '../../../domain/club-roles.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { useDayFormat } from '../../infrastructure/components/use-day-format.ts';
import { useWithdrawInvitation } from './api.ts';

/** The invitations still open: the address, the role, until when; Withdraw ends the link. */
export function OpenInvitations({ organizerId, invitations }: { organizerId: string; invitations: InvitationView[] }) {
  const day = useDayFormat();
  const withdraw = useWithdrawInvitation(organizerId);
  if (invitations.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="team-invitations-heading">
      <Title order={3} size="h5" id="team-invitations-heading">
        Open invitations
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table aria-labelledby="team-invitations-heading" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Valid until</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{i.email}</Table.Td>
                <Table.Td>{CLUB_ROLE_LABELS[i.role]}</Table.Td>
                <Table.Td>{day(i.expiresAt)}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={`Withdraw the invitation to ${i.email}`}
                      loading={withdraw.isPending && withdraw.variables === i.id}
                      onClick={() =>
                        withdraw.mutate(i.id, {
                          onSuccess: () => notifySuccess(`The invitation to ${i.email} was withdrawn.`),
                          onError: (error) => notifyError(problemMessage(error)),
                        })
                      }
                    >
                      Withdraw
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
