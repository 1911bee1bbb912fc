import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import type { GoogleStart } from './api.ts';
import { campusErrorPage } from './google-errors.ts';
import { ProviderButton } from './ProviderButton.tsx';

interface CampusButtonProps extends GoogleStart {
  /** The page it is on: its failures read 'Failed to sign in with <campus>: ' or 'Failed to sign up with <campus>: '. */
  page: 'sign-in' | 'sign-up';
  onError: (message: string) => void;
  divider?: boolean;
}

/**
 * "Sign in with <campus>": the university's own OpenID Connect provider, shown only
 * when the server has it configured (GET /api/config's campusSignIn). A failure comes
 * back to `errorCallbackURL` marked as the campus's, so the page names the campus.
 */
export function CampusButton({ page, errorCallbackURL, ...rest }: CampusButtonProps) {
  const { t } = useTranslation();
  const campus = usePublicConfig().data?.campusSignIn;
  if (!campus) return null;
  const provider = campus.name;
  const errorPrefix = page === 'sign-in' ? t('signInError.failedSignIn', { provider }) : t('signInError.failedSignUp', { provider });
  return (
    <ProviderButton
      provider="campus"
      icon={<IconSchool size={18} aria-hidden />}
      label={t('club.signInWith', { provider })}
      errorPrefix={errorPrefix}
      errorCallbackURL={campusErrorPage(errorCallbackURL)}
      {...rest}
    />
  );
}
