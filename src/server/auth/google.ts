import { getOAuthState } from 'better-auth/api';
import { validateAuthorizationCode } from 'better-auth/oauth2';
import { genericOAuth } from 'better-auth/plugins';
import type { Config } from '../config.ts';

type Google = NonNullable<Config['google']>;

function isInvalidClient(error: unknown): boolean {
  const e = error as { status?: number; error?: string } | null;
  return e?.status === 401 || e?.error === 'invalid_client';
}

/**
 * The code-for-tokens exchange. OpenID Connect's default client authentication
 * is client_secret_basic (Google accepts it, and it is what an issuer assumes
 * for a client registered without a method); an issuer that registered the
 * client for client_secret_post refuses it as invalid_client before looking at
 * the code, so the same code is then sent that way.
 */
function exchangeCode(google: Google, discoveryUrl: string) {
  let tokenEndpoint: Promise<string> | undefined;
  const endpoint = () =>
    (tokenEndpoint ??= fetch(discoveryUrl)
      .then((res) => res.json() as Promise<{ token_endpoint?: string }>)
      .then((doc) => {
        if (!doc.token_endpoint) throw new Error('the discovery document names no token endpoint');
        return doc.token_endpoint;
      })
      .catch((error: unknown) => {
        tokenEndpoint = undefined; // try again on the next sign-in
        throw error;
      }));
  return async ({ code, codeVerifier, redirectURI }: { code: string; codeVerifier?: string; redirectURI: string }) => {
    const options = { clientId: google.clientId, clientSecret: google.clientSecret };
    const url = await endpoint();
    try {
      return await validateAuthorizationCode({ code, codeVerifier, redirectURI, options, tokenEndpoint: url, authentication: 'basic' });
    } catch (error) {
      if (!isInvalidClient(error)) throw error;
      return validateAuthorizationCode({ code, codeVerifier, redirectURI, options, tokenEndpoint: url, authentication: 'post' });
    }
  };
}

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
export function googleSignIn(google: Google) {
  const discoveryUrl = `${google.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  return genericOAuth({
    config: [
      {
        providerId: 'google',
        name: 'Google',
        discoveryUrl,
        getToken: exchangeCode(google, discoveryUrl),
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
