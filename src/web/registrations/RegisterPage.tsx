import { Button, Center, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { displayName, displayVenue } from '../../domain/event-display.ts';
import { MSG } from '../../domain/messages.ts';
import { SEMESTER_HINT, USN_HINT } from '../../domain/schemas/fields.ts';
import { registrationInputSchemaFor } from '../../domain/schemas/registration.ts';
import { useUsnPattern } from '../api/config.ts';
import { ApiError } from '../api/errors.ts';
import { useSession } from '../api/session.ts';
import { FormError } from '../components/FormError.tsx';
import { notifyError } from '../components/notify.ts';
import { Page } from '../components/Page.tsx';
import { headline, useFilledFieldErrors, zodValidate } from '../components/zod-form.ts';
import { EventWhen, useEvent } from '../events/index.ts';
import { useRegister } from './api.ts';
import { registerProblem, type JustRegistered } from './useRegisterAction.ts';
import { YoureIn } from './YoureIn.tsx';

export function RegisterPage() {
  const { eventId = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const event = useEvent(eventId);
  const [problem, setProblem] = useState<string | null>(null);
  const schema = registrationInputSchemaFor(useUsnPattern());
  const initialValues = { name: user?.name ?? '', usn: user?.usn ?? '', email: user?.email ?? '', semester: user?.semester ?? '' };
  const form = useForm({
    initialValues,
    // Prefilled from the account: a stored value today's rules refuse shows its problem at once.
    initialErrors: useFilledFieldErrors(schema, initialValues),
    validate: zodValidate(schema),
  });
  const save = useRegister(eventId);
  // Made here by the form, or by one tap on a card before coming here (useRegisterAction.ts).
  const arrivedWith = (useLocation().state as JustRegistered | null)?.registered;
  const justMade = save.data ?? (arrivedWith?.eventId === eventId ? arrivedWith : undefined);

  // Where SPEC.md sends people when the event cannot be registered for.
  useEffect(() => {
    if (event.isError) {
      if (event.error instanceof ApiError && event.error.status === 404) {
        notifyError(MSG.eventNotFound);
        navigate('/404', { replace: true });
      } else notifyError(MSG.loadEventDetailsFailed);
    } else if (event.data?.status === 'past') {
      notifyError(MSG.registrationClosed);
      navigate('/', { replace: true });
    }
  }, [event.isError, event.error, event.data?.status, navigate]);

  if (user?.role !== 'student') {
    return (
      <Page title="Register">
        <Text>{MSG.onlyStudentsRegister}</Text>
      </Page>
    );
  }
  if (!user.usn) {
    return (
      <Page title="Register">
        <Text>{MSG.studentProfileNotFound}</Text>
        <div>
          <Button component={Link} to="/complete-profile">Complete your profile</Button>
        </div>
      </Page>
    );
  }
  if (event.isPending || event.isError) {
    return (
      <Center py="xl">
        {event.isError ? <Text>{MSG.loadEventDetailsFailed}</Text> : <Loader aria-label="Loading event" />}
      </Center>
    );
  }

  const e = event.data;
  if (justMade) return <YoureIn event={e} registration={justMade} />;
  const already = Boolean(e.viewer?.registrationId) && !save.isSuccess;
  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      save.mutate(values, {
        onError: (error) => setProblem(registerProblem(error)),
      });
    },
    () => setProblem(headline(schema, form.getValues())),
  );

  return (
    <Page title={`Register: ${displayName(e.name)}`} heading={`Register for ${displayName(e.name)}`} size="sm">
      <Text>
        <EventWhen event={e} /> · {displayVenue(e.venue)}
      </Text>
      {already ? (
        <Stack>
          <Text role="status">{MSG.alreadyRegistered}</Text>
          <div>
            <Button component={Link} to={`/edit-registration/${encodeURIComponent(e.viewer!.registrationId!)}`} variant="light">
              Edit Registration
            </Button>
          </div>
        </Stack>
      ) : (
        <Paper withBorder p="lg">
          <form onSubmit={submit} noValidate>
            <Stack>
              <Text size="sm" c="dimmed">
                All fields are required.
              </Text>
              <FormError message={problem} />
              <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
              <TextInput label="USN" description={USN_HINT} autoComplete="off" required {...form.getInputProps('usn')} />
              <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
              <TextInput label="Semester" description={SEMESTER_HINT} inputMode="numeric" required {...form.getInputProps('semester')} />
              <Button type="submit" loading={save.isPending} disabled={save.isSuccess}>
                Register
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    </Page>
  );
}
