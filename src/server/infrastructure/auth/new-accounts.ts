import type { BetterAuthOptions } from 'better-auth';
import { studentsSignInWith } from '../../../domain/messages.ts';
import type { Config } from '../../config.ts';
import type { AccountLinks } from './account-links.ts';
import { CAMPUS_PROVIDER_ID, usnFromClaims } from './campus.ts';
import { GOOGLE_PROVIDER_ID, isOrganizerSignup } from './google.ts';

type ValidateUserInfo = NonNullable<NonNullable<BetterAuthOptions['user']>['validateUserInfo']>;
type UserHooks = NonNullable<NonNullable<BetterAuthOptions['databaseHooks']>['user']>;
type EndpointContext = Parameters<ValidateUserInfo>[1] | null | undefined;

/** Better Auth's error code when SSO-only refuses a new Google student (?error= on the page it started from). */
export const CAMPUS_SIGN_IN_ONLY = 'campus_sign_in_only';

/** The provider of the callback in progress (`/callback/:id`), if any. */
const providerOf = (ctx: EndpointContext): string | undefined => (ctx?.params as { id?: unknown } | undefined)?.id as string | undefined;

/** One callback request, the same object in validateUserInfo and the user hooks. */
const requestOf = (ctx: EndpointContext): object | undefined => ctx?.request ?? ctx?.headers ?? undefined;

/**
 * Who a new account made by an OpenID Connect sign-in becomes. Only these
 * sign-ins create users through Better Auth (sign-up is Quad's own, e-mail links
 * never sign up), and they land here:
 * - Google: a student, or an organizer when started on the organizer sign-up page.
 *   With CAMPUS_SSO_ONLY a new Google student is refused (the page it started
 *   from says 'Students sign in with <campus>.'); organizers and every existing
 *   account still sign in with Google.
 * - The campus provider: always a student, with the USN its claim asserts when
 *   CAMPUS_OIDC_USN_CLAIM names one that passes the USN rules and is free.
 */
export function newAccountRules(config: Config, accounts: AccountLinks) {
  const campus = config.campus;
  /** The campus USN of a user being created, from validateUserInfo (which sees the claims) to the after hook (which knows the id). */
  const campusUsns = new WeakMap<object, string>();

  const validateUserInfo: ValidateUserInfo = async ({ source }, ctx) => {
    if (source.action !== 'create-user' || source.method !== 'oauth') return;
    const provider = source.oauth?.providerId;
    if (provider === GOOGLE_PROVIDER_ID && campus?.ssoOnly && !(await isOrganizerSignup())) {
      return { error: CAMPUS_SIGN_IN_ONLY, errorDescription: studentsSignInWith(campus.name) };
    }
    if (provider === CAMPUS_PROVIDER_ID && campus) {
      const usn = usnFromClaims(source.oauth?.profile, campus.usnClaim, config.usnPattern);
      const request = requestOf(ctx);
      if (usn && request) campusUsns.set(request, usn);
    }
  };

  const user: UserHooks = {
    create: {
      before: async (data, ctx) => {
        if (providerOf(ctx) === CAMPUS_PROVIDER_ID) return undefined; // students only
        return (await isOrganizerSignup()) ? { data: { ...data, role: 'organizer' } } : undefined;
      },
      after: async (created, ctx) => {
        if ((created as { role?: string }).role === 'organizer') return;
        const request = requestOf(ctx);
        await accounts.createStudentProfile(created.id, request ? campusUsns.get(request) : undefined);
      },
    },
  };

  return { validateUserInfo, user };
}
