import { Button, Center, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { displayName, displayVenue } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { hasStatus } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { notifyError } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, PageSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import type { EventView } from '../../../domain/events.ts';
import { EventWhen, useEvent } from '../../events/events/index.ts';
import { useRegister } from './api.ts';
import { useCampusZone, useRegistrationClock } from './depth/clock.ts';
import { registerOffer } from './depth/registration-state.ts';
import { RegisterForm } from './depth/RegisterForm.tsx';
import { LotteryLine } from './depth/ViewerStatus.tsx';
import type { JustRegistered } from './useRegisterAction.ts';
import { YoureIn } from './YoureIn.tsx';
import { useRegistrationWords } from './depth/words.ts';
import { mayRegister } from '../../../domain/policy/events.ts';

export function RegisterPage() {
  const { eventId = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const event = useEvent(eventId);
  const save = useRegister(eventId);
  const now = useRegistrationClock();
  const zone = useCampusZone();
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const words = useRegistrationWords();
  // Made here by the form, or by one tap on a card before coming here (useRegisterAction.ts).
  const arrivedWith = (useLocation().state as JustRegistered | null)?.registered;
  const justMade = save.data ?? (arrivedWith?.eventId === eventId ? arrivedWith : undefined);

  // Where SPEC.md sends people when the event cannot be registered for.
  useEffect(() => {
    if (event.isError) {
      if (hasStatus(event.error, 404)) {
        notifyError(t('msg:eventNotFound'));
        navigate('/404', { replace: true });
      } else notifyError(t('msg:loadEventDetailsFailed'));
    } else if (event.data?.status === 'past') {
      notifyError(t('msg:registrationClosed'));
      navigate('/', { replace: true });
    }
  }, [event.isError, event.error, event.data?.status, navigate, t]);

  if (!mayRegister(user)) {
    return (
      <Page title={t('register.title')}>
        <Text>{t('msg:onlyStudentsRegister')}</Text>
      </Page>
    );
  }
  if (!user.usn) {
    return (
      <Page title={t('register.title')}>
        <Text>{t('msg:studentProfileNotFound')}</Text>
        <div>
          <Button component={Link} to="/complete-profile">{t('register.completeProfile')}</Button>
        </div>
      </Page>
    );
  }
  // Once the event is read: what was just made, or why not now, or the form.
  const registerFor = (e: EventView) => {
    if (justMade) return <YoureIn event={e} registration={justMade} />;
    const already = Boolean(e.viewer?.registrationId) && !save.isSuccess;
    const lottery = e.allocation === 'lottery';
    // Not open yet, closed, or drawn: the server would refuse, so say why instead of the form.
    const offer = registerOffer(e, now, zone);

    return (
      <Page title={t('register.titleFor', { name: displayName(e.name, language) })} heading={t('register.headingFor', { name: displayName(e.name, language) })} size="sm">
        <Text>
          <EventWhen event={e} /> · {displayVenue(e.venue, language)}
        </Text>
        <LotteryLine event={e} />
        {already ? (
          <Stack>
            <Text role="status">{lottery ? t('msg:alreadyEntered') : t('msg:alreadyRegistered')}</Text>
            <div>
              <Button component={Link} to={`/edit-registration/${encodeURIComponent(e.viewer!.registrationId!)}`} variant="light">
                {t('register.editRegistration')}
              </Button>
            </div>
          </Stack>
        ) : offer.kind === 'message' ? (
          <Text role="status" fw={500}>
            {words.offerText(offer, e, zone)}
          </Text>
        ) : (
          <RegisterForm event={e} user={user} save={save} submitLabel={words.registerLabel(offer.label)} />
        )}
      </Page>
    );
  };
  return (
    <QueryState
      query={event}
      loadingLabel={t('eventPage.loading')}
      skeleton={
        <PageSkeleton size="sm">
          <LinesSkeleton rows={4} height={40} />
        </PageSkeleton>
      }
      errorMessage={t('msg:loadEventDetailsFailed')}
      errorFrame={(error) => <Center py="xl">{error}</Center>}
    >
      {registerFor}
    </QueryState>
  );
}
