import { Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { clubPagePath } from '../../../domain/event-path.ts';
import { clubRole } from '../../../domain/policy/actor.ts';
import { canAcceptInvitation } from '../../../domain/policy/organizers.ts';
import type { InvitationPreview } from '../../../domain/responses/team.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, PageSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { isNotFound, useAcceptInvitation, useInvitation } from './api.ts';

/** A signed-out visitor signs in, or creates a student account, and comes back here (useReturnPath). */
function SignInFirst({ here }: { here: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text>{t('club.inv.signInFirst')}</Text>
      <Group>
        <Button component={Link} to="/login" state={{ from: here }}>
          {t('club.inv.signInToAccept')}
        </Button>
        <Button component={Link} to="/student-signup" state={{ from: here }} variant="default">
          {t('club.inv.createStudent')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Accept invitation: the session is read again, then the club's dashboard. */
function Accept({ invitation, signedInAs, accept }: { invitation: InvitationPreview; signedInAs: string; accept: ReturnType<typeof useAcceptInvitation> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const go = () => {
    setProblem(null);
    accept.mutate(undefined, {
      onSuccess: (membership) => {
        notifySuccess(t('club.inv.joined', { club: membership.name }));
        navigate(clubPagePath(membership.organizerId));
      },
      onError: (error) => setProblem(problemMessage(error)),
    });
  };
  return (
    <Stack gap="sm">
      {signedInAs.toLowerCase() !== invitation.email.toLowerCase() && (
        <Text size="sm" c="dimmed">
          {t('club.inv.signedInAs', { email: signedInAs })}
        </Text>
      )}
      <FormError message={problem} />
      <div>
        <Button onClick={go} loading={accept.isPending} disabled={accept.isSuccess}>
          {t('club.inv.accept')}
        </Button>
      </div>
    </Stack>
  );
}

/** What the signed-in (or signed-out) viewer can do with the invitation. */
function Actions({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation();
  const here = useLocation().pathname;
  const { user, isPending } = useSession();
  const accept = useAcceptInvitation(token);
  if (isPending) return <Loader size="sm" aria-label={t('club.inv.checking')} />;
  if (!user) return <SignInFirst here={here} />;
  if (!canAcceptInvitation(user, invitation.organizerId)) return <FormError message={t('msg:clubCannotJoinItself')} />;
  const role = clubRole(user, invitation.organizerId);
  // Once accepted, the fresh session holds the membership already: the button stays until the dashboard opens.
  if (role && accept.isIdle) {
    return (
      <Stack gap="sm">
        <Text>
          {t('club.inv.already', { club: invitation.name, role })}
        </Text>
        <div>
          <Button component={Link} to={clubPagePath(invitation.organizerId)}>
            {t('club.inv.toDashboard')}
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
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const invitation = useInvitation(token);

  return (
    <QueryState
      query={invitation}
      loadingLabel={t('club.inv.loading')}
      skeleton={
        <PageSkeleton size="sm">
          <Paper withBorder p="lg">
            <LinesSkeleton rows={4} />
          </Paper>
        </PageSkeleton>
      }
      errorMessage={isNotFound(invitation.error) ? t('msg:invitationInvalid') : t('club.inv.loadFailed')}
      errorFrame={(error) => (
        <Page title={t('club.inv.title')} size="sm">
          {error}
          <div>
            <Anchor component={Link} to="/">
              {t('club.inv.home')}
            </Anchor>
          </div>
        </Page>
      )}
    >
      {(inv) => (
        <Page title={t('club.inv.join', { club: inv.name })} size="sm">
          <Paper withBorder p="lg">
            <Stack>
              <Text>{t('club.inv.invited', { club: inv.name, role: inv.role })}</Text>
              <Text>{t('club.inv.duties', { role: inv.role })}</Text>
              <Text>{t('club.inv.sentTo', { email: inv.email })}</Text>
              <Actions token={token} invitation={inv} />
            </Stack>
          </Paper>
        </Page>
      )}
    </QueryState>
  );
}
