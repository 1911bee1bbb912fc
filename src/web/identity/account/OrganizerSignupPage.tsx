import { Button, Paper, PasswordInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
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
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  // The page asked for before signing up (an invitation…), else the new club's dashboard.
  const asked = useAskedReturnPath();
  // A Google sign-up that failed comes back here with ?error=.
  const [problem, setProblem] = useState<string | null>(() => googleErrorFromQuery(search, t('msg:googleSignUpFailed'), t));
  const form = useForm({ initialValues, validate: zodValidate(organizerSignupSchema, language) });
  const signup = useOrganizerSignup();

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      signup.mutate(values, {
        onSuccess: ({ user }) => {
          notifySuccess(t('msg:signedUp'));
          setTimeout(() => navigate(asked ?? `/${user.id}/dashboard`, { replace: true }), SIGNUP_REDIRECT_MS);
        },
        onError: (error) => setProblem(signupProblem(error, t('msg:createAccountFailed'))),
      });
    },
    () => setProblem(headline(organizerSignupSchema, form.getValues(), language)),
  );

  return (
    <Page title={t('signup.organizerTitle')} size="sm">
      <Paper withBorder p="lg">
        <Stack>
          <LiveForm onSubmit={submit}>
            <Stack>
              <Text size="sm" c="dimmed">
                {t('signup.allRequiredUnlessOptional')}
              </Text>
              <FormError message={problem} />
              <TextInput label={t('signup.orgName')} autoComplete="organization" required {...form.getInputProps('name')} />
              <TextInput label={t('login.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
              <PasswordInput label={t('login.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
              <PasswordStrength password={form.values.password} />
              <PasswordInput label={t('signup.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
              <Textarea label={t('signup.field')} description={t('signup.fieldHint')} autosize minRows={2} required {...form.getInputProps('field')} />
              <TextInput label={t('signup.phoneOptional')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
              <Button type="submit" loading={signup.isPending} disabled={signup.isSuccess} fullWidth>
                {t('signup.submit')}
              </Button>
            </Stack>
          </LiveForm>
          <GoogleButton
            label={t('login.google')}
            callbackURL={asked ?? '/'}
            errorCallbackURL={withReturnPath('/organizer-signup', asked)}
            errorPrefix={t('msg:googleSignUpFailed')}
            onError={setProblem}
            organizer
          />
        </Stack>
      </Paper>
      <AuthLinks show={['login', 'student']} returnPath={asked} />
    </Page>
  );
}
