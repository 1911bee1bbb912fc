import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { MSG } from '../../../domain/messages.ts';
import { passwordField } from '../../../domain/schemas/fields.ts';
import { CLIENT_IP_HEADER } from './request-headers.ts';
import { TooManyAttempts, type AttemptLimits, type Judged, type SignInAttempt, type SignInOutcome } from './attempt-limits.ts';
import type { AccountLinks } from './account-links.ts';
import type { DeviceCookies } from './device-cookie.ts';
import { isSignUpSignIn } from './internal-sign-in.ts';


type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function clientIp(ctx: HookContext): string | undefined {
  return ctx.request?.headers.get(CLIENT_IP_HEADER) ?? ctx.headers?.get(CLIENT_IP_HEADER) ?? undefined;
}

function bodyEmail(ctx: HookContext): string | undefined {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email : undefined;
}

/** API.md's 429, readable both as Better Auth's `{code, message}` and as Quad's `{error: {...}}`. */
function tooManyAttempts(retryAfter: number) {
  const body = { code: 'TOO_MANY_ATTEMPTS', message: MSG.tooManyAttempts };
  return new APIError('TOO_MANY_REQUESTS', { ...body, error: body }, { 'Retry-After': String(retryAfter) });
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TooManyAttempts) throw tooManyAttempts(error.retryAfter);
    throw error;
  }
}

/** The reset form's password rule: the very field the browser validates with. */
const newPasswordRule = passwordField(MSG.fillAllFields);
const POLICY_CODES: Record<string, string> = { [MSG.passwordTooShort]: 'PASSWORD_TOO_SHORT', [MSG.passwordTooLong]: 'PASSWORD_TOO_LONG' };

function checkNewPassword(value: unknown) {
  const result = newPasswordRule.safeParse(value);
  if (result.success) return;
  const message = result.error.issues[0]?.message ?? MSG.fillAllFields;
  throw new APIError('BAD_REQUEST', { code: POLICY_CODES[message] ?? 'INVALID_INPUT', message });
}

/**
 * Where a Google or e-mail-link sign-in lands: the page asked for, unless the
 * profile is incomplete, then /complete-profile (which continues to that page).
 */
function completeProfileTarget(publicUrl: string, location: string | null): string {
  const target = new URL('/complete-profile', publicUrl);
  if (location) {
    const next = new URL(location, publicUrl);
    const path = `${next.pathname}${next.search}`;
    if (next.origin === target.origin && path !== '/' && !next.pathname.startsWith('/complete-profile')) {
      target.searchParams.set('next', path);
    }
  }
  return `${target.pathname}${target.search}`;
}

function redirectLocation(returned: unknown): string | null {
  if (!isAPIError(returned) || returned.statusCode < 300 || returned.statusCode >= 400) return null;
  const headers = returned.headers as Headers | Record<string, string> | undefined;
  if (!headers) return null;
  return headers instanceof Headers ? headers.get('location') : (headers.location ?? headers.Location ?? null);
}

function cookieHeader(ctx: HookContext): string | null {
  return ctx.request?.headers.get('cookie') ?? ctx.headers?.get('cookie') ?? null;
}

/** One sign-in request, the same object in its before and after hooks. */
const requestOf = (ctx: HookContext): object | undefined => ctx.request ?? ctx.headers;

/** Quad's rules around Better Auth's endpoints: attempt limits, the password policy, profile completion. */
export function quadAuthRules(deps: { accounts: AccountLinks; limits: AttemptLimits; devices: DeviceCookies; publicUrl: string }): BetterAuthPlugin {
  const { accounts, limits, devices, publicUrl } = deps;
  const judgements = new WeakMap<object, Judged>();

  function signInAttempt(ctx: HookContext): SignInAttempt {
    const email = bodyEmail(ctx);
    const device = devices.read(cookieHeader(ctx));
    return { email, ip: clientIp(ctx), knownDevice: email && devices.knows(device, email) ? device!.id : undefined };
  }

  const signUp = (ctx: HookContext) => isSignUpSignIn(ctx.request?.headers ?? ctx.headers);

  return {
    id: 'quad-auth-rules',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            if (signUp(ctx)) return;
            const judged = await guarded(() => limits.beforeSignIn(signInAttempt(ctx)));
            const request = requestOf(ctx);
            if (request) judgements.set(request, judged);
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/request-password-reset',
          handler: createAuthMiddleware((ctx) => guarded(() => limits.beforeMail('reset', bodyEmail(ctx), clientIp(ctx)))),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-in/magic-link',
          handler: createAuthMiddleware((ctx) => guarded(() => limits.beforeMail('link', bodyEmail(ctx), clientIp(ctx)))),
        },
        {
          matcher: (ctx) => ctx.path === '/reset-password',
          handler: createAuthMiddleware(async (ctx) => checkNewPassword((ctx.body as { newPassword?: unknown } | undefined)?.newPassword)),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            let outcome: SignInOutcome = 'success';
            if (isAPIError(returned)) outcome = returned.statusCode === 401 ? 'wrong-credentials' : 'other';
            const request = requestOf(ctx);
            const judged = request && judgements.get(request);
            if (judged) await limits.afterSignIn(signInAttempt(ctx), judged, outcome);
            const email = bodyEmail(ctx);
            // This browser now knows the account: failures from elsewhere never lock it out.
            if (outcome === 'success' && email) {
              ctx.setCookie(devices.name, devices.issue(devices.read(cookieHeader(ctx)), email), devices.options);
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/callback/:id' || ctx.path === '/magic-link/verify',
          handler: createAuthMiddleware(async (ctx) => {
            const session = ctx.context.newSession;
            const location = redirectLocation(ctx.context.returned);
            if (!session || location === null) return;
            if (!(await accounts.needsProfile(session.user.id))) return;
            throw ctx.redirect(completeProfileTarget(publicUrl, location));
          }),
        },
      ],
    },
  };
}
