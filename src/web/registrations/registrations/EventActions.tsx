import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventView } from '../../../domain/events.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { usePersonalPending, useSession } from '../../infrastructure/api/session.ts';
import { PersonalStandIn } from '../../infrastructure/components/PersonalStandIn.tsx';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { useDeleteRegistration } from './api.ts';
import { openConfirmModal } from '../../infrastructure/components/on-demand-hosts.tsx';
import { isStudent } from '../../../domain/policy/actor.ts';
import { runsEvent, runsEventAsClub } from '../../../domain/policy/events.ts';
import { RegisterButton } from './depth/RegisterButton.tsx';
import { claimPath, viewerStatus } from './depth/registration-state.ts';
import { StatusBadge, StatusLines } from './depth/ViewerStatus.tsx';

export { canOfferRegister, RegisterButton } from './depth/RegisterButton.tsx';

/**
 * The card's buttons for whoever is looking (SPEC.md §2): Register for visitors and
 * students; the student's state (Registered, Pending approval, Seat offered…) with
 * Edit/Cancel Registration on upcoming events; Give Feedback after an event they
 * attended, or Your feedback once given; Edit and Manage for its organizer (beside
 * the student's own buttons for a student who manages the club).
 */
interface EventActionsProps {
  event: EventView;
  /** Opens the details modal; the event's own page has no Details button. */
  onDetails?: () => void;
  /** Where a signed-out visitor returns after signing in to register. */
  returnTo?: string;
  size?: 'xs' | 'sm' | 'md';
  /**
   * The page shows its own Confirm my seat button (the event page, the profile): no link to
   * the event page's, nor its deadline, here. Cards and the details modal link to it: the
   * confirmation's code stays out of the listing's first download.
   */
  claimHere?: boolean;
  /**
   * The event page's action bar holds the main action and the student's state: here only
   * what goes beside it (Edit and Cancel Registration; Edit and Manage for a student who
   * manages the club), nothing when there is none.
   */
  besideBar?: boolean;
}

export function EventActions({ event, onDetails, returnTo, size = 'xs', claimHere = false, besideBar = false }: EventActionsProps) {
  const { user } = useSession();
  const personalPending = usePersonalPending();
  const cancel = useDeleteRegistration();
  const { t } = useTranslation();
  const upcoming = event.status === 'upcoming';
  const registrationId = event.viewer?.registrationId ?? null;
  const status = viewerStatus(event.viewer);
  const runsThisEvent = runsEvent(user, { organizerId: event.organizer.id });
  const feedbackPath = `/event-feedback/${encodeURIComponent(event.id)}`;
  const details = onDetails && (
    <Button variant="default" size={size} onClick={onDetails} aria-haspopup="dialog">
      {t('eventPage.details')}
    </Button>
  );

  const confirmCancel = () =>
    openConfirmModal({
      title: t('register.cancelTitle'),
      children: t('msg:confirmCancelRegistration'),
      labels: { confirm: t('register.cancelYes'), cancel: t('register.cancelKeep') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(registrationId!, {
          onSuccess: () => notifySuccess(t('register.cancelled')),
          onError: (error) => notifyError(problemMessage(error)),
        }),
    });

  // Register, or the student's own state: which one is known once the session is.
  if (personalPending) {
    return (
      <Group gap="xs">
        <PersonalStandIn width={size === 'xs' ? 80 : 110} size={size} />
        {details}
      </Group>
    );
  }

  // Its club's Edit and Manage; a student who manages the club attends like any other student too.
  const runs = runsThisEvent && (
    <>
      <Button component={Link} to={`/edit-event/${event.id}`} size={size} variant="light">
        {t('eventPage.edit')}
      </Button>
      <Button component={Link} to={`/manage-event/${event.id}`} size={size} variant="light">
        {t('eventPage.manage')}
      </Button>
    </>
  );

  // The student's own registration, while it can still change: beside the action bar plain, in a card light.
  const editAndCancel = (id: string, variant: 'default' | 'light') => (
    <>
      <Button component={Link} to={`/edit-registration/${encodeURIComponent(id)}`} size={size} variant={variant}>
        {t('register.editRegistration')}
      </Button>
      <Button size={size} variant={variant} color="red" onClick={confirmCancel} loading={cancel.isPending}>
        {t('register.cancelRegistration')}
      </Button>
    </>
  );

  if (besideBar) {
    if (personalPending || !isStudent(user)) return null;
    const own = registrationId && upcoming && status && status !== 'declined';
    if (!own && !runs) return null;
    return (
      <Group gap="xs">
        {own && editAndCancel(registrationId, 'default')}
        {runs}
      </Group>
    );
  }

  if (runsEventAsClub(user, { organizerId: event.organizer.id })) {
    return (
      <Group gap="xs">
        {runs}
        {details}
      </Group>
    );
  }

  if (isStudent(user) && registrationId && status) {
    // A declined registration is the organizer's answer: nothing left to edit or cancel.
    const open = upcoming && status !== 'declined';
    return (
      <Stack gap={6}>
        <Group gap="xs">
          <StatusBadge status={status} />
          {upcoming && status === 'offered' && !claimHere && (
            <Button component={Link} to={claimPath(event.id)} size={size}>
              {t('register.confirmSeat')}
            </Button>
          )}
          {open && editAndCancel(registrationId, 'light')}
          {!upcoming &&
            status === 'registered' &&
            (event.viewer?.feedbackGiven ? (
              <Button component={Link} to={feedbackPath} size={size} variant="light">
                {t('tickets.yourFeedback')}
              </Button>
            ) : (
              <Button component={Link} to={feedbackPath} size={size}>
                {t('tickets.giveFeedback')}
              </Button>
            ))}
          {runs}
          {details}
        </Group>
        {upcoming && <StatusLines event={event} status={status} offerExpiresAt={event.viewer?.offerExpiresAt} withDeadline={!claimHere} />}
      </Stack>
    );
  }

  return (
    <Group gap="xs">
      <RegisterButton event={event} returnTo={returnTo} size={size} />
      {runs}
      {details}
    </Group>
  );
}
