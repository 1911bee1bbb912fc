import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { SEMESTER_MAX, SEMESTER_MIN } from '../../../domain/field-rules.ts';
import type { Question } from '../../../domain/questions.ts';
import { answersSchemaFor } from '../../../domain/schemas/questions.ts';
import { registrationPatchSchemaFor } from '../../../domain/schemas/registration.ts';
import type { RegistrationView } from '../../../domain/responses/registrations.ts';
import { useUsnPattern } from '../../infrastructure/api/config.ts';
import { fieldProblems, hasStatus, problemMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, PageSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { EventHeading, EventSummary, useEvent } from '../../events/events/index.ts';
import { headline, useFilledFieldErrors, zodValidate } from '../../infrastructure/components/zod-form.ts';
import { useRegistration, useUpdateRegistration } from './api.ts';
import { answerErrors, formAnswers } from './depth/answers.ts';
import { QuestionFields } from './depth/QuestionFields.tsx';
import { useSensitiveNote } from './depth/sensitive-note.ts';
import { isStudent } from '../../../domain/policy/actor.ts';

const BACK_AFTER_MS = 2000;
const NO_QUESTIONS: readonly Question[] = [];

function loadProblem(error: unknown, t: TFunction): string {
  return problemMessage(error, {
    shown: [],
    byStatus: { 404: t('msg:registrationNotFound'), 403: t('msg:notAuthorizedToEditRegistration') },
    fallback: t('msg:fetchRegistrationFailed'),
  });
}

interface EditFormProps {
  registration: RegistrationView;
  /** The event's questions while it is upcoming (answers can change until then); [] otherwise. */
  questions: readonly Question[];
  phone?: string | null;
  usn?: string | null;
  /** The event's day: when its sensitive answers are deleted. */
  event?: { date: string };
}

function EditForm({ registration, questions, phone, usn, event }: EditFormProps) {
  const sensitiveNote = useSensitiveNote(event, questions);
  const navigate = useNavigate();
  const location = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const usnPattern = useUsnPattern();
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  // The registration's own USN passes as stored (it cannot change here), as on the server.
  const schema = useMemo(
    () => registrationPatchSchemaFor(usnPattern, registration.usn).extend({ answers: answersSchemaFor(questions) }),
    [usnPattern, registration.usn, questions],
  );
  const initialValues = {
    name: registration.name,
    usn: registration.usn,
    // Shown as stored, even one today's rules refuse ("twelve"): its problem is shown with it, to be corrected.
    semester: registration.semester,
    // Prefilled from the student's account until the registration has its own.
    contactNo: registration.contactNo ?? phone ?? '',
    answers: formAnswers(questions, registration.answers),
  };
  const form = useForm({
    initialValues,
    initialErrors: useFilledFieldErrors(schema, initialValues, language),
    validate: zodValidate(schema, language),
  });
  const save = useUpdateRegistration(registration.id);
  const submit = form.onSubmit(
    ({ answers, ...values }) => {
      setProblem(null);
      // The answers as the server reads them, sent only when the event asks questions.
      const changed = questions.length > 0 ? { answers: answersSchemaFor(questions).parse(answers) } : {};
      save.mutate(
        { ...values, email: registration.email, ...changed },
        {
          onSuccess: () => {
            notifySuccess(t('msg:registrationUpdated'));
            // Back where the student came from; opened directly, to their profile.
            setTimeout(() => (location.key === 'default' ? navigate(usn ? `/${encodeURIComponent(usn)}/profile` : '/') : navigate(-1)), BACK_AFTER_MS);
          },
          onError: (error) => {
            setProblem(problemMessage(error, { shown: [400], fallback: t('msg:updateRegistrationFailed') }));
            if (hasStatus(error, 400)) form.setErrors(answerErrors(fieldProblems(error)));
          },
        },
      );
    },
    () => setProblem(headline(schema, form.getValues(), language)),
  );
  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={problem} />
          <TextInput label={t('editRegistration.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('signup.usn')} description={t('signup.usnHint')} autoComplete="off" required {...form.getInputProps('usn')} />
          <TextInput label={t('editRegistration.semester')} description={t('signup.semesterHint', { min: SEMESTER_MIN, max: SEMESTER_MAX })} inputMode="numeric" required {...form.getInputProps('semester')} />
          <TextInput label={t('editRegistration.contact')} type="tel" autoComplete="tel" required {...form.getInputProps('contactNo')} />
          <TextInput label={t('register.email')} value={registration.email} readOnly description={t('msg:emailCannotChange')} />
          <QuestionFields questions={questions} inputProps={form.getInputProps} sensitiveNote={sensitiveNote} />
          <Button type="submit" loading={save.isPending} disabled={save.isSuccess}>
            {t('editRegistration.update')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

export function EditRegistrationPage() {
  const { registrationId = '' } = useParams();
  const { user } = useSession();
  const query = useRegistration(registrationId);
  // The event the registration is for: its name and summary head the page.
  const eventQuery = useEvent(query.data?.eventId);
  const event = eventQuery.data;
  const { t } = useTranslation();
  // The form waits for the event (its questions); an event that cannot be read leaves the standard fields.
  const waiting = eventQuery.isPending && eventQuery.fetchStatus !== 'idle';
  return (
    <QueryState
      query={{ ...query, data: waiting ? undefined : query.data }}
      loadingLabel={t('editRegistration.loading')}
      skeleton={
        <PageSkeleton size="sm">
          <LinesSkeleton rows={4} height={40} />
        </PageSkeleton>
      }
      errorMessage={loadProblem(query.error, t)}
      errorFrame={(error) => (
        <Page title={t('editRegistration.documentTitle')} size="sm">
          {error}
          <div>
            <Button component={Link} to="/">{t('eventPage.goHome')}</Button>
          </div>
        </Page>
      )}
    >
      {(registration) => (
        <Page
          title={t('editRegistration.documentTitle')}
          heading={event ? <EventHeading action={t('register.editRegistration')} event={event} /> : undefined}
          subheading={event ? <EventSummary event={event} /> : undefined}
          size="sm"
        >
          {!isStudent(user) ? (
            <Text role="alert">{t('msg:notAuthorizedToEditRegistration')}</Text>
          ) : (
            <EditForm registration={registration} questions={event?.status === 'upcoming' ? event.questions : NO_QUESTIONS} phone={user.phone} usn={user.usn} event={event} />
          )}
        </Page>
      )}
    </QueryState>
  );
}
