/**
 * Work that may wait a little, such as building and sending e-mails: one job at a
 * time, and while the server is busy answering requests only one every `busyGapMs`
 * once the oldest job has waited `maxWaitMs`. A burst of registrations is answered
 * first; its confirmation mails follow as soon as the burst is over.
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
  busyGapMs?: number;
}

export function createBackgroundQueue({ isBusy, onError, maxWaitMs = 5000, busyGapMs = 100 }: QueueOptions): BackgroundQueue {
  const jobs: { run: () => Promise<void>; at: number }[] = [];
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let lastBusyRun = 0;

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
      if (now - job.at < maxWaitMs) return schedule(Math.min(busyGapMs, maxWaitMs - (now - job.at)) + 1);
      if (now - lastBusyRun < busyGapMs) return schedule(busyGapMs - (now - lastBusyRun) + 1);
      lastBusyRun = now;
    }
    jobs.shift();
    running = true;
    try {
      await job.run();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
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
      while (running) await new Promise((r) => setTimeout(r, 5));
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
