import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerContext } from '../../infrastructure/context.ts';
import { registerPeriodicJob } from '../../infrastructure/jobs/periodic.ts';
import { sweepDraws } from './service.ts';

/**
 * Holds the lotteries' draws once their time has come: every SEAT_SWEEP_SECONDS from
 * the start, as the seat offers are swept. A failure is logged and the next sweep tries
 * again; until a draw is held, entries are refused all the same (its time has passed).
 */
export const drawSweepPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: ServerContext }) => {
  registerPeriodicJob(app, {
    name: 'draw sweep',
    everyMs: ctx.config.seatSweepMs,
    run: () => sweepDraws(ctx),
    report: (held) => (held.length ? { draws: held.map((d) => d.eventId) } : undefined),
  });
});
