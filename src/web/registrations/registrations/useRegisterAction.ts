import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MSG } from '../../../domain/messages.ts';
import type { RegistrationView } from '../../../domain/responses/registrations.ts';
import { registrationFromProfile } from '../../../domain/field-rules.ts';
import { useUsnPattern } from '../../infrastructure/api/config.ts';
import { fieldProblems, problemMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { notifyError } from '../../infrastructure/components/notify.ts';
import { openConfirmModal } from '../../infrastructure/components/on-demand-hosts.tsx';
import { useRegisterWithProfile } from './api.ts';
import { RegisterWithProfile } from './RegisterWithProfile.tsx';
import { withRegisterIntent } from './depth/registration-state.ts';
import { mayRegister } from '../../../domain/policy/events.ts';

/** What a registration page is opened with: the registration just made, to show "You're in". */
export interface JustRegistered {
  registered: RegistrationView;
}

/** What a failed registration says: the server's own message for a refusal, else what went wrong. */
export function registerProblem(error: unknown, prefix: string = MSG.registerFailed): string {
  return problemMessage(error, { shown: [400, 403, 404, 409], prefix });
}

/**
 * The event as the action needs it: its id; its name for the confirmation; its questions
 * (answers cannot be guessed from a profile) and how it allocates seats.
 */
type EventRef = string | { id: string; name: string; questions?: readonly unknown[]; allocation?: string; waitlistAhead?: number | null };

/**
 * Register: signed out, say so and go to /login, then back to the registration page, or
 * to `returnTo` (the event's own page brings its visitors back to it, where Register
 * resumes by itself: the path the sign-in and sign-up pages carry on is marked for it). A student whose
 * profile is complete registers with one tap and a confirmation (DESIGN.md), then sees
 * "You're in" on the registration page; otherwise the SPEC's form opens first, as it does
 * for an event that asks questions.
 */
export function useRegisterAction() {
  const { user } = useSession();
  const navigate = useNavigate();
  const register = useRegisterWithProfile();
  const usnPattern = useUsnPattern();
  const { t } = useTranslation();
  return (eventRef: EventRef, returnTo?: string) => {
    const eventId = typeof eventRef === 'string' ? eventRef : eventRef.id;
    const target = `/${encodeURIComponent(eventId)}/register`;
    if (!user) {
      notifyError(t('msg:loginToRegister'));
      // Back on the page it came from, the page resumes the registration (RegisterButton).
      navigate('/login', { state: { from: returnTo ? withRegisterIntent(returnTo) : target } });
      return;
    }
    const asks = typeof eventRef !== 'string' && (eventRef.questions?.length ?? 0) > 0;
    const form = mayRegister(user) && !asks ? registrationFromProfile(user, usnPattern) : null;
    if (!form) {
      navigate(target);
      return;
    }
    const lottery = typeof eventRef !== 'string' && eventRef.allocation === 'lottery';
    const name = typeof eventRef === 'string' ? t('register.thisEvent') : eventRef.name;
    // A full event: the student joins its waitlist, and is told how many wait ahead.
    const ahead = typeof eventRef === 'string' ? null : (eventRef.waitlistAhead ?? null);
    const action = lottery ? t('register.enterLottery') : ahead !== null ? t('register.joinWaitlist') : t('register.register');
    openConfirmModal({
      title: lottery ? t('register.confirmLottery', { name }) : ahead !== null ? t('register.confirmWaitlist', { name }) : t('register.confirmRegister', { name }),
      children: createElement(RegisterWithProfile, { form, lottery, waitlistAhead: ahead }),
      labels: { confirm: action, cancel: t('register.changeDetails') },
      onCancel: () => navigate(target),
      // mutateAsync: the callbacks run even when the button's component is gone (the details modal closes first).
      onConfirm: () =>
        void register.mutateAsync({ eventId, form }).then(
          (registered) => navigate(target, { state: { registered } satisfies JustRegistered }),
          (error: unknown) => {
            // Refused details (a USN the campus pattern refuses…) are corrected on the form.
            if (Object.keys(fieldProblems(error)).length > 0) navigate(target);
            else notifyError(registerProblem(error, t('msg:registerFailed')));
          },
        ),
    });
  };
}
