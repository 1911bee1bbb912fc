import { Paper, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRequestSignInLink } from './api.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { AuthLinks } from './AuthLinks.tsx';
import { EmailRequestForm } from './EmailRequestForm.tsx';
import { useAskedReturnPath } from './useReturnPath.ts';

/**
 * 'Email me a sign-in link' on /login: a one-time link valid for 15 minutes, for
 * existing accounts. A used or expired link comes back here with ?error=.
 */
export function EmailLinkPage() {
  const [search] = useSearchParams();
  const asked = useAskedReturnPath();
  const request = useRequestSignInLink(asked ?? '/');
  const { t } = useTranslation();
  return (
    <Page title={t('emailLink.title')} size="xs">
      <Paper withBorder p="lg">
        <Stack>
          <Text size="sm">{t('emailLink.text')}</Text>
          <EmailRequestForm
            submitLabel={t('login.emailLink')}
            sentMessage={t('msg:signInLinkSent')}
            initialProblem={search.get('error') ? t('msg:signInLinkInvalid') : null}
            request={request}
          />
        </Stack>
      </Paper>
      <AuthLinks show={['login']} returnPath={asked} />
    </Page>
  );
}
