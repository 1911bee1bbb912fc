import { MSG } from '../../domain/messages.ts';

/**
 * The reason after 'Failed to sign in with Google: ' for an error code the
 * OpenID Connect provider or Better Auth's callback put in ?error=.
 */
const REASONS: Record<string, string> = {
  access_denied: MSG.googleCancelled,
  account_not_linked: MSG.googleAccountNotLinked,
  state_mismatch: 'The sign-in took too long or was started in another tab. Please try again.',
  please_restart_the_process: 'The sign-in took too long or was started in another tab. Please try again.',
  signup_disabled: 'New accounts cannot be created right now.',
};

export function googleErrorReason(code: string, description?: string | null): string {
  return REASONS[code] ?? description ?? `${code.replace(/_/g, ' ')}. Please try again.`;
}

/** ?error= on /login or a signup page, as the catalogue message, or null. */
export function googleErrorFromQuery(search: URLSearchParams, prefix: string): string | null {
  const code = search.get('error');
  if (!code) return null;
  return `${prefix}${googleErrorReason(code, search.get('error_description'))}`;
}
