import { Button, Paper, PasswordInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG } from '../../../domain/messages.ts';
import { organizerSignupSchema } from '../../../domain/schemas/account.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { LiveForm } from '../../infrastructure/components/LiveForm.tsx';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { headline, zodValidate } from '../../infrastructure/components/zod-form.ts';
import { useOrganizerSignup } from './api.ts';
import { AuthLinks } from './AuthLinks.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { googleErrorFromQuery } from './google-errors.ts';
import { PasswordStrength } from './PasswordStrength.tsx';
import { signupProblem } from './signup-errors.ts';
import { SIGNUP_REDIRECT_MS } from './StudentSignupPage.tsx';
import { useAskedReturnPath } from './useReturnPath.ts';
import { withReturnPath } from '../../../domain/return-path.ts';

const initialValues = { name: '', email: '', password: '', confirmPassword: '', field: '', phone: '' };

export function OrganizerSignupPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The page asked for before signing up (an invitation…), else the new club's dashboard.
  const asked = useAskedReturnPath();
  // A Google sign-up that failed comes back here with ?error=.
  const [problem, setProblem] = useState<string | null>(() => googleErrorFromQuery(search, MSG.googleSignUpFailed));
  const form = useForm({ initialValues, validate: zodValidate(organizerSignupSchema) });
  const signup = useOrganizerSignup();

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      signup.mutate(values, {
        onSuccess: ({ user }) => {
          notifySuccess(MSG.signedUp);
          setTimeout(() => navigate(asked ?? `/${user.id}/dashboard`, { replace: true }), SIGNUP_REDIRECT_MS);
        },
        onError: (error) => setProblem(signupProblem(error)),
      });
    },
    () => setProblem(headline(organizerSignupSchema, form.getValues())),
  );

  return (
    <Page title="Organizer Signup" size="sm">
      <Paper withBorder p="lg">
        <Stack>
          <LiveForm onSubmit={submit}>
            <Stack>
              <Text size="sm" c="dimmed">
                All fields are required unless marked optional.
              </Text>
              <FormError message={problem} />
              <TextInput label="Organization name" autoComplete="organization" required {...form.getInputProps('name')} />
              <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
              <PasswordInput label="Password" autoComplete="new-password" required {...form.getInputProps('password')} />
              <PasswordStrength password={form.values.password} />
              <PasswordInput label="Confirm password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
              <Textarea label="Field" description="What your club or group does" autosize minRows={2} required {...form.getInputProps('field')} />
              <TextInput label="Phone (optional)" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
              <Button type="submit" loading={signup.isPending} disabled={signup.isSuccess} fullWidth>
                Sign up
              </Button>
            </Stack>
          </LiveForm>
          <GoogleButton
            label="Continue with Google"
            callbackURL={asked ?? '/'}
            errorCallbackURL={withReturnPath('/organizer-signup', asked)}
            errorPrefix={MSG.googleSignUpFailed}
            onError={setProblem}
            organizer
          />
        </Stack>
      </Paper>
      <AuthLinks show={['login', 'student']} returnPath={asked} />
    </Page>
  );
}
