import { Button, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG } from '../../domain/messages.ts';
import { studentSignupSchemaFor } from '../../domain/schemas/account.ts';
import { SEMESTER_HINT, USN_HINT } from '../../domain/schemas/fields.ts';
import { useUsnPattern } from '../api/config.ts';
import { FormError } from '../components/FormError.tsx';
import { LiveForm } from '../components/LiveForm.tsx';
import { notifySuccess } from '../components/notify.ts';
import { Page } from '../components/Page.tsx';
import { headline, zodValidate } from '../components/zod-form.ts';
import { useStudentSignup } from './api.ts';
import { AuthLinks } from './AuthLinks.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { googleErrorFromQuery } from './google-errors.ts';
import { PasswordStrength } from './PasswordStrength.tsx';
import { signupProblem } from './signup-errors.ts';
import { useReturnPath } from './useReturnPath.ts';

/** SPEC.md §9: signup forms move on after 1.5 s. */
export const SIGNUP_REDIRECT_MS = 1500;

const initialValues = { name: '', usn: '', email: '', password: '', semester: '', phone: '' };

export function StudentSignupPage() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [search] = useSearchParams();
  // A Google sign-up that failed comes back here with ?error=.
  const [problem, setProblem] = useState<string | null>(() => googleErrorFromQuery(search, MSG.googleSignUpFailed));
  const schema = studentSignupSchemaFor(useUsnPattern());
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
          <GoogleButton
            label="Continue with Google"
            callbackURL={returnPath}
            errorCallbackURL="/student-signup"
            errorPrefix={MSG.googleSignUpFailed}
            onError={setProblem}
          />
        </Stack>
      </Paper>
      <AuthLinks show={['login', 'organizer']} />
    </Page>
  );
}
