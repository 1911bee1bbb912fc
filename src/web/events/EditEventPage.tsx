import { EventLoading } from './EventLoading.tsx';
import { Button, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MSG } from '../../domain/messages.ts';
import { ApiError } from '../api/errors.ts';
import { useSession } from '../api/session.ts';
import { notifyError, notifySuccess } from '../components/notify.ts';
import { Page } from '../components/Page.tsx';
import { useEvent, useSaveEvent, type EventBody } from './api.ts';
import { FORM_REDIRECT_MS } from './CreateEventPage.tsx';
import { EventForm, type EventFormValues, type EventSaveValues } from './EventForm.tsx';

const sameValue = (a: EventFormValues[keyof EventFormValues], b: EventFormValues[keyof EventFormValues]) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

/**
 * The body of an edit. For this date alone, the whole form (as ever); when it reaches the
 * later dates of the series (`scope: 'following'`), only the fields changed here: a later
 * date keeps what was set on it alone (its own name, time or places) unless changed now.
 */
function editBody(initial: EventFormValues, values: EventSaveValues): EventBody {
  if (values.scope !== 'following') return values;
  const keys = Object.keys(initial) as (keyof EventFormValues)[];
  const changed = keys.filter((key) => !sameValue(initial[key], values[key]));
  return { ...Object.fromEntries(changed.map((key) => [key, values[key]])), scope: 'following' };
}

export function EditEventPage() {
  const { eventId = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const event = useEvent(eventId);
  const save = useSaveEvent(eventId);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!event.isError) return;
    const missing = event.error instanceof ApiError && event.error.status === 404;
    notifyError(missing ? MSG.eventNotFound : MSG.fetchEventDetailsFailed);
  }, [event.isError, event.error]);

  if (event.isPending) {
    return <EventLoading />;
  }
  if (event.isError) {
    const missing = event.error instanceof ApiError && event.error.status === 404;
    return (
      <Page title="Edit Event">
        <Text>{missing ? MSG.eventNotFound : MSG.fetchEventDetailsFailed}</Text>
        <div>
          <Button component={Link} to="/">Go back home</Button>
        </div>
      </Page>
    );
  }
  const e = event.data;
  if (user?.id !== e.organizer.id) {
    return (
      <Page title="Edit Event">
        <Text>You are not allowed to edit this event.</Text>
      </Page>
    );
  }

  const initialValues: EventFormValues = {
    name: e.name, date: e.date, time: e.time, venue: e.venue, description: e.description,
    type: e.type, capacity: e.capacity ? String(e.capacity) : '', tags: e.tags,
  };
  return (
    <Page title="Edit Event" size="sm">
      <Paper withBorder p="lg">
        <EventForm
          initialValues={initialValues}
          inSeries={Boolean(e.seriesId)}
          currentImageUrl={e.imageUrl}
          submitLabel="Update Event"
          busy={save.isPending}
          done={save.isSuccess}
          problem={problem}
          onSubmit={(values, image) => {
            setProblem(null);
            save.mutate(
              { values: editBody(initialValues, values), image },
              {
                onSuccess: () => {
                  notifySuccess(MSG.eventUpdated);
                  setTimeout(() => navigate(`/${e.organizer.id}/dashboard`), FORM_REDIRECT_MS);
                },
                onError: (error) =>
                  setProblem(error instanceof ApiError && error.status === 400 ? error.message : MSG.updateEventFailed),
              },
            );
          }}
        />
      </Paper>
    </Page>
  );
}
