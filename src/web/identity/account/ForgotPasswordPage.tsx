import { Paper, Stack, Text } from '@mantine/core';
import { MSG } from '../../../domain/messages.ts';
import { useRequestPasswordReset } from './api.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { useAskedReturnPath } from './useReturnPath.ts';
import { AuthLinks } from './AuthLinks.tsx';
import { EmailRequestForm } from './EmailRequestForm.tsx';

/** 'Forgot password?' on /login: mails a one-time link to /reset-password, valid for one hour. */
export function ForgotPasswordPage() {
  const asked = useAskedReturnPath();
  const request = useRequestPasswordReset(asked);
  return (
    <Page title="Forgot password" size="xs">
      <Paper withBorder p="lg">
        <Stack>
          <Text size="sm">Enter the email of your account. We will send you a link to choose a new password.</Text>
          <EmailRequestForm submitLabel="Send reset link" sentMessage={MSG.resetLinkSent} request={request} />
        </Stack>
      </Paper>
      <AuthLinks show={['login']} returnPath={asked} />
    </Page>
  );
}
