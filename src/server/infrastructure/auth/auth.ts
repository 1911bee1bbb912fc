import { betterAuth } from 'better-auth';
import { genericOAuth, magicLink } from 'better-auth/plugins';
import { APIError } from 'better-auth/api';
import type { Config } from '../../config.ts';
import type { DbHandle } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../domain/schemas/fields.ts';
import { RateLimiter } from '../rate-limit/limiter.ts';
import type { AccountLinks } from './account-links.ts';
import { AttemptLimits } from './attempt-limits.ts';
import { DeviceCookies } from './device-cookie.ts';
import { campusProvider } from './campus.ts';
import { googleProvider } from './google.ts';
import { quadAuthRules } from './hooks.ts';
import { CONFIRM_LINK_TTL_SECONDS, RESET_LINK_TTL_SECONDS, SIGN_IN_LINK_TTL_SECONDS } from './mails.ts';
import { newAccountRules } from './new-accounts.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { CLIENT_IP_HEADER } from './request-headers.ts';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './session-lookup.ts';
import { findUserByEmail, hasPassword, isHandedOverClub } from './queries.ts';
import { MSG } from '../../../domain/messages.ts';
import { afterPasswordReset, resetLinkWithLanding, signInLinkWithLanding } from './recovery.ts';


/** Better Auth over our own tables (snake_case columns, created by our migrations). */
export function createAuth(config: Config, handle: DbHandle, outbox: Outbox, accounts: AccountLinks) {
  const db = handle.db;
  /** A link is worth sending only while it works. */
  const until = (ttlSeconds: number) => new Date(Date.now() + ttlSeconds * 1000).toISOString();
  const recipient = (user: { name: string; email: string }) => ({ name: user.name, email: user.email });
  const limits = new AttemptLimits(new RateLimiter(db));
  const newAccounts = newAccountRules(config, accounts);
  // One generic OAuth plugin for every OpenID Connect provider: a second copy would share its id and its state.
  const oidcProviders = [...(config.google ? [googleProvider(config.google)] : []), ...(config.campus ? [campusProvider(config.campus)] : [])];
  return betterAuth({
    appName: 'Quad',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    telemetry: { enabled: false },
    logger: { level: 'error', disabled: config.logLevel === 'silent' },
    database: { db: handle.db, type: handle.dialect },
    // PUBLIC_URL alone, never the request's Host: a forged Host would otherwise make a mailed
    // reset or sign-in link lead (with its token) to any site (routes.ts addresses every request to PUBLIC_URL).
    trustedOrigins: [config.publicUrl],
    // Sign-in errors without an error page of the caller's land on the login page, which explains them.
    onAPIError: { errorURL: `${config.publicUrl}/login` },
    // The session list is Quad's own (GET /api/me/sessions): Better Auth's would hand session tokens to scripts.
    // Names change with the profile (PUT /api/me/profile), which keeps an organizer's group in step.
    disabledPaths: ['/list-sessions', '/update-user'],
    user: {
      modelName: 'users',
      // Who a new Google or campus user may become (CAMPUS_SSO_ONLY), and the campus USN claim.
      validateUserInfo: newAccounts.validateUserInfo,
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'student', input: false },
      },
    },
    session: {
      modelName: 'sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      // Shared with the fast session lookup (session-lookup.ts), which leaves the daily extension to Better Auth.
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
    },
    account: {
      modelName: 'accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
      // Reset and sign-in tokens are kept as hashes: a copy of the database opens no accounts.
      storeIdentifier: 'hashed',
    },
    emailAndPassword: {
      enabled: true,
      // Quad's own sign-up endpoints create the account and its profile in one transaction.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      // Queued, not sent: the answer never waits for the mail server, account or not.
      sendResetPassword: async ({ user, url }) => {
        await outbox.addNow([{
          kind: 'password-reset', payload: { user: recipient(user), url: resetLinkWithLanding(url) },
          to: user.email, userId: user.id, expiresAt: until(RESET_LINK_TTL_SECONDS),
        }]);
      },
      onPasswordReset: async ({ user }, request) => afterPasswordReset(db, user.id, request),
    },
    // Confirms an address (admin rights need one: domain/policy/admin.ts); the link lands on the admin page.
    emailVerification: {
      expiresIn: CONFIRM_LINK_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await outbox.addNow([{
          kind: 'confirm-address', payload: { user: recipient(user), url }, to: user.email, userId: user.id, expiresAt: until(CONFIRM_LINK_TTL_SECONDS),
        }]);
      },
    },
    databaseHooks: {
      // A club handed over to a person is run from that person's own account:
      // no sign-in as the club is accepted again, by any method.
      session: {
        create: {
          before: async (session) => {
            if (await isHandedOverClub(db, session.userId)) throw new APIError('FORBIDDEN', { message: MSG.clubHandedOver, code: 'CLUB_HANDED_OVER' });
          },
        },
      },
      // Only Google and the campus provider create users through Better Auth (new-accounts.ts).
      user: newAccounts.user,
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_TTL_SECONDS,
        // Links sign in existing accounts only; accounts are created with their profile.
        disableSignUp: true,
        sendMagicLink: async ({ email, url }) => {
          const user = await findUserByEmail(db, email);
          if (!user) return; // the same answer as for an account: nothing to tell a stranger
          const confirmsAddress = !user.email_verified && (await hasPassword(db, user.id));
          await outbox.addNow([{
            kind: 'sign-in-link', payload: { user: recipient(user), url: signInLinkWithLanding(url), confirmsAddress },
            to: user.email, userId: user.id, expiresAt: until(SIGN_IN_LINK_TTL_SECONDS),
          }]);
        },
      }),
      ...(oidcProviders.length ? [genericOAuth({ config: oidcProviders })] : []),
      quadAuthRules({ accounts, limits, devices: new DeviceCookies(config.sessionSecret, config.publicUrl.startsWith('https://')), publicUrl: config.publicUrl }),
    ],
    // Quad limits failed sign-ins itself (device cookies, per account, per address): see auth/attempt-limits.ts.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => newId(24) },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      cookiePrefix: 'quad',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips its callback-URL check under NODE_ENV=test; tests must see what production does.
      disableOriginCheck: false,
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
