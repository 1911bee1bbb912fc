import { Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { EventView } from '../../../domain/events.ts';
import { displayName } from '../../../domain/event-display.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { EventHeading, EventLoading, EventSummary, useEvent, useRefreshEvent } from '../../events/events/index.ts';
import { useEventFeedback, useOwnFeedback, useSubmitEventFeedback } from './api.ts';
import { FeedbackForm, GivenFeedback } from './FeedbackForm.tsx';
import { AverageLine, FeedbackList } from './FeedbackList.tsx';
import { feedbackProblem } from './submit-errors.ts';
import { canReadEventFeedback, mayGiveFeedback } from '../../../domain/policy/events.ts';

function OrganizerView({ event }: { event: EventView }) {
  const { t } = useTranslation();
  const summary = useEventFeedback(event.id);
  if (summary.isPending) return <Loader aria-label={t('club.fb.loading')} />;
  if (summary.isError) return <Text role="alert">{t('msg:loadEventDataFailed')}</Text>;
  return (
    <Stack>
      <AverageLine average={summary.data.average} count={summary.data.count} />
      <FeedbackList entries={summary.data.entries} />
    </Stack>
  );
}

function OwnFeedbackCard({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const mine = useOwnFeedback(eventId);
  if (mine.isError) return <Text role="alert">{t('msg:loadEventDataFailed')}</Text>;
  if (!mine.data) return <Loader aria-label={t('club.fb.loadingYours')} />;
  return <GivenFeedback given={mine.data} />;
}

function StudentView({ event }: { event: EventView }) {
  const { t } = useTranslation();
  const submit = useSubmitEventFeedback(event.id);
  // Fetched again once the thanks has been read: the event then says feedback was given.
  const onThanked = useRefreshEvent(event.id);
  if (!event.viewer?.registrationId || event.viewer.waitlisted) return <Text role="alert">{t('msg:mustBeRegisteredForFeedback')}</Text>;
  if (event.status === 'upcoming') return <Text>{t('msg:feedbackNotOpen')}</Text>;
  if (event.viewer.feedbackGiven) return <OwnFeedbackCard eventId={event.id} />;
  return (
    <Paper withBorder p="lg">
      <FeedbackForm
        onThanked={onThanked}
        onSubmit={async (values) => {
          try {
            return await submit.mutateAsync(values);
          } catch (error) {
            throw feedbackProblem(error, t('msg:errorSubmittingFeedback'));
          }
        }}
      />
    </Paper>
  );
}

/** Give feedback (a student who attended) or read it (the event's organizer). */
export function EventFeedbackPage() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const { user } = useSession();
  const event = useEvent(eventId);

  if (!eventId) return <Page title={t('club.fb.eventTitle')}><Text role="alert">{t('msg:eventIdMissing')}</Text></Page>;
  if (!user?.id) return <Page title={t('club.fb.eventTitle')}><Text role="alert">{t('msg:studentIdMissing')}</Text></Page>;
  if (event.isPending) {
    return <EventLoading />;
  }
  if (event.isError) return <Page title={t('club.fb.eventTitle')}><Text role="alert">{t('msg:loadEventDataFailed')}</Text></Page>;

  const e = event.data;
  const runsThisEvent = canReadEventFeedback(user, { organizerId: e.organizer.id });
  return (
    <Page
      title={t('club.fb.pageTitle', { name: displayName(e.name) })}
      heading={<EventHeading action={t('club.fb.title')} event={e} />}
      subheading={<EventSummary event={e} />}
      size="sm"
    >
      {runsThisEvent ? (
        <>
          {/* A student who manages the club and attended gives feedback like any attendee. */}
          {mayGiveFeedback(user) && e.viewer?.registrationId && <StudentView event={e} />}
          <OrganizerView event={e} />
        </>
      ) : mayGiveFeedback(user) ? (
        <StudentView event={e} />
      ) : (
        <Text role="alert">{t('club.fb.organizerOnly')}</Text>
      )}
    </Page>
  );
}
