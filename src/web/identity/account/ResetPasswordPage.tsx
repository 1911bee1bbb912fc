import { Anchor, Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { newPasswordSchema } from '../../../domain/schemas/recovery.ts';
import { useResetPassword } from './api.ts';
import { hasCode, problemMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { headline, zodValidate } from '../../infrastructure/components/zod-form.ts';
import { PasswordStrength } from './PasswordStrength.tsx';
import { useAskedReturnPath } from './useReturnPath.ts';
import { withReturnPath } from '../../../domain/return-path.ts';

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <Stack>
      <FormError message={t('msg:resetLinkInvalid')} />
      <Anchor component={Link} to="/forgot-password">
        {t('reset.newLink')}
      </Anchor>
    </Stack>
  );
}

/** Where the e-mailed reset link leads (?token=, or ?error=INVALID_TOKEN when it has expired or was used). */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token');
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const [problem, setProblem] = useState<string | null>(null);
  const [expired, setExpired] = useState(!token || Boolean(search.get('error')));
  const form = useForm({ initialValues: { newPassword: '', confirmPassword: '' }, validate: zodValidate(newPasswordSchema, language) });
  const reset = useResetPassword();
  const asked = useAskedReturnPath();

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      reset.mutate(
        { token: token ?? '', newPassword: values.newPassword },
        {
          onSuccess: () => {
            notifySuccess(t('msg:passwordChanged'));
            navigate(withReturnPath('/login', asked), { replace: true });
          },
          onError: (error) => {
            if (hasCode(error, 'INVALID_TOKEN')) setExpired(true);
            else setProblem(problemMessage(error));
          },
        },
      );
    },
    () => setProblem(headline(newPasswordSchema, form.getValues(), language)),
  );

  return (
    <Page title={t('reset.title')} size="xs">
      <Paper withBorder p="lg">
        {expired ? (
          <InvalidLink />
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Text size="sm">{t('reset.text')}</Text>
              <FormError message={problem} />
              <PasswordInput label={t('reset.newPassword')} autoComplete="new-password" required {...form.getInputProps('newPassword')} />
              <PasswordStrength password={form.values.newPassword} />
              <PasswordInput label={t('reset.confirm')} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
              <Button type="submit" loading={reset.isPending} fullWidth>
                {t('reset.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Page>
  );
}
