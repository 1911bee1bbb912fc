import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from './api.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { useAskedReturnPath } from './useReturnPath.ts';
import { AuthLinks } from './AuthLinks.tsx';
import { EmailRequestForm } from './EmailRequestForm.tsx';

/** 'Forgot password?' on /login: mails a one-time link to /reset-password, valid for one hour. */
export function ForgotPasswordPage() {
  const asked = useAskedReturnPath();
  const request = useRequestPasswordReset(asked);
  const { t } = useTranslation();
  return (
    <Page title={t('forgot.title')} size="xs">
      <Paper withBorder p="lg">
        <Stack>
          <Text size="sm">{t('forgot.text')}</Text>
          <EmailRequestForm submitLabel={t('forgot.submit')} sentMessage={t('msg:resetLinkSent')} request={request} />
        </Stack>
      </Paper>
      <AuthLinks show={['login']} returnPath={asked} />
    </Page>
  );
}
