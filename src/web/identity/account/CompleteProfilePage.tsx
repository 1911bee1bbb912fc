import { Anchor, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { profileTarget } from '../../../domain/profile-path.ts';
import { RETURN_PARAM, safeReturnPath } from '../../../domain/return-path.ts';
import type { Me } from '../../../domain/schemas/account.ts';
import { useCancelSignup, useProfile } from './api.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { OrganizerProfileForm, StudentProfileForm } from './ProfileForms.tsx';
import { isOrganizer, isStudent } from '../../../domain/policy/actor.ts';


function CancelSignup() {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const cancel = useCancelSignup();
  const { t } = useTranslation();
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(t('msg:signupCancelled'));
        navigate('/', { replace: true });
      },
      onError: (error) => notifyError(problemMessage(error)),
    });
  return (
    <>
      <Button variant="default" onClick={open}>
        {t('completeProfile.cancel')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('completeProfile.cancelTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack>
          <Text>{t('completeProfile.cancelText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('completeProfile.keep')}
            </Button>
            {/* Shade 8: white text above 4.5:1. */}
            <Button color="red.8" loading={cancel.isPending} onClick={confirm}>
              {t('completeProfile.remove')}
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
  const { t } = useTranslation();

  const saved = (user: Me) => {
    notifySuccess(t('msg:profileSaved'));
    const target = profileTarget(user);
    navigate(next ?? ('path' in target ? target.path : '/'), { replace: true });
  };

  const title = profile.data?.complete ? t('completeProfile.update') : t('completeProfile.complete');
  return (
    <Page title={title} size="sm">
      <QueryState
        query={profile}
        loadingLabel={t('completeProfile.loading')}
        skeleton={<LinesSkeleton rows={5} height={40} />}
        errorMessage={problemMessage(profile.error, { shown: [], prefix: t('msg:errorLoadingProfile') })}
      >
        {(data) => (
          <Paper withBorder p="lg">
            <Stack>
              {!data.complete && (
                <Text>
                  {isOrganizer(data)
                    ? t('completeProfile.organizerIntro')
                    : t('completeProfile.studentIntro')}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {t('completeProfile.signedInAs', { email: data.email })}
              </Text>
              {isStudent(data) && <StudentProfileForm profile={data} onSaved={saved} />}
              {isOrganizer(data) && <OrganizerProfileForm profile={data} onSaved={saved} />}
              {!isStudent(data) && !isOrganizer(data) && <FormError message={t('msg:roleNotRecognized')} />}
              <Group justify="space-between">
                <Anchor component={Link} to="/account">
                  {t('completeProfile.account')}
                </Anchor>
                {data.cancellable && <CancelSignup />}
              </Group>
            </Stack>
          </Paper>
        )}
      </QueryState>
    </Page>
  );
}
