import { Worker } from 'node:worker_threads';

/** However long closing takes (a mail server that never answers), the process is gone before ten seconds. */
export const SHUTDOWN_DEADLINE_MS = 8000;

interface Closable {
  close(): Promise<unknown>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * On SIGTERM or SIGINT: stop accepting, let requests in flight end, then exit; whatever is
 * still pending, be gone within `deadlineMs`. Both hold even when the event loop is stuck
 * (a synchronous call that never returns): the handlers are removed at the first signal, so a
 * second one ends the process the operating system's way, and the deadline is kept by a
 * thread of its own.
 */
export function stopOnSignals(app: Closable, deadlineMs = SHUTDOWN_DEADLINE_MS): void {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const shutdown = (signal: string) => {
    for (const s of signals) process.off(s, handlers[s]);
    app.log.info({ signal }, 'shutting down; a second signal stops at once');
    const deadline = setTimeout(() => {
      app.log.error({ deadlineMs }, 'shutdown did not finish in time: stopping now');
      process.exit(1);
    }, deadlineMs);
    deadline.unref();
    // The same deadline, kept even if this thread never gets back to its timers.
    new Worker(
      `setTimeout(() => process.kill(${process.pid}, 'SIGKILL'), ${deadlineMs + 1000});`,
      { eval: true, stdout: true, stderr: true },
    ).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  const handlers = { SIGINT: () => shutdown('SIGINT'), SIGTERM: () => shutdown('SIGTERM') };
  for (const s of signals) process.on(s, handlers[s]);
}
