import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { EventView } from '../../../domain/events.ts';
import { displayName } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { EventHeading, EventSkeleton, EventSummary, useEvent, useRefreshEvent } from '../../events/events/index.ts';
import { useEventFeedback, useOwnFeedback, useSubmitEventFeedback } from './api.ts';
import { FeedbackForm, GivenFeedback } from './FeedbackForm.tsx';
import { FeedbackSummary } from './FeedbackList.tsx';
import { feedbackProblem } from './submit-errors.ts';
import { canReadEventFeedback, mayGiveFeedback } from '../../../domain/policy/events.ts';

function OrganizerView({ event }: { event: EventView }) {
  const { t } = useTranslation();
  const summary = useEventFeedback(event.id);
  return <FeedbackSummary query={summary} errorMessage={t('msg:loadEventDataFailed')} />;
}

function OwnFeedbackCard({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const mine = useOwnFeedback(eventId);
  return (
    <QueryState query={mine} loadingLabel={t('club.fb.loadingYours')} skeleton={<LinesSkeleton rows={2} height={40} />} errorMessage={t('msg:loadEventDataFailed')}>
      {(given) => <GivenFeedback given={given} />}
    </QueryState>
  );
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
  return (
    <QueryState
      query={event}
      loadingLabel={t('eventPage.loading')}
      skeleton={<EventSkeleton />}
      errorMessage={t('msg:loadEventDataFailed')}
      errorFrame={(error) => <Page title={t('club.fb.eventTitle')}>{error}</Page>}
    >
      {(e) => <FeedbackFor event={e} />}
    </QueryState>
  );
}

/** The event's feedback for whoever opens it: the form or what was given, the summary for its team. */
function FeedbackFor({ event: e }: { event: EventView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const { user } = useSession();
  const runsThisEvent = canReadEventFeedback(user, { organizerId: e.organizer.id });
  return (
    <Page
      title={t('club.fb.pageTitle', { name: displayName(e.name, language) })}
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
