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
  /**
   * A job of several steps (a batch of mails) calls this between them: it returns at once
   * while the server is quiet, and while it is busy waits as a queued job would. So
   * requests that arrive during a batch wait for one step, not for the whole batch.
   * It returns early once `stopped()` is true.
   */
  between(stopped?: () => boolean): Promise<void>;
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

  /** The job running now: when it was queued, and when its current step began. */
  let current: { at: number; stepStarted: number } | undefined;
  let draining = false;
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

  /** After a step that began at `stepStarted`, while busy: the next may start once the step had its share of the time. */
  const shareEndsAt = (stepStarted: number, now: number) => now + ((now - stepStarted) * (1 - busyShare)) / busyShare;

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
    const step = (current = { at: job.at, stepStarted: performance.now() });
    try {
      await job.run();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
      current = undefined;
    }
    notBefore = shareEndsAt(step.stepStarted, performance.now());
    if (jobs.length) schedule(0);
  }

  async function between(stopped = () => false) {
    const step = current;
    if (!step || draining) return;
    const shareEnds = shareEndsAt(step.stepStarted, performance.now());
    for (;;) {
      const now = performance.now();
      if (!isBusy() || draining || stopped()) break;
      if (now - step.at >= maxWaitMs) {
        if (now >= shareEnds) break;
        await sleep(Math.min(50, shareEnds - now + 1));
        continue;
      }
      await sleep(Math.min(50, maxWaitMs - (now - step.at)) + 1);
    }
    step.stepStarted = performance.now();
  }

  return {
    push(run) {
      jobs.push({ run, at: performance.now() });
      schedule(0);
    },
    between,
    size: () => jobs.length + (running ? 1 : 0),
    async drain(deadlineMs = 5000) {
      const deadline = performance.now() + deadlineMs;
      // A job in hand no longer waits for quiet between its steps.
      draining = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      while (running && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      running = true;
      while (jobs.length && performance.now() < deadline) {
        const job = jobs.shift()!;
        await job.run().catch(onError);
      }
      running = false;
      draining = false;
      const left = jobs.length;
      jobs.length = 0;
      return left;
    },
  };
}
