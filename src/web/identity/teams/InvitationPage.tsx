import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { clubPagePath } from '../../../domain/event-path.ts';
import { MSG } from '../../../domain/messages.ts';
import { clubRole } from '../../../domain/policy/actor.ts';
import { canAcceptInvitation } from '../../../domain/policy/organizers.ts';
import type { InvitationPreview } from '../../../domain/responses/team.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { isNotFound, useAcceptInvitation, useInvitation } from './api.ts';
import { ROLE_AS, ROLE_DUTIES, roleInSentence } from '../../../domain/club-roles.ts';

export const INVITATION_LOAD_FAILED = 'The invitation could not be loaded. Please try again.';

/** A signed-out visitor signs in, or creates a student account, and comes back here (useReturnPath). */
function SignInFirst({ here }: { here: string }) {
  return (
    <Stack gap="sm">
      <Text>Sign in, or create a student account, to accept it.</Text>
      <Group>
        <Button component={Link} to="/login" state={{ from: here }}>
          Sign in to accept
        </Button>
        <Button component={Link} to="/student-signup" state={{ from: here }} variant="default">
          Create a student account
        </Button>
      </Group>
    </Stack>
  );
}

/** Accept invitation: the session is read again, then the club's dashboard. */
function Accept({ invitation, signedInAs, accept }: { invitation: InvitationPreview; signedInAs: string; accept: ReturnType<typeof useAcceptInvitation> }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const go = () => {
    setProblem(null);
    accept.mutate(undefined, {
      onSuccess: (membership) => {
        notifySuccess(`You joined ${membership.name}.`);
        navigate(clubPagePath(membership.organizerId));
      },
      onError: (error) => setProblem(problemMessage(error)),
    });
  };
  return (
    <Stack gap="sm">
      {signedInAs.toLowerCase() !== invitation.email.toLowerCase() && (
        <Text size="sm" c="dimmed">
          You are signed in as {signedInAs}: accepting adds this account to the team.
        </Text>
      )}
      <FormError message={problem} />
      <div>
        <Button onClick={go} loading={accept.isPending} disabled={accept.isSuccess}>
          Accept invitation
        </Button>
      </div>
    </Stack>
  );
}

/** What the signed-in (or signed-out) viewer can do with the invitation. */
function Actions({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const here = useLocation().pathname;
  const { user, isPending } = useSession();
  const accept = useAcceptInvitation(token);
  if (isPending) return <Loader size="sm" aria-label="Checking your sign-in" />;
  if (!user) return <SignInFirst here={here} />;
  if (!canAcceptInvitation(user, invitation.organizerId)) return <FormError message={MSG.clubCannotJoinItself} />;
  const role = clubRole(user, invitation.organizerId);
  // Once accepted, the fresh session holds the membership already: the button stays until the dashboard opens.
  if (role && accept.isIdle) {
    return (
      <Stack gap="sm">
        <Text>
          You are already on the team of {invitation.name}, as {roleInSentence(role)}.
        </Text>
        <div>
          <Button component={Link} to={clubPagePath(invitation.organizerId)}>
            Go to the dashboard
          </Button>
        </div>
      </Stack>
    );
  }
  return <Accept invitation={invitation} signedInAs={user.email} accept={accept} />;
}

/**
 * /invitations/:token, the link of an invitation e-mail: the club, the role and what
 * it may do, the invited address; Accept invitation when signed in, or sign in (or create a
 * student account) and come back here.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);

  if (invitation.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading invitation" />
      </Center>
    );
  }
  if (invitation.isError) {
    return (
      <Page title="Invitation" size="sm">
        <Text role="alert">{isNotFound(invitation.error) ? MSG.invitationInvalid : INVITATION_LOAD_FAILED}</Text>
        <div>
          <Anchor component={Link} to="/">
            Back to home
          </Anchor>
        </div>
      </Page>
    );
  }

  const inv = invitation.data;
  return (
    <Page title={`Join ${inv.name}`} size="sm">
      <Paper withBorder p="lg">
        <Stack>
          <Text>
            You are invited to join {inv.name} as {roleInSentence(inv.role)}.
          </Text>
          <Text>
            {ROLE_AS[inv.role]}, you can {ROLE_DUTIES[inv.role]}.
          </Text>
          <Text>This invitation was sent to {inv.email}.</Text>
          <Actions token={token} invitation={inv} />
        </Stack>
      </Paper>
    </Page>
  );
}
