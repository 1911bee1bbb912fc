import type { HttpClient } from './http-client.ts';
import { signInWithGoogle, type GoogleSignInResult } from './google.ts';
import { startOidcIssuer, type IssuerOptions, type OidcIssuer } from './oidc-issuer.ts';

/** The campus's name in tests: the button reads 'Sign in with Test University'. */
export const TEST_CAMPUS = 'Test University';

/** The env vars that make `issuer` the campus's OpenID Connect provider. */
export function campusEnv(issuer: OidcIssuer, extra: Record<string, string> = {}): Record<string, string> {
  return {
    CAMPUS_OIDC_ISSUER: issuer.url,
    CAMPUS_OIDC_CLIENT_ID: issuer.clientId,
    CAMPUS_OIDC_CLIENT_SECRET: issuer.clientSecret,
    CAMPUS_OIDC_NAME: TEST_CAMPUS,
    ...extra,
  };
}

/** A local issuer standing in for the university's (Keycloak, Entra ID…), with its own client and a `usn` claim. */
export function startCampusIssuer(options: Partial<IssuerOptions> = {}): Promise<OidcIssuer> {
  return startOidcIssuer({
    redirectUris: ['http://127.0.0.1:3000/api/auth/callback/campus'],
    clientId: 'quad-campus-client',
    clientSecret: 'quad-campus-secret-quad-campus-secret',
    extraClaims: ['usn'],
    ...options,
  });
}

/** The whole campus sign-in over HTTP, as signInWithGoogle walks Google's. */
export function signInWithCampus(
  client: HttpClient,
  issuer: OidcIssuer,
  person: { email: string; name?: string; cancel?: boolean; claims?: Record<string, string> },
  body: Record<string, unknown> = {},
): Promise<GoogleSignInResult> {
  return signInWithGoogle(client, issuer, person, { ...body, provider: 'campus' });
}
