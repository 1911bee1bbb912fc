import type { Writable } from 'node:stream';

/** What may wait in memory for a slow log reader before new lines are dropped. */
export const MAX_PENDING_LOG_BYTES = 1024 * 1024;

export interface LogDestination {
  /** pino writes each line here. */
  write(line: string): void;
  /** Lines dropped since the start because the reader was too slow. */
  readonly dropped: number;
  /** Called once the reader has caught up after lines were dropped, with how many were lost since the last call. */
  onCaughtUp?: (dropped: number) => void;
}

/**
 * The server's log output. pino's own destination retries a full pipe (EAGAIN) by sleeping
 * the whole process, and flushes synchronously on exit: a reader that stops reading (a
 * parent that exited) then holds the process in that loop for good, deaf to signals. Here
 * lines go through the stream's own asynchronous writes (process.stdout on a pipe or socket
 * never blocks), and while more than `maxPendingBytes` wait, new lines are counted and dropped.
 */
export function createLogDestination(out: Writable = process.stdout, maxPendingBytes = MAX_PENDING_LOG_BYTES): LogDestination {
  let dropped = 0;
  let unreported = 0;
  let waiting = false;
  const caughtUp = () => {
    waiting = false;
    const lost = unreported;
    unreported = 0;
    destination.onCaughtUp?.(lost);
  };
  // A reader gone for good (EPIPE) is not the server's failure: its lines are dropped.
  out.on('error', () => {});
  const destination: LogDestination = {
    write(line) {
      if (out.destroyed || out.writableLength > maxPendingBytes) {
        dropped++;
        unreported++;
        if (!waiting && !out.destroyed) {
          waiting = true;
          out.once('drain', caughtUp);
        }
        return;
      }
      out.write(line);
    },
    get dropped() {
      return dropped;
    },
  };
  return destination;
}
