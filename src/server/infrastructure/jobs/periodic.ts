import type { FastifyInstance } from 'fastify';

/**
 * A sweep the server runs by itself: once when it is ready, then every `everyMs`.
 * Runs never overlap (a tick while the last run is still going is skipped); a failed run
 * is logged and the next tick tries again; at shutdown the timer stops and the run in
 * hand is waited for, so it never outlives the database it writes to.
 */
export interface PeriodicJob<T> {
  /** Names it in the logs. */
  name: string;
  everyMs: number;
  run: () => Promise<T>;
  /** What a finished run logs at info level (nothing when it returns undefined). */
  report?: (result: T) => Record<string, unknown> | undefined;
}

/** The sweeps of this server, each registered by its own module (app.ts registers the modules). */
export function registerPeriodicJob<T>(app: FastifyInstance, job: PeriodicJob<T>): void {
  let timer: NodeJS.Timeout | undefined;
  let inHand: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (inHand || stopped) return;
    inHand = job
      .run()
      .then((result) => {
        const said = job.report?.(result);
        if (said) app.log.info({ job: job.name, ...said }, `${job.name} done`);
      })
      .catch((error: unknown) => app.log.warn({ err: error, job: job.name }, `${job.name} failed`))
      .finally(() => (inHand = undefined));
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    await inHand;
  });
}
