import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerContext } from '../../infrastructure/context.ts';
import { touchSessions } from './queries.ts';

/** "Last active" in the session list is exact to this much. */
export const ACTIVITY_RESOLUTION_MS = 5 * 60_000;
const REMEMBERED = 10_000;
/** Sessions written in one statement at most. */
const MAX_BATCH = 500;

/**
 * Keeps each session's updated_at close to its last request, for "last active".
 * Better Auth refreshes it only once a day. To keep writes rare, each process
 * remembers when it last wrote a session and writes again only after the
 * resolution has passed (and the statement itself skips fresh rows).
 */
export const sessionActivityPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: ServerContext }) => {
  const lastWritten = new Map<string, number>();
  // The sessions due a write in one turn of the event loop go in one statement: in a rush
  // of students whose sessions are older than the resolution, a write per request was a
  // round trip per request.
  let due: Set<string> | undefined;
  const flush = async (ids: string[], log: FastifyBaseLogger) => {
    for (let i = 0; i < ids.length; i += MAX_BATCH) {
      await touchSessions(ctx.db, ids.slice(i, i + MAX_BATCH), ACTIVITY_RESOLUTION_MS).catch((error: unknown) => {
        log.warn({ err: error }, 'could not record session activity');
      });
    }
  };
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
    if (!due) {
      const batch = (due = new Set());
      setImmediate(() => {
        due = undefined;
        void flush([...batch], request.log);
      });
    }
    due.add(sessionId);
  });
});
