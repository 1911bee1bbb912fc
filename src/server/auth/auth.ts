import { betterAuth } from 'better-auth';
import type { Config } from '../config.ts';
import type { DbHandle } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../domain/schemas/fields.ts';
import { hashPassword, verifyPassword } from './password.ts';

const DAY = 60 * 60 * 24;

/** The origin a request was addressed to: same-origin requests are always trusted. */
export function requestOrigin(request?: Request): string | undefined {
  if (!request) return undefined;
  const url = new URL(request.url);
  return url.origin;
}

/** Better Auth over our own tables (snake_case columns, created by our migrations). */
export function createAuth(config: Config, handle: DbHandle) {
  return betterAuth({
    appName: 'Quad',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    telemetry: { enabled: false },
    logger: { level: 'error' },
    database: { db: handle.db, type: handle.dialect },
    trustedOrigins: (request) => [config.publicUrl, requestOrigin(request)],
    user: {
      modelName: 'users',
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
      expiresIn: 30 * DAY,
      updateAge: DAY,
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
    },
    emailAndPassword: {
      enabled: true,
      // Quad's own sign-up endpoints create the account and its profile in one transaction.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    // Quad limits failed sign-ins itself (per account, generous per address): see auth/routes.ts.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => newId(24) },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      cookiePrefix: 'quad',
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
