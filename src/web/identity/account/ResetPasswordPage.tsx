import { Anchor, Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '../../../domain/messages.ts';
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
  return (
    <Stack>
      <FormError message={MSG.resetLinkInvalid} />
      <Anchor component={Link} to="/forgot-password">
        Request a new reset link
      </Anchor>
    </Stack>
  );
}

/** Where the e-mailed reset link leads (?token=, or ?error=INVALID_TOKEN when it has expired or was used). */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token');
  const [problem, setProblem] = useState<string | null>(null);
  const [expired, setExpired] = useState(!token || Boolean(search.get('error')));
  const form = useForm({ initialValues: { newPassword: '', confirmPassword: '' }, validate: zodValidate(newPasswordSchema) });
  const reset = useResetPassword();
  const asked = useAskedReturnPath();

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      reset.mutate(
        { token: token ?? '', newPassword: values.newPassword },
        {
          onSuccess: () => {
            notifySuccess(MSG.passwordChanged);
            navigate(withReturnPath('/login', asked), { replace: true });
          },
          onError: (error) => {
            if (hasCode(error, 'INVALID_TOKEN')) setExpired(true);
            else setProblem(problemMessage(error));
          },
        },
      );
    },
    () => setProblem(headline(newPasswordSchema, form.getValues())),
  );

  return (
    <Page title="Choose a new password" size="xs">
      <Paper withBorder p="lg">
        {expired ? (
          <InvalidLink />
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Text size="sm">After the change, every other device signed in to your account is signed out.</Text>
              <FormError message={problem} />
              <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps('newPassword')} />
              <PasswordStrength password={form.values.newPassword} />
              <PasswordInput label="Confirm new password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
              <Button type="submit" loading={reset.isPending} fullWidth>
                Set new password
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Page>
  );
}
