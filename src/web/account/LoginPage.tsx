import { Anchor, Button, Divider, Group, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { signInSchema } from '../../domain/schemas/sign-in.ts';
import { usePublicConfig } from '../api/config.ts';
import { errorMessage } from '../api/errors.ts';
import { useSession, useSignIn } from '../api/session.ts';
import { FormError } from '../components/FormError.tsx';
import { LiveForm } from '../components/LiveForm.tsx';
import { Page } from '../components/Page.tsx';
import { headline, zodValidate } from '../components/zod-form.ts';
import { AuthLinks } from './AuthLinks.tsx';
import { CampusButton } from './CampusButton.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { providerErrorFromQuery } from './google-errors.ts';
import { useAskedReturnPath } from './useReturnPath.ts';
import { withReturnPath } from '../../domain/return-path.ts';

export function LoginPage() {
  const { user } = useSession();
  const asked = useAskedReturnPath();
  const returnPath = asked ?? '/';
  const navigate = useNavigate();
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [search] = useSearchParams();
  const campusName = usePublicConfig().data?.campusSignIn?.name;
  // A Google or campus sign-in that failed comes back here with ?error= (shown until the next attempt).
  const [attempted, setProblem] = useState<string | null | undefined>(undefined);
  const problem = attempted === undefined ? providerErrorFromQuery(search, 'sign-in', campusName) : attempted;
  const form = useForm({ initialValues: { email: '', password: '' }, validate: (values) => zodValidate(signInSchema())(values) });

  if (user && !signIn.isPending && !signIn.isSuccess) return <Navigate to={returnPath} replace />;

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      signIn.mutate(signInSchema().parse(values), {
        onSuccess: () => navigate(returnPath, { replace: true }),
        onError: (error) => setProblem(`${t('msg:signInFailed')}${errorMessage(error)}`),
      });
    },
    () => setProblem(headline(signInSchema(), form.getValues())),
  );

  return (
    <Page title={t('login.title')} size="xs">
      <Paper withBorder p="lg">
        <Stack>
          <LiveForm onSubmit={submit}>
            <Stack>
              <FormError message={problem} />
              <TextInput label={t('login.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
              <PasswordInput label={t('login.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
              <Group justify="flex-end" mt={-8}>
                <Anchor component={Link} to={withReturnPath('/forgot-password', asked)} size="sm">
                  {t('login.forgot')}
                </Anchor>
              </Group>
              <Button type="submit" loading={signIn.isPending} fullWidth>
                {t('login.submit')}
              </Button>
            </Stack>
          </LiveForm>
          <Divider label={t('login.or')} labelPosition="center" />
          <Button component={Link} to={withReturnPath('/email-link', asked)} variant="default" fullWidth>
            {t('login.emailLink')}
          </Button>
          <CampusButton page="sign-in" callbackURL={returnPath} errorCallbackURL={withReturnPath('/login', asked)} onError={setProblem} divider={false} />
          <GoogleButton
            label={t('login.google')}
            callbackURL={returnPath}
            errorCallbackURL={withReturnPath('/login', asked)}
            errorPrefix={t('msg:googleSignInFailed')}
            onError={setProblem}
            divider={false}
          />
        </Stack>
      </Paper>
      <AuthLinks show={['student', 'organizer']} returnPath={asked} />
    </Page>
  );
}
