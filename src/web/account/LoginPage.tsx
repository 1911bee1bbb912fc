import { Button, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { MSG } from '../../domain/messages.ts';
import { signInSchema } from '../../domain/schemas/account.ts';
import { errorMessage } from '../api/client.ts';
import { useSession, useSignIn } from '../api/session.ts';
import { FormError } from '../components/FormError.tsx';
import { Page } from '../components/Page.tsx';
import { headline, zodValidate } from '../components/zod-form.ts';
import { AuthLinks } from './AuthLinks.tsx';
import { useReturnPath } from './useReturnPath.ts';

export function LoginPage() {
  const { user } = useSession();
  const returnPath = useReturnPath();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '', password: '' }, validate: zodValidate(signInSchema) });

  if (user && !signIn.isPending && !signIn.isSuccess) return <Navigate to={returnPath} replace />;

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      signIn.mutate(signInSchema.parse(values), {
        onSuccess: () => navigate(returnPath, { replace: true }),
        onError: (error) => setProblem(`${MSG.signInFailed}${errorMessage(error)}`),
      });
    },
    () => setProblem(headline(signInSchema, form.getValues())),
  );

  return (
    <Page title="Login" size="xs">
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormError message={problem} />
            <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
            <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
            <Button type="submit" loading={signIn.isPending} fullWidth>
              Login
            </Button>
          </Stack>
        </form>
      </Paper>
      <AuthLinks show={['student', 'organizer']} />
    </Page>
  );
}
