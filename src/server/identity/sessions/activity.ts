import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerContext } from '../../infrastructure/context.ts';
import { touchSession } from './queries.ts';

/** "Last active" in the session list is exact to this much. */
export const ACTIVITY_RESOLUTION_MS = 5 * 60_000;
const REMEMBERED = 10_000;

/**
 * Keeps each session's updated_at close to its last request, for "last active".
 * Better Auth refreshes it only once a day. To keep writes rare, each process
 * remembers when it last wrote a session and writes again only after the
 * resolution has passed (and the statement itself skips fresh rows).
 */
export const sessionActivityPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: ServerContext }) => {
  const lastWritten = new Map<string, number>();
  app.addHook('onResponse', async (request) => {
    const sessionId = request.viewer?.sessionId;
    if (!sessionId) return;
    const now = Date.now();
    // The row read for this very request may already be fresh (a session just made, or
    // touched by another process): then there is nothing to write.
    const known = Math.max(lastWritten.get(sessionId) ?? 0, request.viewer?.sessionUpdatedAt ?? 0);
    if (now - known < ACTIVITY_RESOLUTION_MS) return;
    if (lastWritten.size >= REMEMBERED) lastWritten.clear();
    lastWritten.set(sessionId, now);
    await touchSession(ctx.db, sessionId, ACTIVITY_RESOLUTION_MS, now).catch((error: unknown) => {
      request.log.warn({ err: error }, 'could not record session activity');
    });
  });
});
