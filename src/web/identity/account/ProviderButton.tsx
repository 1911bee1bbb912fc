import { Button, Divider, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { useHydrated } from '../../infrastructure/components/use-hydrated.ts';
import { useStartProviderSignIn, type GoogleStart, type SignInProvider } from './api.ts';

export interface ProviderButtonProps extends GoogleStart {
  label: string;
  /** Called with the failure, already prefixed for the page ('Failed to sign in with Google: ...'). */
  onError: (message: string) => void;
  errorPrefix: string;
  /** An "or" line above the button (off where the page draws its own). */
  divider?: boolean;
}

/**
 * A "sign in with" button for one OpenID Connect provider (Google, the campus's
 * own): one look and one behaviour for both, each shown by its own wrapper
 * only when the server has it configured.
 */
export function ProviderButton({
  provider, icon, label, onError, errorPrefix, divider = true, ...start
}: ProviderButtonProps & { provider: SignInProvider; icon: ReactNode }) {
  const { t } = useTranslation();
  const live = useHydrated();
  const signIn = useStartProviderSignIn(provider);
  const { reset } = signIn;
  useEffect(() => {
    // Back from the provider's page, the browser may restore this page as it was: busy.
    const restored = (event: PageTransitionEvent) => event.persisted && reset();
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);
  return (
    <Stack gap="md">
      {divider && <Divider label={t('login.or')} labelPosition="center" />}
      <Button
        variant="default"
        fullWidth
        leftSection={icon}
        // Stays busy while the browser leaves for the provider.
        loading={signIn.isPending || signIn.isSuccess}
        // On a page the server rendered, the button works once the app has started (where the
        // app starts on the first interaction, the start script enables it and keeps the click).
        disabled={!live}
        data-waits-for-app
        suppressHydrationWarning
        onClick={() => signIn.mutate(start, { onError: (error) => onError(problemMessage(error, { shown: [], prefix: errorPrefix })) })}
      >
        {label}
      </Button>
    </Stack>
  );
}
