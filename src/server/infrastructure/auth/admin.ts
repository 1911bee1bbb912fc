import type { preValidationAsyncHookHandler } from 'fastify';
import { isAdmin } from '../../../domain/policy/admin.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../db/connection.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { findAdminCandidate } from './queries.ts';

/**
 * Campus administrators (ADMIN_EMAILS with a confirmed address: domain/policy/admin.ts),
 * for every route that serves the office. Read from the account on each call, not the
 * session: a confirmation or a changed address counts at once.
 */
export async function isAdminViewer(ctx: { db: Db; config: Pick<Config, 'adminEmails'> }, viewer: { id: string } | null): Promise<boolean> {
  if (!viewer) return false;
  const account = await findAdminCandidate(ctx.db, viewer.id);
  return Boolean(account && isAdmin({ email: account.email, emailVerified: Boolean(account.email_verified) }, ctx.config.adminEmails));
}

/** A route's gate for the office: 401 signed out, 403 with `message` for anyone else, before the body is judged. */
export function requireAdmin(ctx: { db: Db; config: Pick<Config, 'adminEmails'> }, message: string): preValidationAsyncHookHandler {
  return async (request) => {
    if (!request.viewer) throw unauthorized();
    if (!(await isAdminViewer(ctx, request.viewer))) throw forbidden(message);
  };
}
