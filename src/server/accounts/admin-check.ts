import type { preValidationAsyncHookHandler } from 'fastify';
import { isAdmin } from '../../domain/policy/admin.ts';
import type { ServerContext } from '../context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { findAccount } from './queries.ts';

/** Whether the signed-in person is a campus administrator (ADMIN_EMAILS, confirmed address): read from their account, not the session. */
export async function isAdminViewer(ctx: Pick<ServerContext, 'db' | 'config'>, viewer: { id: string } | null): Promise<boolean> {
  if (!viewer) return false;
  const account = await findAccount(ctx.db, viewer.id);
  return Boolean(account && isAdmin(account, ctx.config.adminEmails));
}

/** A route's gate for the campus office: 401 signed out, 403 with `message` for anyone else, before the body is judged. */
export function requireAdmin(ctx: Pick<ServerContext, 'db' | 'config'>, message: string): preValidationAsyncHookHandler {
  return async (request) => {
    if (!request.viewer) throw unauthorized();
    if (!(await isAdminViewer(ctx, request.viewer))) throw forbidden(message);
  };
}
