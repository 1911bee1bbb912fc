import { Button, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { canCreateEventFor } from '../../../domain/policy/events.ts';
import { MSG } from '../../../domain/messages.ts';
import { fieldProblems, problemMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { emptyEventForm, EventForm } from './EventForm.tsx';
import { useSaveEvent } from './api.ts';
import { isOrganizer } from '../../../domain/policy/actor.ts';

/** SPEC.md §9: forms go back 2 s after success. */
export const FORM_REDIRECT_MS = 2000;

function createProblem(error: unknown): string {
  return problemMessage(error, {
    byCode: { ORGANIZER_PROFILE_INCOMPLETE: MSG.organizerNotFoundForAccount },
    shown: [400, 409, 413, 415],
    fallback: MSG.createEventFailed,
  });
}

export function CreateEventPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const save = useSaveEvent();
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  // A manager creates for the club named by `?club=`; a club account for itself.
  const [search] = useSearchParams();
  const clubId = search.get('club') ?? (isOrganizer(user) ? user.id : null);
  const forClub = clubId && clubId !== user?.id ? clubId : undefined;
  const clubName = forClub ? user?.memberships?.find((m) => m.organizerId === forClub)?.name : undefined;

  if (!user || !clubId || !canCreateEventFor(user, clubId)) {
    return (
      <Page title="Create Event">
        <Text>Only organizers can create events.</Text>
        <div>
          <Button component={Link} to="/">Go back home</Button>
        </div>
      </Page>
    );
  }

  return (
    <Page title={clubName ? `Create Event for ${clubName}` : 'Create Event'} size="sm">
      <Paper withBorder p="lg">
        <EventForm
          initialValues={emptyEventForm}
          repeatable
          submitLabel="Create Event"
          busy={save.isPending}
          done={save.isSuccess}
          problem={problem}
          fieldErrors={fieldErrors}
          onSubmit={(values, image) => {
            setProblem(null);
            save.mutate(
              { values: forClub ? { ...values, organizerId: forClub } : values, image },
              {
                onSuccess: (created) => {
                  notifySuccess(created?.status === 'pending' ? MSG.eventSubmittedForApproval : MSG.eventCreated);
                  setTimeout(() => navigate(`/${clubId}/dashboard`), FORM_REDIRECT_MS);
                },
                onError: (error) => {
                  setProblem(createProblem(error));
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
