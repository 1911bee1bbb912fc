import { Button, Divider, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { studentSignupSchemaFor } from '../../../domain/schemas/account.ts';
import { SEMESTER_MAX, SEMESTER_MIN } from '../../../domain/schemas/fields.ts';
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
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const campus = config?.campusSignIn;
  // A Google or campus sign-up that failed comes back here with ?error= (shown until the next attempt).
  const [attempted, setProblem] = useState<string | null | undefined>(undefined);
  const problem = attempted === undefined ? providerErrorFromQuery(search, 'sign-up', campus?.name, t) : attempted;
  const schema = studentSignupSchemaFor(config?.usnPattern);
  const form = useForm({ initialValues, validate: zodValidate(schema, language) });
  const signup = useStudentSignup();

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      signup.mutate(values, {
        onSuccess: () => {
          notifySuccess(t('msg:accountCreated'));
          setTimeout(() => navigate(returnPath, { replace: true }), SIGNUP_REDIRECT_MS);
        },
        onError: (error) => setProblem(signupProblem(error, t('msg:createAccountFailed'))),
      });
    },
    () => setProblem(headline(schema, form.getValues(), language)),
  );

  const campusButton = <CampusButton page="sign-up" callbackURL={returnPath} errorCallbackURL={withReturnPath('/student-signup', asked)} onError={setProblem} divider={false} />;
  // CAMPUS_SSO_ONLY: students come from the campus provider; the form would only be refused.
  if (campus?.ssoOnly) {
    return (
      <Page title={t('signup.studentTitle')} size="sm">
        <Paper withBorder p="lg">
          <Stack>
            <Text>{t('signup.studentsSignInWith', { campus: campus.name })}</Text>
            <FormError message={problem} />
            {campusButton}
          </Stack>
        </Paper>
        <AuthLinks show={['login', 'organizer']} returnPath={asked} />
      </Page>
    );
  }

  return (
    <Page title={t('signup.studentTitle')} size="sm">
      <Paper withBorder p="lg">
        <Stack>
          <LiveForm onSubmit={submit}>
            <Stack>
              <Text size="sm" c="dimmed">
                {t('signup.allRequired')}
              </Text>
              <FormError message={problem} />
              <TextInput label={t('signup.name')} autoComplete="name" required {...form.getInputProps('name')} />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput label={t('signup.usn')} description={t('signup.usnHint')} autoComplete="off" required {...form.getInputProps('usn')} />
                <TextInput label={t('signup.semester')} description={t('signup.semesterHint', { min: SEMESTER_MIN, max: SEMESTER_MAX })} inputMode="numeric" required {...form.getInputProps('semester')} />
              </SimpleGrid>
              <TextInput label={t('login.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
              <TextInput label={t('signup.phone')} type="tel" autoComplete="tel" required {...form.getInputProps('phone')} />
              <PasswordInput label={t('login.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
              <PasswordStrength password={form.values.password} />
              <Button type="submit" loading={signup.isPending} disabled={signup.isSuccess} fullWidth>
                {t('signup.submit')}
              </Button>
            </Stack>
          </LiveForm>
          {(config?.googleSignIn || campus) && <Divider label={t('login.or')} labelPosition="center" />}
          {campusButton}
          <GoogleButton
            label={t('login.google')}
            callbackURL={returnPath}
            errorCallbackURL={withReturnPath('/student-signup', asked)}
            errorPrefix={t('msg:googleSignUpFailed')}
            onError={setProblem}
            divider={false}
          />
        </Stack>
      </Paper>
      <AuthLinks show={['login', 'organizer']} returnPath={asked} />
    </Page>
  );
}
