import { z } from 'zod';

/** The campus's own OpenID Connect sign-in, as config.ts hands it to the server. */
export interface CampusSignIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button reads 'Sign in with <name>' (CAMPUS_OIDC_NAME, else CAMPUS_NAME). */
  name: string;
  /** The claim that holds a student's USN, if the provider sends one. */
  usnClaim?: string;
  /** CAMPUS_SSO_ONLY: new student accounts come only from the campus provider. */
  ssoOnly: boolean;
}

/** The CAMPUS_OIDC_* and CAMPUS_SSO_ONLY part of config.ts's environment schema. */
export function campusEnvShape(optional: z.ZodType<string | undefined>) {
  return {
    CAMPUS_OIDC_ISSUER: optional,
    CAMPUS_OIDC_CLIENT_ID: optional,
    CAMPUS_OIDC_CLIENT_SECRET: optional,
    CAMPUS_OIDC_NAME: optional,
    CAMPUS_OIDC_USN_CLAIM: optional,
    CAMPUS_SSO_ONLY: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
      z.enum(['true', 'false'], { error: 'CAMPUS_SSO_ONLY must be true or false' }).default('false'),
    ),
  };
}

type CampusEnv = { [K in keyof ReturnType<typeof campusEnvShape>]: K extends 'CAMPUS_SSO_ONLY' ? 'true' | 'false' : string | undefined } & {
  CAMPUS_NAME: string;
};

/**
 * The campus sign-in, undefined when not configured, or the line saying what is
 * wrong. Issuer, id and secret come all together or not at all (as GOOGLE_* do);
 * CAMPUS_SSO_ONLY=true without them is refused: students could not sign up at all.
 */
export function readCampusSignIn(e: CampusEnv): CampusSignIn | undefined | string {
  const parts = [e.CAMPUS_OIDC_ISSUER, e.CAMPUS_OIDC_CLIENT_ID, e.CAMPUS_OIDC_CLIENT_SECRET];
  const ssoOnly = e.CAMPUS_SSO_ONLY === 'true';
  if (parts.every((p) => !p)) {
    if (!ssoOnly) return undefined;
    return 'CAMPUS_SSO_ONLY: true needs the campus sign-in: set CAMPUS_OIDC_ISSUER, CAMPUS_OIDC_CLIENT_ID and CAMPUS_OIDC_CLIENT_SECRET, or students could not sign up at all';
  }
  const [rawIssuer, clientId, clientSecret] = parts;
  const issuer = rawIssuer?.trim();
  if (!issuer || !clientId || !clientSecret) return 'CAMPUS_OIDC_ISSUER, CAMPUS_OIDC_CLIENT_ID and CAMPUS_OIDC_CLIENT_SECRET must be set together';
  if (!/^https?:\/\/[^/\s]+/.test(issuer) || !URL.canParse(issuer)) {
    return `CAMPUS_OIDC_ISSUER: "${issuer}" is not an issuer URL such as https://login.example.edu/realms/students`;
  }
  return {
    issuer,
    clientId,
    clientSecret,
    name: e.CAMPUS_OIDC_NAME?.trim() || e.CAMPUS_NAME,
    usnClaim: e.CAMPUS_OIDC_USN_CLAIM?.trim() || undefined,
    ssoOnly,
  };
}
