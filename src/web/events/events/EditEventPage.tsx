import { useTranslation } from 'react-i18next';
import { EventSkeleton } from './EventSkeleton.tsx';
import { Button, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { canEditEvent } from '../../../domain/policy/events.ts';
import { editRequeues, reviewedChanges, type ReviewStatus } from '../../../domain/policy/review.ts';
import type { EventView } from '../../../domain/events.ts';
import { fieldProblems, hasStatus, problemMessage } from '../../infrastructure/api/errors.ts';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { QueryState } from '../../infrastructure/components/QueryState.tsx';
import { useEvent, useSaveEvent, type EventBody } from './api.ts';
import { FORM_REDIRECT_MS } from './CreateEventPage.tsx';
import { EventForm, type EventFormValues, type EventSaveValues } from './EventForm.tsx';
import { browserZone, registrationBody, registrationFormFromEvent, type RegistrationBody } from './registration-settings/values.ts';

/** Text, a list of tags or of questions, an instant or null: equal when written the same. */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The body of an edit. For this date alone, the whole form (as ever); when it reaches the
 * later dates of the series (`scope: 'following'`), only the fields changed here: a later
 * date keeps what was set on it alone (its own name, time or places) unless changed now.
 */
function editBody(initial: EventFormValues & RegistrationBody, values: EventSaveValues): EventBody {
  if (values.scope !== 'following') return values;
  const keys = Object.keys(initial) as (keyof typeof initial)[];
  const changed = keys.filter((key) => !sameValue(initial[key], values[key]));
  return { ...Object.fromEntries(changed.map((key) => [key, values[key]])), scope: 'following' };
}

/** The office's decision an event's status stands for: upcoming and past events are approved ones. */
const reviewStatusOf = (status: EventView['status']): ReviewStatus => (status === 'pending' || status === 'rejected' ? status : 'approved');

export function EditEventPage() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  // The window and draw times are shown in the campus zone: the form waits for it.
  const config = usePublicConfig();
  const failed = hasStatus(event.error, 404) ? t('msg:eventNotFound') : t('msg:fetchEventDetailsFailed');

  useEffect(() => {
    if (event.isError) notifyError(failed);
  }, [event.isError, failed]);

  return (
    <QueryState
      query={{ ...event, data: config.isPending ? undefined : event.data }}
      loadingLabel={t('eventPage.loading')}
      skeleton={<EventSkeleton />}
      errorMessage={failed}
      errorFrame={(error) => (
        <Page title={t('ws.form.editTitle')}>
          {error}
          <div>
            <Button component={Link} to="/">{t('ws.form.goHome')}</Button>
          </div>
        </Page>
      )}
    >
      {(e) => <EditEvent event={e} timeZone={config.data?.timeZone ?? browserZone()} approval={{ required: config.data?.eventApproval ?? false, requeueEdits: config.data?.eventApprovalRequeue ?? false }} />}
    </QueryState>
  );
}

/** The event's form, filled in with the event as its club wrote it. */
function EditEvent({ event: e, timeZone, approval }: { event: EventView; timeZone: string; approval: { required: boolean; requeueEdits: boolean } }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const save = useSaveEvent(e.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  // Its club's account, or a manager of the club (the server's rule).
  if (!canEditEvent(user, { organizerId: e.organizer.id })) {
    return (
      <Page title={t('ws.form.editTitle')}>
        <Text>{t('ws.form.notAllowed')}</Text>
      </Page>
    );
  }

  const initialValues: EventFormValues = {
    // The event as its club wrote it, whichever language this page is read in.
    name: e.original?.name ?? e.name, date: e.date, time: e.time, endTime: e.endTime ?? '', venue: e.venue, description: e.original?.description ?? e.description,
    type: e.type, capacity: e.capacity ? String(e.capacity) : '', tags: e.tags, venueId: e.venueId ?? null,
    language: e.originalLanguage ?? '', translations: e.translations ?? [],
  };
  const reviewStatus = reviewStatusOf(e.status);
  const warnBeforeSave = (values: EventFormValues) =>
    editRequeues(reviewStatus, reviewedChanges(initialValues, values), approval) ? t('msg:editNeedsApprovalAgain') : null;
  const initialRegistration = registrationFormFromEvent(e, timeZone);
  return (
    <Page title={t('ws.form.editTitle')} size="sm">
      <Paper withBorder p="lg">
        <EventForm
          initialValues={initialValues}
          initialRegistration={initialRegistration}
          fieldErrors={fieldErrors}
          inSeries={Boolean(e.seriesId)}
          currentImageUrl={e.imageUrl}
          submitLabel={t('ws.form.updateSubmit')}
          warnBeforeSave={warnBeforeSave}
          busy={save.isPending}
          done={save.isSuccess}
          problem={problem}
          onSubmit={(values, image) => {
            setProblem(null);
            save.mutate(
              { values: editBody({ ...initialValues, endTime: e.endTime, ...registrationBody(initialRegistration, timeZone) }, values), image },
              {
                onSuccess: (saved) => {
                  // The server's answer decides: back in the queue now, and not before.
                  notifySuccess(saved?.status === 'pending' && e.status !== 'pending' ? t('msg:eventSentForApprovalAgain') : t('msg:eventUpdated'));
                  setTimeout(() => navigate(`/${e.organizer.id}/dashboard`), FORM_REDIRECT_MS);
                },
                onError: (error) => {
                  // A refusal (400, or 409 e.g. a setting that can no longer change) says why, beside the fields it names.
                  setProblem(problemMessage(error, { shown: [400, 409], fallback: t('msg:updateEventFailed') }));
                  setFieldErrors(fieldProblems(error, [400, 409]));
                },
              },
            );
          }}
        />
      </Paper>
    </Page>
  );
}
