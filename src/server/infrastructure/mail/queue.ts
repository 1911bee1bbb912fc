/**
 * Work that may wait a little, such as building and sending e-mails: one job at a
 * time. While the server is busy answering requests, jobs wait up to `maxWaitMs`,
 * then take at most `busyShare` of the time (a job that took 4 ms is followed by a
 * pause of 12 ms at 0.25). A burst of registrations is answered first; its
 * confirmation mails follow as soon as the burst is over, and steady traffic never
 * starves them.
 */
export interface BackgroundQueue {
  push(job: () => Promise<void>): void;
  size(): number;
  /** Runs what is queued now, whether busy or not, for at most `deadlineMs` (at close); the number left undone. */
  drain(deadlineMs?: number): Promise<number>;
}

export interface QueueOptions {
  isBusy: () => boolean;
  onError: (error: unknown) => void;
  maxWaitMs?: number;
  busyShare?: number;
}

export function createBackgroundQueue({ isBusy, onError, maxWaitMs = 5000, busyShare = 0.25 }: QueueOptions): BackgroundQueue {
  const jobs: { run: () => Promise<void>; at: number }[] = [];
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  /** While busy, the next job may start only after this instant. */
  let notBefore = 0;

  const schedule = (delay: number) => {
    if (timer || running) return;
    timer = setTimeout(() => {
      timer = undefined;
      void next();
    }, delay);
    timer.unref();
  };

  async function next() {
    const job = jobs[0];
    if (!job || running) return;
    const now = performance.now();
    if (isBusy()) {
      if (now - job.at < maxWaitMs) return schedule(Math.min(50, maxWaitMs - (now - job.at)) + 1);
      if (now < notBefore) return schedule(notBefore - now + 1);
    }
    jobs.shift();
    running = true;
    const started = performance.now();
    try {
      await job.run();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
    const took = performance.now() - started;
    notBefore = performance.now() + (took * (1 - busyShare)) / busyShare;
    if (jobs.length) schedule(0);
  }

  return {
    push(run) {
      jobs.push({ run, at: performance.now() });
      schedule(0);
    },
    size: () => jobs.length + (running ? 1 : 0),
    async drain(deadlineMs = 5000) {
      const deadline = performance.now() + deadlineMs;
      if (timer) clearTimeout(timer);
      timer = undefined;
      while (running && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      running = true;
      while (jobs.length && performance.now() < deadline) {
        const job = jobs.shift()!;
        await job.run().catch(onError);
      }
      running = false;
      const left = jobs.length;
      jobs.length = 0;
      return left;
    },
  };
}
