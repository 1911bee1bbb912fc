import { useTranslation } from 'react-i18next';
import { Button, Group, Stack, Table, Title, VisuallyHidden } from '@mantine/core';
import type { InvitationView } from '../../../domain/responses/team.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { useDayFormat } from '../../infrastructure/components/use-day-format.ts';
import { useWithdrawInvitation } from './api.ts';

/** Each role's name in the catalogue. */
const ROLE_KEYS = { owner: 'ws.role.owner', manager: 'ws.role.manager', door: 'ws.role.door' } as const;

/** The invitations still open: the address, the role, until when; Withdraw ends the link. */
export function OpenInvitations({ organizerId, invitations }: { organizerId: string; invitations: InvitationView[] }) {
  const { t } = useTranslation();
  const day = useDayFormat();
  const withdraw = useWithdrawInvitation(organizerId);
  if (invitations.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="team-invitations-heading">
      <Title order={3} size="h5" id="team-invitations-heading">
        {t('ws.inv.title')}
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table aria-labelledby="team-invitations-heading" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ws.team.email')}</Table.Th>
              <Table.Th>{t('ws.team.role')}</Table.Th>
              <Table.Th>{t('ws.inv.validUntil')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('ws.team.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{i.email}</Table.Td>
                <Table.Td>{t(ROLE_KEYS[i.role])}</Table.Td>
                <Table.Td>{day(i.expiresAt)}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t('ws.inv.withdrawNamed', { email: i.email })}
                      loading={withdraw.isPending && withdraw.variables === i.id}
                      onClick={() =>
                        withdraw.mutate(i.id, {
                          onSuccess: () => notifySuccess(t('ws.inv.withdrawn', { email: i.email })),
                          onError: (error) => notifyError(problemMessage(error)),
                        })
                      }
                    >
                      {t('ws.inv.withdraw')}
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
