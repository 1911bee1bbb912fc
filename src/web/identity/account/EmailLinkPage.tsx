import { Paper, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { MSG } from '../../../domain/messages.ts';
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
  return (
    <Page title="Sign in with an email link" size="xs">
      <Paper withBorder p="lg">
        <Stack>
          <Text size="sm">No password needed: we will email you a link that signs you in to your account.</Text>
          <EmailRequestForm
            submitLabel="Email me a sign-in link"
            sentMessage={MSG.signInLinkSent}
            initialProblem={search.get('error') ? MSG.signInLinkInvalid : null}
            request={request}
          />
        </Stack>
      </Paper>
      <AuthLinks show={['login']} returnPath={asked} />
    </Page>
  );
}
