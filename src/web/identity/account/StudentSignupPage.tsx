import { Button, Divider, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG, studentsSignInWith } from '../../../domain/messages.ts';
import { studentSignupSchemaFor } from '../../../domain/schemas/account.ts';
import { SEMESTER_HINT, USN_HINT } from '../../../domain/schemas/fields.ts';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { LiveForm } from '../../infrastructure/components/LiveForm.tsx';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { headline, zodValidate } from '../../infrastructure/components/zod-form.ts';
import { useStudentSignup } from './api.ts';
import { AuthLinks } from './AuthLinks.tsx';
import { CampusButton } from './CampusButton.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { providerErrorFromQuery } from './google-errors.ts';
import { PasswordStrength } from './PasswordStrength.tsx';
import { signupProblem } from './signup-errors.ts';
import { useAskedReturnPath } from './useReturnPath.ts';
import { withReturnPath } from '../../../domain/return-path.ts';

/** SPEC.md §9: signup forms move on after 1.5 s. */
export const SIGNUP_REDIRECT_MS = 1500;

const initialValues = { name: '', usn: '', email: '', password: '', semester: '', phone: '' };

export function StudentSignupPage() {
  const navigate = useNavigate();
  const asked = useAskedReturnPath();
  const returnPath = asked ?? '/';
  const [search] = useSearchParams();
  const config = usePublicConfig().data;
  const campus = config?.campusSignIn;
  // A Google or campus sign-up that failed comes back here with ?error= (shown until the next attempt).
  const [attempted, setProblem] = useState<string | null | undefined>(undefined);
  const problem = attempted === undefined ? providerErrorFromQuery(search, 'sign-up', campus?.name) : attempted;
  const schema = studentSignupSchemaFor(config?.usnPattern);
  const form = useForm({ initialValues, validate: zodValidate(schema) });
  const signup = useStudentSignup();

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      signup.mutate(values, {
        onSuccess: () => {
          notifySuccess(MSG.accountCreated);
          setTimeout(() => navigate(returnPath, { replace: true }), SIGNUP_REDIRECT_MS);
        },
        onError: (error) => setProblem(signupProblem(error)),
      });
    },
    () => setProblem(headline(schema, form.getValues())),
  );

  const campusButton = <CampusButton page="sign-up" callbackURL={returnPath} errorCallbackURL={withReturnPath('/student-signup', asked)} onError={setProblem} divider={false} />;
  // CAMPUS_SSO_ONLY: students come from the campus provider; the form would only be refused.
  if (campus?.ssoOnly) {
    return (
      <Page title="Student Signup" size="sm">
        <Paper withBorder p="lg">
          <Stack>
            <Text>{studentsSignInWith(campus.name)}</Text>
            <FormError message={problem} />
            {campusButton}
          </Stack>
        </Paper>
        <AuthLinks show={['login', 'organizer']} returnPath={asked} />
      </Page>
    );
  }

  return (
    <Page title="Student Signup" size="sm">
      <Paper withBorder p="lg">
        <Stack>
          <LiveForm onSubmit={submit}>
            <Stack>
              <Text size="sm" c="dimmed">
                All fields are required.
              </Text>
              <FormError message={problem} />
              <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput label="USN" description={USN_HINT} autoComplete="off" required {...form.getInputProps('usn')} />
                <TextInput label="Semester" description={SEMESTER_HINT} inputMode="numeric" required {...form.getInputProps('semester')} />
              </SimpleGrid>
              <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
              <TextInput label="Phone" type="tel" autoComplete="tel" required {...form.getInputProps('phone')} />
              <PasswordInput label="Password" autoComplete="new-password" required {...form.getInputProps('password')} />
              <PasswordStrength password={form.values.password} />
              <Button type="submit" loading={signup.isPending} disabled={signup.isSuccess} fullWidth>
                Sign up
              </Button>
            </Stack>
          </LiveForm>
          {(config?.googleSignIn || campus) && <Divider label="or" labelPosition="center" />}
          {campusButton}
          <GoogleButton
            label="Continue with Google"
            callbackURL={returnPath}
            errorCallbackURL={withReturnPath('/student-signup', asked)}
            errorPrefix={MSG.googleSignUpFailed}
            onError={setProblem}
            divider={false}
          />
        </Stack>
      </Paper>
      <AuthLinks show={['login', 'organizer']} returnPath={asked} />
    </Page>
  );
}
