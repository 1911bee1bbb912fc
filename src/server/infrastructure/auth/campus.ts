import { isUsn } from '../../../domain/field-rules.ts';
import type { CampusSignIn } from '../../config.ts';
import { oidcProvider } from './oidc-provider.ts';

export const CAMPUS_PROVIDER_ID = 'campus';

/**
 * "Sign in with <campus>": the university's own OpenID Connect provider
 * (Microsoft Entra ID, Okta, Keycloak, Shibboleth's OIDC…), configured by
 * CAMPUS_OIDC_*, used through `/sign-in/social` with provider "campus" and
 * `/callback/campus`, exactly as Google is.
 */
export function campusProvider(campus: CampusSignIn) {
  return oidcProvider(CAMPUS_PROVIDER_ID, campus.name, campus);
}

/**
 * The USN a campus provider asserts in `claim`, as Quad would accept it from the
 * sign-up form (the campus USN pattern and Quad's own rule), in capitals as on
 * an ID card; undefined when the claim is missing, not text (or a whole number)
 * or not a USN. An
 * identity provider's attribute is not always what the registrar prints (a
 * number, an e-mail-like login), so a refused value is simply not used: the
 * student enters the USN on /complete-profile as everyone else does.
 */
export function usnFromClaims(claims: Record<string, unknown> | undefined, claim: string | undefined, usnPattern: string): string | undefined {
  if (!claims || !claim) return undefined;
  const value = claims[claim];
  // Some directories keep a student number as a JSON number.
  const text = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const usn = text.trim().toUpperCase();
  return usn && isUsn(usn, usnPattern) ? usn : undefined;
}
