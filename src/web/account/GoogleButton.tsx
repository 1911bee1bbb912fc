import { Button, Divider, Stack } from '@mantine/core';
import { useHydrated } from '../components/use-hydrated.ts';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { errorMessage } from '../api/errors.ts';
import { useStartGoogleSignIn, type GoogleStart } from './api.ts';
import { usePublicConfig } from '../api/config.ts';

interface GoogleButtonProps extends GoogleStart {
  label: string;
  /** Called with the failure, already prefixed for the page ('Failed to sign in with Google: ...'). */
  onError: (message: string) => void;
  errorPrefix: string;
  /** An "or" line above the button (off where the page draws its own). */
  divider?: boolean;
}

/** "Continue with Google": shown only when the server has Google credentials (GET /api/config). */
export function GoogleButton({ label, onError, errorPrefix, divider = true, ...start }: GoogleButtonProps) {
  const live = useHydrated();
  const config = usePublicConfig();
  const google = useStartGoogleSignIn();
  const { reset } = google;
  useEffect(() => {
    // Back from the provider's page, the browser may restore this page as it was: busy.
    const restored = (event: PageTransitionEvent) => event.persisted && reset();
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);
  if (!config.data?.googleSignIn) return null;
  return (
    <Stack gap="md">
      {divider && <Divider label="or" labelPosition="center" />}
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        // Stays busy while the browser leaves for the provider.
        loading={google.isPending || google.isSuccess}
        // On a page the server rendered, the button works once the app has started.
        disabled={!live}
        onClick={() => google.mutate(start, { onError: (error) => onError(`${errorPrefix}${errorMessage(error)}`) })}
      >
        {label}
      </Button>
    </Stack>
  );
}
