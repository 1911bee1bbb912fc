import { Badge, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { EventView } from '../../domain/events.ts';
import { MSG } from '../../domain/messages.ts';
import { errorMessage } from '../api/errors.ts';
import { useSession } from '../api/session.ts';
import { notifyError, notifySuccess } from '../components/notify.ts';
import { useDeleteRegistration } from './api.ts';
import { useRegisterAction } from './useRegisterAction.ts';
import { openConfirmModal } from '../components/on-demand-hosts.tsx';
import { runsEvent } from '../../domain/policy/events.ts';
import type { Actor } from '../../domain/policy/actor.ts';

/**
 * Register, where the card offers it (SPEC.md §2): an upcoming event, to anyone but an
 * organizer and a student already registered (a visitor is asked to sign in first).
 */
export function canOfferRegister(user: Actor | null, event: Pick<EventView, 'status' | 'viewer'>): boolean {
  if (event.status !== 'upcoming' || user?.role === 'organizer') return false;
  return !(user?.role === 'student' && event.viewer?.registrationId);
}

interface RegisterButtonProps {
  event: EventView;
  returnTo?: string;
  size?: 'xs' | 'sm' | 'md';
  /** Runs the registration itself: the details modal closes first (SPEC.md §2). */
  onRegister?: (register: () => void) => void;
}

/** The card's Register button, on its own for the details modal; nothing where it is not offered. */
export function RegisterButton({ event, returnTo, size = 'xs', onRegister }: RegisterButtonProps) {
  const { user } = useSession();
  const register = useRegisterAction();
  if (!canOfferRegister(user, event)) return null;
  const go = () => register(event, returnTo);
  return (
    <Button size={size} onClick={() => (onRegister ? onRegister(go) : go())}>
      Register
    </Button>
  );
}

/**
 * The card's buttons for whoever is looking (SPEC.md §2): Register for visitors and
 * students; Edit/Cancel Registration on upcoming events a student is registered
 * for; Give Feedback after an event they attended, or Your feedback once given (issue 15);
 * Edit and Manage for its organizer.
 */
interface EventActionsProps {
  event: EventView;
  /** Opens the details modal; the event's own page has no Details button. */
  onDetails?: () => void;
  /** Where a signed-out visitor returns after signing in to register. */
  returnTo?: string;
  size?: 'xs' | 'md';
}

export function EventActions({ event, onDetails, returnTo, size = 'xs' }: EventActionsProps) {
  const { user } = useSession();
  const cancel = useDeleteRegistration();
  const upcoming = event.status === 'upcoming';
  const registrationId = event.viewer?.registrationId ?? null;
  const isOwner = runsEvent(user, { organizerId: event.organizer.id });
  const feedbackPath = `/event-feedback/${encodeURIComponent(event.id)}`;
  const details = onDetails && (
    <Button variant="default" size={size} onClick={onDetails} aria-haspopup="dialog">
      Details
    </Button>
  );

  const confirmCancel = () =>
    openConfirmModal({
      title: 'Cancel registration',
      children: MSG.confirmCancelRegistration,
      labels: { confirm: 'Yes, cancel it', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(registrationId!, {
          onSuccess: () => notifySuccess('Your registration was cancelled.'),
          onError: (error) => notifyError(errorMessage(error)),
        }),
    });

  if (isOwner) {
    return (
      <Group gap="xs">
        <Button component={Link} to={`/edit-event/${event.id}`} size={size} variant="light">
          Edit
        </Button>
        <Button component={Link} to={`/manage-event/${event.id}`} size={size} variant="light">
          Manage
        </Button>
        {details}
      </Group>
    );
  }

  if (user?.role === 'student' && registrationId) {
    return (
      <Group gap="xs">
        <Badge color={event.viewer?.waitlisted ? 'orange' : 'green'} variant="light">
          {event.viewer?.waitlisted ? 'Waitlisted' : 'Registered'}
        </Badge>
        {upcoming && (
          <>
            <Button component={Link} to={`/edit-registration/${encodeURIComponent(registrationId)}`} size={size} variant="light">
              Edit Registration
            </Button>
            <Button size={size} variant="light" color="red" onClick={confirmCancel} loading={cancel.isPending}>
              Cancel Registration
            </Button>
          </>
        )}
        {!upcoming &&
          (event.viewer?.feedbackGiven ? (
            <Button component={Link} to={feedbackPath} size={size} variant="light">
              Your feedback
            </Button>
          ) : (
            <Button component={Link} to={feedbackPath} size={size}>
              Give Feedback
            </Button>
          ))}
        {details}
      </Group>
    );
  }

  return (
    <Group gap="xs">
      <RegisterButton event={event} returnTo={returnTo} size={size} />
      {details}
    </Group>
  );
}
