import { Anchor, Button, Divider, Group, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { useSession, useSignIn } from '../../infrastructure/api/session.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { LiveForm } from '../../infrastructure/components/LiveForm.tsx';
import { Page } from '../../infrastructure/components/Page.tsx';
import { AuthLinks } from './AuthLinks.tsx';
import { CampusButton } from './CampusButton.tsx';
import { GoogleButton } from './GoogleButton.tsx';
import { providerErrorFromQuery } from './google-errors.ts';
import { useAskedReturnPath } from './useReturnPath.ts';
import { withReturnPath } from '../../../domain/return-path.ts';
import type * as SignInChecks from './sign-in-checks.ts';

/** The form's checks, fetched once: when the form is first touched, at the latest on submit. */
let checks: Promise<typeof SignInChecks> | undefined;
const loadChecks = () => (checks ??= import('./sign-in-checks.ts'));

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
  const problem = attempted === undefined ? providerErrorFromQuery(search, 'sign-in', campusName, t) : attempted;
  const form = useForm({ initialValues: { email: '', password: '' } });
  // While the checks load (a first submit without touching the form): busy, as while signing in.
  const [checking, setChecking] = useState(false);

  if (user && !signIn.isPending && !signIn.isSuccess) return <Navigate to={returnPath} replace />;

  // Checked on submit with the server's schema (the same messages), loaded by then.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking || signIn.isPending) return;
    setChecking(true);
    const { signInSchema, zodValidate, headline } = await loadChecks().finally(() => setChecking(false));
    const values = form.getValues();
    const errors = zodValidate(signInSchema())(values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      setProblem(headline(signInSchema(), values));
      return;
    }
    setProblem(null);
    signIn.mutate(signInSchema().parse(values), {
      onSuccess: () => navigate(returnPath, { replace: true }),
      onError: (error) => setProblem(problemMessage(error, { shown: [], prefix: t('msg:signInFailed') })),
    });
  };

  return (
    <Page title={t('login.title')} size="xs">
      <Paper withBorder p="lg">
        <Stack>
          <LiveForm onSubmit={(event) => void submit(event)} onFocus={() => void loadChecks()}>
            <Stack>
              <FormError message={problem} />
              <TextInput label={t('login.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
              <PasswordInput label={t('login.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
              <Group justify="flex-end" mt={-8}>
                <Anchor component={Link} to={withReturnPath('/forgot-password', asked)} size="sm">
                  {t('login.forgot')}
                </Anchor>
              </Group>
              <Button type="submit" loading={signIn.isPending || checking} fullWidth>
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
