import { validateAuthorizationCode } from 'better-auth/oauth2';
import type { GenericOAuthConfig } from 'better-auth/plugins';

/** One OpenID Connect issuer and Quad's client registration there. */
export interface OidcClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

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
function exchangeCode(client: OidcClient, discoveryUrl: string) {
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
    const options = { clientId: client.clientId, clientSecret: client.clientSecret };
    const url = await endpoint();
    try {
      return await validateAuthorizationCode({ code, codeVerifier, redirectURI, options, tokenEndpoint: url, authentication: 'basic' });
    } catch (error) {
      if (!isInvalidClient(error)) throw error;
      return validateAuthorizationCode({ code, codeVerifier, redirectURI, options, tokenEndpoint: url, authentication: 'post' });
    }
  };
}

/**
 * A standard OpenID Connect relying party for Better Auth's generic OAuth plugin:
 * endpoints and keys from `${issuer}/.well-known/openid-configuration`, code flow
 * with PKCE, ID tokens verified against the issuer's keys, audience and nonce.
 * Registered under `providerId`, it is used through the standard
 * `/sign-in/social` and `/callback/<providerId>` endpoints. Without a usable
 * discovery document the provider is left out and retried on the next sign-in.
 *
 * Google sign-in and the campus sign-in (Entra ID, Okta, Keycloak, Shibboleth's
 * OIDC…) are both made here; only the id, the label and the issuer differ.
 */
export function oidcProvider(providerId: string, name: string, client: OidcClient): GenericOAuthConfig {
  const discoveryUrl = `${client.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  return {
    providerId,
    name,
    discoveryUrl,
    getToken: exchangeCode(client, discoveryUrl),
    requireIdTokenVerification: true,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    // SPEC.md §3: the display name falls back to the e-mail's local part.
    // The picture is not kept: Quad never shows it.
    mapProfileToUser: (profile) => ({
      name: (typeof profile.name === 'string' && profile.name.trim()) || String(profile.email ?? '').split('@')[0] || 'Student',
      image: undefined,
    }),
  };
}
