import type { TFunction } from 'i18next';
import { translatorFor } from '../../../domain/i18n/messages-in.ts';

/**
 * The reason after 'Failed to sign in with Google: ' (or the campus provider's
 * name) for an error code the OpenID Connect provider or Better Auth's callback
 * put in ?error=.
 */
const REASONS: Record<string, string> = {
  account_not_linked: 'msg:googleAccountNotLinked',
  state_mismatch: 'signInError.tooLong',
  please_restart_the_process: 'signInError.tooLong',
  signup_disabled: 'signInError.signupDisabled',
};

/** In the page's language (`t`); English, SPEC.md's words, without one. */
export function googleErrorReason(code: string, description?: string | null, provider = 'Google', t: TFunction = translatorFor('en')): string {
  if (code === 'access_denied') return t('signInError.cancelled', { provider });
  // campus_sign_in_only (CAMPUS_SSO_ONLY) comes with its sentence as the description.
  const reason = REASONS[code];
  return reason ? t(reason) : (description ?? t('signInError.other', { code: code.replace(/_/g, ' ') }));
}

/** ?error= on /login or a signup page, as the catalogue message, or null. */
export function googleErrorFromQuery(search: URLSearchParams, prefix: string, t?: TFunction): string | null {
  const code = search.get('error');
  if (!code) return null;
  return `${prefix}${googleErrorReason(code, search.get('error_description'), 'Google', t)}`;
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
export function providerErrorFromQuery(search: URLSearchParams, page: 'sign-in' | 'sign-up', campusName: string | undefined, t: TFunction = translatorFor('en')): string | null {
  const code = search.get('error');
  if (!code) return null;
  const provider = search.get(CAMPUS_MARK[0]) === CAMPUS_MARK[1] ? (campusName ?? t('signInError.yourCampus')) : 'Google';
  const prefix = page === 'sign-in' ? t('signInError.failedSignIn', { provider }) : t('signInError.failedSignUp', { provider });
  // The server's sentence is English; the page says it again from the campus's name.
  const reason = code === 'campus_sign_in_only' && campusName ? t('signup.studentsSignInWith', { campus: campusName }) : googleErrorReason(code, search.get('error_description'), provider, t);
  return `${prefix}${reason}`;
}
