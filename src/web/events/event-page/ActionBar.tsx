import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventView } from '../../../domain/events.ts';
import { isStudent } from '../../../domain/policy/actor.ts';
import { runsEventAsClub } from '../../../domain/policy/events.ts';
import { usePersonalPending, useSession } from '../../infrastructure/api/session.ts';
import { PersonalStandIn } from '../../infrastructure/components/PersonalStandIn.tsx';
import { RegisterButton, viewerStatus } from '../../registrations/registrations/index.ts';
import classes from './EventPage.module.css';
import { STATUS_ID, TICKET_ID } from './section-ids.ts';


/** Brings a part of the page into view and moves the focus to its heading (as a link to it would). */
function showSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/** The student's state on an upcoming event, in words, as a button to what it means. */
const STATE_WORDS = {
  registered: 'eventPage.state.registered',
  offered: 'eventPage.state.offered',
  waitlisted: 'eventPage.state.waitlisted',
  pending: 'status.pending',
  entered: 'eventPage.state.entered',
  declined: 'status.declined',
} as const;

function PrimaryAction({ event, returnTo }: { event: EventView; returnTo: string }) {
  const { user } = useSession();
  const personalPending = usePersonalPending();
  const { t } = useTranslation();
  const status = viewerStatus(event.viewer);
  const upcoming = event.status === 'upcoming';
  // Who is looking is known once the session is: a stand-in of the button's size until then.
  if (personalPending) return <PersonalStandIn width={180} size="md" />;

  if (isStudent(user) && status) {
    if (upcoming) {
      const target = status === 'registered' ? TICKET_ID : STATUS_ID;
      return (
        <Button size="md" fullWidth variant={status === 'registered' || status === 'offered' ? 'filled' : 'light'} onClick={() => showSection(target)}>
          {t(STATE_WORDS[status])}
        </Button>
      );
    }
    if (status === 'registered') {
      const feedback = `/event-feedback/${encodeURIComponent(event.id)}`;
      return event.viewer?.feedbackGiven ? (
        <Button component={Link} to={feedback} size="md" fullWidth variant="light">
          {t('tickets.yourFeedback')}
        </Button>
      ) : (
        <Button component={Link} to={feedback} size="md" fullWidth>
          {t('tickets.giveFeedback')}
        </Button>
      );
    }
    return null;
  }

  // The club's own account: its Edit and Manage (a student who manages it has them beside the details).
  if (runsEventAsClub(user, { organizerId: event.organizer.id })) {
    return (
      <Group gap="xs" grow wrap="nowrap" w="100%">
        <Button component={Link} to={`/edit-event/${event.id}`} size="md" variant="light">
          {t('eventPage.edit')}
        </Button>
        <Button component={Link} to={`/manage-event/${event.id}`} size="md" variant="light">
          {t('eventPage.manage')}
        </Button>
      </Group>
    );
  }

  return <RegisterButton event={event} returnTo={returnTo} size="md" withAhead fullWidth />;
}

/**
 * The event's one next step, with the student's state in words: Register, Join the
 * waitlist (n ahead), Enter the lottery, You're in — show ticket, Pending approval…
 * In the details column on a wide screen; on a phone a bar fixed to the bottom of the
 * screen, above its safe area (the page leaves room for it below its content).
 */
export function ActionBar({ event, returnTo }: { event: EventView; returnTo: string }) {
  const { t } = useTranslation();
  return (
    <section className={classes.bar} aria-label={t('eventPage.takePart')}>
      <div className={classes.barInner}>
        <PrimaryAction event={event} returnTo={returnTo} />
      </div>
    </section>
  );
}
