import { getOAuthState } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { Config } from '../config.ts';

/** What the web app passes as `additionalData` when Google sign-in starts on the organizer sign-up page. */
export const ORGANIZER_SIGNUP = { signup: 'organizer' } as const;

/**
 * "Sign in with Google" as a standard OpenID Connect relying party. The issuer
 * comes from OIDC_ISSUER (Google's by default; tests use a local issuer), and its
 * endpoints and keys from `${issuer}/.well-known/openid-configuration`.
 *
 * Better Auth's built-in Google provider has Google's endpoints written in, so
 * the generic OAuth plugin registers the provider instead, under the id
 * "google": it is then used through the standard `/sign-in/social` and
 * `/callback/google` endpoints, exactly as API.md describes. ID tokens are
 * verified against the issuer's keys, audience and nonce; without a usable
 * discovery document the provider is left out and retried on the next sign-in.
 */
export function googleSignIn(google: NonNullable<Config['google']>) {
  const issuer = google.issuer.replace(/\/+$/, '');
  return genericOAuth({
    config: [
      {
        providerId: 'google',
        name: 'Google',
        discoveryUrl: `${issuer}/.well-known/openid-configuration`,
        requireIdTokenVerification: true,
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        // SPEC.md §3: the display name falls back to the e-mail's local part.
        // The picture is not kept: Quad never shows it.
        mapProfileToUser: (profile) => ({
          name: (typeof profile.name === 'string' && profile.name.trim()) || String(profile.email ?? '').split('@')[0] || 'Student',
          image: undefined,
        }),
      },
    ],
  });
}

/** True while a Google callback creates the account of someone who started on the organizer sign-up page. */
export async function isOrganizerSignup(): Promise<boolean> {
  const state = (await getOAuthState()) as Record<string, unknown> | null;
  // Client-supplied, and that is fine: anyone may sign up as an organizer.
  return state?.signup === ORGANIZER_SIGNUP.signup;
}
