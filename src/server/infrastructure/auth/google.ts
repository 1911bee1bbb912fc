import { getOAuthState } from 'better-auth/api';
import type { Config } from '../../config.ts';
import { oidcProvider } from './oidc-provider.ts';

/** What the web app passes as `additionalData` when Google sign-in starts on the organizer sign-up page. */
export const ORGANIZER_SIGNUP = { signup: 'organizer' } as const;

export const GOOGLE_PROVIDER_ID = 'google';

/**
 * "Sign in with Google". The issuer comes from OIDC_ISSUER (Google's by default;
 * tests use a local issuer). Better Auth's built-in Google provider has Google's
 * endpoints written in, so the generic OpenID Connect provider is registered
 * instead under the id "google": `/sign-in/social` and `/callback/google`
 * exactly as API.md describes.
 */
export function googleProvider(google: NonNullable<Config['google']>) {
  return oidcProvider(GOOGLE_PROVIDER_ID, 'Google', google);
}

/** True while a Google callback creates the account of someone who started on the organizer sign-up page. */
export async function isOrganizerSignup(): Promise<boolean> {
  const state = (await getOAuthState()) as Record<string, unknown> | null;
  // Client-supplied, and that is fine: anyone may sign up as an organizer.
  return state?.signup === ORGANIZER_SIGNUP.signup;
}
