import { Anchor, Button, Center, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '../../../domain/messages.ts';
import { profileTarget } from '../../../domain/profile-path.ts';
import { RETURN_PARAM, safeReturnPath } from '../../../domain/return-path.ts';
import type { Me } from '../../../domain/schemas/account.ts';
import { useCancelSignup, useProfile } from './api.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { OrganizerProfileForm, StudentProfileForm } from './ProfileForms.tsx';
import { isOrganizer, isStudent } from '../../../domain/policy/actor.ts';


function CancelSignup() {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const cancel = useCancelSignup();
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(MSG.signupCancelled);
        navigate('/', { replace: true });
      },
      onError: (error) => notifyError(problemMessage(error)),
    });
  return (
    <>
      <Button variant="default" onClick={open}>
        Cancel sign-up
      </Button>
      <Modal opened={opened} onClose={close} title="Cancel your sign-up?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text>Your new account will be removed. You can sign up again at any time.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep my account
            </Button>
            {/* Shade 8: white text above 4.5:1. */}
            <Button color="red.8" loading={cancel.isPending} onClick={confirm}>
              Remove my account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * /complete-profile: asks a new Google user for what is missing (USN, semester
 * and phone; or organization name and field), and lets anyone update their
 * profile later (the organizer dashboard's 'Update Profile' leads here).
 */
export function CompleteProfilePage() {
  const profile = useProfile();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeReturnPath(search.get(RETURN_PARAM));

  const saved = (user: Me) => {
    notifySuccess(MSG.profileSaved);
    const target = profileTarget(user);
    navigate(next ?? ('path' in target ? target.path : '/'), { replace: true });
  };

  const data = profile.data;
  const title = data && data.complete ? 'Update your profile' : 'Complete your profile';
  return (
    <Page title={title} size="sm">
      {profile.isPending && (
        <Center>
          <Loader aria-label="Loading your profile" />
        </Center>
      )}
      {profile.isError && <FormError message={problemMessage(profile.error, { shown: [], prefix: MSG.errorLoadingProfile })} />}
      {data && (
        <Paper withBorder p="lg">
          <Stack>
            {!data.complete && (
              <Text>
                {isOrganizer(data)
                  ? 'Tell students which organization you run: its name and field are required.'
                  : 'A few details are missing before you can register for events. All fields are required.'}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              Signed in as {data.email}
            </Text>
            {isStudent(data) && <StudentProfileForm profile={data} onSaved={saved} />}
            {isOrganizer(data) && <OrganizerProfileForm profile={data} onSaved={saved} />}
            {!isStudent(data) && !isOrganizer(data) && <FormError message={MSG.roleNotRecognized} />}
            <Group justify="space-between">
              <Anchor component={Link} to="/account">
                Account and signed-in devices
              </Anchor>
              {data.cancellable && <CancelSignup />}
            </Group>
          </Stack>
        </Paper>
      )}
    </Page>
  );
}
