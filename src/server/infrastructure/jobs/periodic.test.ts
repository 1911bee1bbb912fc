import Fastify from 'fastify';
import { setTimeout as pause } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { registerPeriodicJob } from './periodic.ts';

/** A server whose log lines are kept, to read what the jobs said. */
function serverWithLog() {
  const lines: { level: number; msg: string; job?: string }[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
  return { app, lines };
}

/** Waits until `done()` holds (a few seconds at most), without assuming how long that takes. */
async function until(done: () => boolean) {
  for (let i = 0; i < 500 && !done(); i++) await pause(10);
  expect(done()).toBe(true);
}

describe('a periodic job', () => {
  it('runs once ready, never two runs at once, and again after the last one ends', async () => {
    const { app } = serverWithLog();
    let runs = 0;
    let running = 0;
    let most = 0;
    let release: () => void = () => {};
    registerPeriodicJob(app, {
      name: 'test sweep',
      everyMs: 1,
      run: async () => {
        runs++;
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => (release = resolve));
        running--;
      },
    });
    await app.ready();
    await until(() => runs === 1);
    // Many ticks pass while the first run is still going: none starts another.
    await pause(30);
    expect(runs).toBe(1);
    release();
    await until(() => runs === 2);
    release();
    await app.close();
    expect(most).toBe(1);
  });

  it('logs a failed run with its name, and tries again on the next tick', async () => {
    const { app, lines } = serverWithLog();
    let runs = 0;
    registerPeriodicJob(app, {
      name: 'flaky sweep',
      everyMs: 1,
      run: async () => {
        runs++;
        if (runs === 1) throw new Error('database away');
        return runs;
      },
      report: (n) => (n === 2 ? { n } : undefined),
    });
    await app.ready();
    await until(() => runs >= 2 && lines.some((l) => l.msg === 'flaky sweep done'));
    await app.close();
    expect(lines.find((l) => l.msg === 'flaky sweep failed')).toMatchObject({ level: 40, job: 'flaky sweep' });
  });

  it('stops at shutdown, after waiting for the run in hand', async () => {
    const { app } = serverWithLog();
    let runs = 0;
    let finished = 0;
    registerPeriodicJob(app, {
      name: 'slow sweep',
      everyMs: 1,
      run: async () => {
        runs++;
        await pause(20);
        finished++;
      },
    });
    await app.ready();
    await until(() => runs >= 1);
    await app.close();
    expect(finished).toBe(runs);
    const after = runs;
    await pause(30);
    expect(runs).toBe(after);
  });
});
