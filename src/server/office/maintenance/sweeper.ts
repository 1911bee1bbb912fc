import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteAbandonedOrganizerSignups } from '../../identity/accounts/profile.ts';
import { LONGEST_WINDOW_MS } from '../../infrastructure/auth/attempt-limits.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { registerPeriodicJob } from '../../infrastructure/jobs/periodic.ts';
import { RateLimiter } from '../../infrastructure/rate-limit/limiter.ts';
import { deleteExpiredSessions, deleteExpiredVerifications } from './queries.ts';
import { pruneSentMessages } from '../../infrastructure/outbox/queries.ts';
import { KEY_LIFETIME_MS } from '../../infrastructure/http/idempotency.ts';
import { deleteExpiredIdempotencyKeys } from '../../infrastructure/http/queries.ts';

export const SWEEP_EVERY_MS = 10 * 60_000;

export interface SweepResult {
  abandonedSignups: number;
  rateLimits: number;
  verifications: number;
  sessions: number;
  sentMessages: number;
  idempotencyKeys: number;
}

/**
 * Housekeeping of the identity tables: abandoned Google organizer sign-ups,
 * finished rate-limit windows, expired link tokens and sessions; and of the outbox:
 * messages sent longer ago than MAIL_RETENTION_DAYS; and Idempotency-Keys past their day. Every step is
 * an idempotent delete, so any number of server processes may run it.
 */
export async function sweep(ctx: Pick<ServerContext, 'db' | 'config'>, now = Date.now()): Promise<SweepResult> {
  const nowIso = new Date(now).toISOString();
  const abandonedSignups = await deleteAbandonedOrganizerSignups(ctx.db, now);
  const rateLimits = await new RateLimiter(ctx.db).purge(LONGEST_WINDOW_MS, now);
  const verifications = await deleteExpiredVerifications(ctx.db, nowIso);
  const sessions = await deleteExpiredSessions(ctx.db, nowIso);
  const sentMessages = await pruneSentMessages(ctx.db, new Date(now - ctx.config.mail.retentionMs));
  const idempotencyKeys = await deleteExpiredIdempotencyKeys(ctx.db, new Date(now - KEY_LIFETIME_MS).toISOString());
  return { abandonedSignups, rateLimits, verifications, sessions, sentMessages, idempotencyKeys };
}

/** Sweeps once the server is up, then every SWEEP_EVERY_MS (jobs/periodic.ts). */
export const sweeperPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: ServerContext }) => {
  registerPeriodicJob(app, { name: 'housekeeping', everyMs: SWEEP_EVERY_MS, run: () => sweep(ctx) });
});
