import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { canCreateEventFor } from '../../../domain/policy/events.ts';
import { fieldProblems, problemMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { emptyEventForm, EventForm } from './EventForm.tsx';
import { useSaveEvent } from './api.ts';
import { isOrganizer } from '../../../domain/policy/actor.ts';

/** SPEC.md §9: forms go back 2 s after success. */
export const FORM_REDIRECT_MS = 2000;

function createProblem(error: unknown, t: TFunction): string {
  return problemMessage(error, {
    byCode: { ORGANIZER_PROFILE_INCOMPLETE: t('msg:organizerNotFoundForAccount') },
    shown: [400, 409, 413, 415],
    fallback: t('msg:createEventFailed'),
  });
}

export function CreateEventPage() {
  const { t } = useTranslation();
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
      <Page title={t('ws.form.createTitle')}>
        <Text>{t('ws.form.onlyOrganizers')}</Text>
        <div>
          <Button component={Link} to="/">{t('ws.form.goHome')}</Button>
        </div>
      </Page>
    );
  }

  return (
    <Page title={clubName ? t('ws.form.createTitleFor', { club: clubName }) : t('ws.form.createTitle')} size="sm">
      <Paper withBorder p="lg">
        <EventForm
          initialValues={emptyEventForm}
          repeatable
          submitLabel={t('ws.form.createSubmit')}
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
                  notifySuccess(created?.status === 'pending' ? t('msg:eventSubmittedForApproval') : t('msg:eventCreated'));
                  setTimeout(() => navigate(`/${clubId}/dashboard`), FORM_REDIRECT_MS);
                },
                onError: (error) => {
                  setProblem(createProblem(error, t));
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
