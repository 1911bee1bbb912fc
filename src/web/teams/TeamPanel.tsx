import { Button, Card, Group, Loader, NativeSelect, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { InvitationView, MemberView, TeamView } from '../../domain/responses/team.ts';
import { INVITATION_DAYS, INVITED_ROLES, invitationInputSchema, ROLE_LABELS, type InvitedRole } from '../../domain/schemas/team.ts';
import { usePublicConfig } from '../api/config.ts';
import { ApiError, errorMessage } from '../api/errors.ts';
import { FormError } from '../components/FormError.tsx';
import { notifyError, notifyInfo, notifySuccess } from '../components/notify.ts';
import { openConfirmModal } from '../components/on-demand-hosts.tsx';
import { headline, zodValidate } from '../components/zod-form.ts';
import { useHandOver, useInviteMember, useRemoveMember, useSessionEnded, useTeam, useWithdrawInvitation } from './api.ts';
import { ROLE_HINT } from './roles.ts';

export const TEAM_TEXTS = {
  empty: 'No one else is on the team yet. Invite officers to share the work without sharing a password.',
  loadFailed: 'The team could not be loaded.',
  inviteFailed: 'The invitation could not be sent. Please try again.',
  handedOver: "The club is run from its owner's own account: nobody signs in as the club.",
  /** Shown on /login once the club account has handed itself over (its sign-in ended). */
  signInEnded: "The club is now run from its new owner's account.",
} as const;

/** What a confirm dialog of "Make owner" says, from the club account (whose sign-in ends) or an owner in person. */
export function handOverText(name: string, clubSignIn: boolean): string {
  return clubSignIn
    ? `${name} becomes the club's owner. The club account's own sign-in ends: from now on the club is run from ${name}'s own account, and nobody signs in as the club.`
    : `${name} becomes the club's owner. You stay on the team as a manager.`;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "Mar 3, 2026", in the campus time zone. */
function useDayFormat() {
  const timeZone = usePublicConfig().data?.timeZone ?? browserZone();
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'short', day: 'numeric' });
  return (iso: string) => format.format(new Date(iso));
}

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
          onError: (error) => notifyError(errorMessage(error)),
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
          onError: (error) => notifyError(errorMessage(error)),
        }),
    });

  const others = team.members.filter((m) => m.role !== 'owner');
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
                  <Table.Td>{ROLE_LABELS[m.role]}</Table.Td>
                  <Table.Td>{day(m.since)}</Table.Td>
                  <Table.Td>
                    {m.role !== 'owner' && (
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        {m.role === 'manager' && (
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

/** The invitations still open: the address, the role, until when; Withdraw ends the link. */
function OpenInvitations({ organizerId, invitations }: { organizerId: string; invitations: InvitationView[] }) {
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
                <Table.Td>{ROLE_LABELS[i.role]}</Table.Td>
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
                          onError: (error) => notifyError(errorMessage(error)),
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

interface InviteValues {
  email: string;
  role: InvitedRole;
}

const ROLE_OPTIONS = INVITED_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The server's refusals (400, 403, 409) say why; anything else is the form's own message. */
const inviteProblem = (error: unknown) => (error instanceof ApiError && [400, 403, 404, 409].includes(error.status) ? error.message : TEAM_TEXTS.inviteFailed);

/** Invite someone: an address and a role, checked on submit with the server's schema. */
function InviteForm({ organizerId }: { organizerId: string }) {
  const invite = useInviteMember(organizerId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<InviteValues>({ initialValues: { email: '', role: 'manager' }, validate: zodValidate(invitationInputSchema) });

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      invite.mutate(invitationInputSchema.parse(values), {
        onSuccess: (invitation) => {
          notifySuccess(`Invitation sent to ${invitation.email}.`);
          form.reset();
        },
        onError: (error) => {
          setProblem(inviteProblem(error));
          if (error instanceof ApiError) form.setErrors(error.fields);
        },
      });
    },
    () => setProblem(headline(invitationInputSchema, form.getValues())),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="team-invite-heading">
      <Stack gap="sm">
        <Title order={3} size="h5" id="team-invite-heading">
          Invite someone
        </Title>
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label="E-mail address"
            description={`They get a link to join, valid for ${INVITATION_DAYS} days.`}
            type="email"
            autoComplete="off"
            required
            miw={220}
            {...form.getInputProps('email')}
          />
          <NativeSelect label="Role" description={ROLE_HINT} data={ROLE_OPTIONS} miw={180} {...form.getInputProps('role')} />
        </Group>
        <div>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </div>
        <FormError message={problem} />
      </Stack>
    </form>
  );
}

/**
 * The club's team, for its owner (issue 19): who is on it and since when, Remove and Make
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
          <Loader aria-label="Loading team" />
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
