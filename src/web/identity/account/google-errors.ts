import { MSG, signInCancelled, signInWithFailed, signUpWithFailed } from '../../../domain/messages.ts';

/**
 * The reason after 'Failed to sign in with Google: ' (or the campus provider's
 * name) for an error code the OpenID Connect provider or Better Auth's callback
 * put in ?error=.
 */
const REASONS: Record<string, string> = {
  account_not_linked: MSG.googleAccountNotLinked,
  state_mismatch: 'The sign-in took too long or was started in another tab. Please try again.',
  please_restart_the_process: 'The sign-in took too long or was started in another tab. Please try again.',
  signup_disabled: 'New accounts cannot be created right now.',
};

export function googleErrorReason(code: string, description?: string | null, provider = 'Google'): string {
  if (code === 'access_denied') return signInCancelled(provider);
  // campus_sign_in_only (CAMPUS_SSO_ONLY) comes with its sentence as the description.
  return REASONS[code] ?? description ?? `${code.replace(/_/g, ' ')}. Please try again.`;
}

/** ?error= on /login or a signup page, as the catalogue message, or null. */
export function googleErrorFromQuery(search: URLSearchParams, prefix: string): string | null {
  const code = search.get('error');
  if (!code) return null;
  return `${prefix}${googleErrorReason(code, search.get('error_description'))}`;
}

const CAMPUS_MARK = ['provider', 'campus'] as const;

/** The page a failed campus sign-in returns to, marked so that it names the campus, not Google. */
export function campusErrorPage(path: string): string {
  const url = new URL(path, 'http://page');
  url.searchParams.set(...CAMPUS_MARK);
  return `${url.pathname}${url.search}`;
}

/**
 * ?error= on /login or the student sign-up page, from Google or (marked by
 * campusErrorPage) the campus provider, whose name comes from GET /api/config.
 */
export function providerErrorFromQuery(search: URLSearchParams, page: 'sign-in' | 'sign-up', campusName: string | undefined): string | null {
  const code = search.get('error');
  if (!code) return null;
  const provider = search.get(CAMPUS_MARK[0]) === CAMPUS_MARK[1] ? (campusName ?? 'your campus') : 'Google';
  const prefix = page === 'sign-in' ? signInWithFailed(provider) : signUpWithFailed(provider);
  return `${prefix}${googleErrorReason(code, search.get('error_description'), provider)}`;
}
