import { Button, Center, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { MSG } from '../../domain/messages.ts';
import { SEMESTER_HINT, USN_HINT } from '../../domain/schemas/fields.ts';
import { registrationPatchSchemaFor } from '../../domain/schemas/registration.ts';
import type { RegistrationView } from '../../domain/responses/registrations.ts';
import { useUsnPattern } from '../api/config.ts';
import { ApiError } from '../api/errors.ts';
import { useSession } from '../api/session.ts';
import { FormError } from '../components/FormError.tsx';
import { notifySuccess } from '../components/notify.ts';
import { Page } from '../components/Page.tsx';
import { EventHeading, EventSummary, useEvent } from '../events/index.ts';
import { headline, useFilledFieldErrors, zodValidate } from '../components/zod-form.ts';
import { useRegistration, useUpdateRegistration } from './api.ts';

const BACK_AFTER_MS = 2000;

function loadProblem(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return MSG.registrationNotFound;
  if (error instanceof ApiError && error.status === 403) return MSG.notAuthorizedToEditRegistration;
  return MSG.fetchRegistrationFailed;
}

function EditForm({ registration, phone, usn }: { registration: RegistrationView; phone?: string | null; usn?: string | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const usnPattern = useUsnPattern();
  // The registration's own USN passes as stored (it cannot change here), as on the server.
  const schema = useMemo(() => registrationPatchSchemaFor(usnPattern, registration.usn), [usnPattern, registration.usn]);
  const initialValues = {
    name: registration.name,
    usn: registration.usn,
    // Shown as stored, even one today's rules refuse ("twelve"): its problem is shown with it, to be corrected.
    semester: registration.semester,
    // Prefilled from the student's account until the registration has its own.
    contactNo: registration.contactNo ?? phone ?? '',
  };
  const form = useForm({
    initialValues,
    initialErrors: useFilledFieldErrors(schema, initialValues),
    validate: zodValidate(schema),
  });
  const save = useUpdateRegistration(registration.id);
  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      save.mutate(
        { ...values, email: registration.email },
        {
          onSuccess: () => {
            notifySuccess(MSG.registrationUpdated);
            // Back where the student came from; opened directly, to their profile.
            setTimeout(() => (location.key === 'default' ? navigate(usn ? `/${encodeURIComponent(usn)}/profile` : '/') : navigate(-1)), BACK_AFTER_MS);
          },
          onError: (error) => setProblem(error instanceof ApiError && error.status === 400 ? error.message : MSG.updateRegistrationFailed),
        },
      );
    },
    () => setProblem(headline(schema, form.getValues())),
  );
  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={problem} />
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="USN" description={USN_HINT} autoComplete="off" required {...form.getInputProps('usn')} />
          <TextInput label="Semester" description={SEMESTER_HINT} inputMode="numeric" required {...form.getInputProps('semester')} />
          <TextInput label="Contact number" type="tel" autoComplete="tel" required {...form.getInputProps('contactNo')} />
          <TextInput label="Email" value={registration.email} readOnly description={MSG.emailCannotChange} />
          <Button type="submit" loading={save.isPending} disabled={save.isSuccess}>
            Update Registration
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
  const event = useEvent(query.data?.eventId).data;
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading registration" />
      </Center>
    );
  }
  return (
    <Page
      title="Edit Registration"
      heading={event ? <EventHeading action="Edit Registration" event={event} /> : undefined}
      subheading={event ? <EventSummary event={event} /> : undefined}
      size="sm"
    >
      {query.isError ? (
        <>
          <Text role="alert">{loadProblem(query.error)}</Text>
          <div>
            <Button component={Link} to="/">Go back home</Button>
          </div>
        </>
      ) : user?.role !== 'student' ? (
        <Text role="alert">{MSG.notAuthorizedToEditRegistration}</Text>
      ) : (
        <EditForm registration={query.data} phone={user.phone} usn={user.usn} />
      )}
    </Page>
  );
}
