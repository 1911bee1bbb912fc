import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerContext } from '../context.ts';
import { sweepDraws } from './service.ts';

/**
 * Holds the lotteries' draws once their time has come: every SEAT_SWEEP_SECONDS from
 * the start, as the seat offers are swept. A failure is logged and the next sweep tries
 * again; until a draw is held, entries are refused all the same (its time has passed).
 */
export const drawSweepPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: ServerContext }) => {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sweepDraws(ctx)
      .then((held) => held.length && app.log.info({ draws: held.map((d) => d.eventId) }, 'lottery draws held'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'draw sweep failed'))
      .finally(() => (running = false));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, ctx.config.seatSweepMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
