import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { EventView } from '../../../domain/events.ts';
import { eventPagePath } from '../../../domain/event-path.ts';
import type { RegistrationStatus } from '../../../domain/registration-status.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { useHydrated } from '../../infrastructure/components/use-hydrated.ts';
import { STATUS_ID } from './section-ids.ts';
import classes from './EventPage.module.css';
import { ConfirmSeat, useCampusZone, useRegistrationWords, viewerStatus } from '../../registrations/registrations/index.ts';

/** What each state without a ticket means for the student (a seat on offer says it beside its button). */
const MEANING: Partial<Record<RegistrationStatus, string>> = {
  pending: 'eventPage.meaning.pending',
  entered: 'msg:enteredDraw',
  declined: 'eventPage.meaning.declined',
  waitlisted: 'eventPage.meaning.waitlisted',
  offered: 'eventPage.meaning.offered',
};

function SignInToClaim({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sign-in-to-claim">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="sign-in-to-claim">
          {t('eventPage.seatWaiting')}
        </Title>
        <Text>{t('eventPage.logInToConfirm')}</Text>
        <Button component={Link} to="/login" state={{ from: `${eventPagePath(eventId)}?claim=1` }}>
          {t('auth.logIn')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The signed-in student's state when it is not a ticket: pending approval,
 * declined, entered in the draw (with its time), or a seat offered with its prominent
 * "Confirm my seat" and deadline. The offer e-mail's link (?claim=1) brings the button
 * into view. Like the ticket, the student's own: shown once the page is live.
 */
export function YourStatus({ event }: { event: EventView }) {
  const hydrated = useHydrated();
  const zone = useCampusZone();
  const words = useRegistrationWords();
  const session = useSession();
  const [search] = useSearchParams();
  const claiming = search.get('claim') === '1';
  const status = viewerStatus(event.viewer);
  if (!hydrated || event.status !== 'upcoming') return null;
  // The offer e-mail opened where no one is signed in: sign in, then back here to confirm.
  if (claiming && !session.isPending && !session.user) return <SignInToClaim eventId={event.id} />;
  if (!status) return null;
  const meaning = MEANING[status];
  if (!meaning) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="your-status" id={STATUS_ID} className={classes.target}>
      <Stack gap="xs">
        <Title order={2} size="h4" id="your-status" tabIndex={-1}>
          {words.status(status)}
        </Title>
        <Text>{words.t(meaning)}</Text>
        {status === 'entered' && event.drawAt && !event.drawnAt && <Text fw={500}>{words.drawOn(event.drawAt, zone)}</Text>}
        {status === 'offered' && (
          <ConfirmSeat registrationId={event.viewer!.registrationId!} offerExpiresAt={event.viewer?.offerExpiresAt} focus={claiming} />
        )}
      </Stack>
    </Paper>
  );
}
