import { Button, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { EventView } from '../../../../domain/events.ts';
import type { Actor } from '../../../../domain/policy/actor.ts';
import { mayBeAskedToRegister, mayRegister } from '../../../../domain/policy/events.ts';
import { useSession } from '../../../infrastructure/api/session.ts';
import { useLiveCounts } from '../../../events/events/index.ts';
import { useRegisterAction } from '../useRegisterAction.ts';
import { useCampusZone, useRegistrationClock } from './clock.ts';
import { useRegistrationWords } from './words.ts';
import { isTimed, REGISTER_INTENT, registerOffer, waitlistAhead } from './registration-state.ts';

/**
 * Register, where the card offers it (SPEC.md §2): an upcoming event, to anyone but an
 * organizer and a student already registered (a visitor is asked to sign in first).
 */
export function canOfferRegister(user: Actor | null, event: Pick<EventView, 'status' | 'viewer'>): boolean {
  if (event.status !== 'upcoming' || !mayBeAskedToRegister(user)) return false;
  return !(mayRegister(user) && event.viewer?.registrationId);
}

/**
 * Back on the event's own page after signing in or up from its Register (?register=1):
 * the registration goes on by itself, once; the mark leaves the address so that a reload
 * or Back does not start it again.
 */
function ResumeRegister({ go }: { go: () => void }) {
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const resumed = useRef(false);
  const marked = search.get(REGISTER_INTENT) === '1';
  useEffect(() => {
    if (!marked || !user || resumed.current) return;
    resumed.current = true;
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete(REGISTER_INTENT);
      return next;
    }, { replace: true });
    go();
  });
  return null;
}

export interface RegisterButtonProps {
  event: EventView;
  returnTo?: string;
  size?: 'xs' | 'sm' | 'md';
  /** Runs the registration itself: the details modal closes first (SPEC.md §2). */
  onRegister?: (register: () => void) => void;
  /** A full event's button says how many wait ahead: 'Join the waitlist (2 ahead)' (the event page). */
  withAhead?: boolean;
  fullWidth?: boolean;
}

function ActiveButton({ event, returnTo, size = 'xs', onRegister, offer, withAhead = false, fullWidth }: RegisterButtonProps & { offer: 'Register' | 'Enter the lottery' }) {
  const register = useRegisterAction();
  const words = useRegistrationWords();
  // A full event takes newcomers on its waitlist: the button and its confirmation say so, with the live counts.
  const live = useLiveCounts(event.id, { registrations: event.registrations, waitlisted: event.waitlisted });
  const ahead = offer === 'Register' ? waitlistAhead(event, live) : null;
  const go = () => register({ ...event, waitlistAhead: ahead }, returnTo);
  return (
    <>
      {/* Only the event's own page (the one that gives returnTo) resumes an interrupted Register. */}
      {returnTo && <ResumeRegister go={go} />}
      <Button size={size} fullWidth={fullWidth} onClick={() => (onRegister ? onRegister(go) : go())}>
        {ahead === null ? words.registerLabel(offer) : words.joinWaitlist(ahead, withAhead)}
      </Button>
    </>
  );
}

/** An event with a window or a draw: the button while it takes registrations, else why not ('Registration opens on …'). */
function TimedRegister(props: RegisterButtonProps) {
  const zone = useCampusZone();
  const offer = registerOffer(props.event, useRegistrationClock(), zone);
  const words = useRegistrationWords();
  if (offer.kind === 'button') return <ActiveButton {...props} offer={offer.label} />;
  return (
    <Text size="sm" fw={500} data-register-offer>
      {words.offerText(offer, props.event, zone)}
    </Text>
  );
}

/** The card's Register button (or 'Enter the lottery', or a full event's 'Join the waitlist'), on its own for the details modal; nothing where it is not offered. */
export function RegisterButton(props: RegisterButtonProps) {
  const { user } = useSession();
  if (!canOfferRegister(user, props.event)) return null;
  // Only timed events watch the clock: a listing of plain ones re-renders for nothing.
  return isTimed(props.event) ? <TimedRegister {...props} /> : <ActiveButton {...props} offer="Register" />;
}
