import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BusyTracker, trackBusy } from './busy.ts';

describe('whether the server is busy', () => {
  it('is busy just after an arrival, and while a request is in hand as long as others arrive within a second', () => {
    const busy = new BusyTracker();
    expect(busy.isBusy(0)).toBe(false);
    busy.arrived(100);
    expect(busy.isBusy(110)).toBe(true);
    // A request waiting for its group's commit: busy through a gap between arrivals.
    expect(busy.isBusy(400)).toBe(true);
    // One never answered holds nothing back for good.
    expect(busy.isBusy(1200)).toBe(false);
    busy.answered();
    busy.arrived(2000);
    busy.answered();
    expect(busy.isBusy(2010)).toBe(true);
    expect(busy.isBusy(2030)).toBe(false);
  });

  it('does not count an event stream as a request in hand', () => {
    const busy = new BusyTracker();
    busy.arrivedStream(0);
    expect(busy.isBusy(10)).toBe(true);
    expect(busy.isBusy(100)).toBe(false);
  });

  it("counts a real server's requests until answered, and one its client abandoned", async () => {
    const app = Fastify({ forceCloseConnections: true });
    const busy = new BusyTracker();
    trackBusy(app, busy);
    let finish: () => void = () => {};
    app.get('/slow', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { ok: true };
    });
    app.get('/quick', async () => ({ ok: true }));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const slow = fetch(`${base}/slow`);
      await expect.poll(() => busy.isBusy(performance.now() + 500)).toBe(true);
      finish();
      await (await slow).json();
      await expect.poll(() => busy.isBusy(performance.now() + 500)).toBe(false);

      const abandoned = new AbortController();
      void fetch(`${base}/slow`, { signal: abandoned.signal }).catch(() => {});
      await expect.poll(() => busy.isBusy(performance.now() + 500)).toBe(true);
      abandoned.abort();
      await expect.poll(() => busy.isBusy(performance.now() + 500)).toBe(false);
      finish();
      expect((await fetch(`${base}/quick`)).status).toBe(200);
      expect(busy.isBusy(performance.now() + 500)).toBe(false);
    } finally {
      finish();
      await app.close();
    }
  });
});
