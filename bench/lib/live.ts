// Live fan-out: many /api/live subscribers; the time from a registration being sent
// to the moment each subscriber has the new count.
import http from 'node:http';

export interface Subscribers {
  /** Resolves when every subscriber has seen `registrations` ≥ `count` for the event, with their receive times. */
  waitFor(eventId: string, count: number, timeoutMs?: number): Promise<number[]>;
  close(): void;
}

interface Target {
  eventId: string;
  count: number;
  times: (number | undefined)[];
  remaining: number;
  done: (times: number[]) => void;
}

export async function openSubscribers(urls: string[], total: number): Promise<Subscribers> {
  const requests: http.ClientRequest[] = [];
  /** Each subscriber's latest count per event. */
  const counts: Map<string, number>[] = [];
  let target: Target | undefined;

  const reached = (subscriber: number, at: number) => {
    if (!target || target.times[subscriber] !== undefined) return;
    target.times[subscriber] = at;
    if (--target.remaining === 0) {
      const t = target;
      target = undefined;
      t.done(t.times as number[]);
    }
  };

  // Open them in waves, so the server's accept queue is not flooded.
  for (let first = 0; first < total; first += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, total - first) }, (_, j) => new Promise<void>((resolve, reject) => {
        const i = first + j;
        const seen = new Map<string, number>();
        counts[i] = seen;
        const req = http.get(`${urls[i % urls.length]}/api/live`, { agent: false }, (res) => {
          if (res.statusCode !== 200) return reject(new Error(`/api/live answered ${res.statusCode}`));
          res.setEncoding('utf8');
          let buffer = '';
          res.on('data', (chunk: string) => {
            const at = performance.now();
            buffer += chunk;
            let index;
            while ((index = buffer.indexOf('\n\n')) >= 0) {
              const message = buffer.slice(0, index);
              buffer = buffer.slice(index + 2);
              if (message.includes(': connected')) resolve();
              const data = message.split('\n').find((l) => l.startsWith('data: '));
              if (!message.includes('event: registrations') || !data) continue;
              const update = JSON.parse(data.slice(6)) as { eventId: string; registrations: number };
              if (update.registrations > (seen.get(update.eventId) ?? -1)) seen.set(update.eventId, update.registrations);
              if (target && update.eventId === target.eventId && update.registrations >= target.count) reached(i, at);
            }
          });
        });
        req.on('error', reject);
        requests.push(req);
      })),
    );
  }

  return {
    waitFor(eventId, count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const missing = target ? target.remaining : 0;
          target = undefined;
          reject(new Error(`${missing} of ${total} subscribers did not get count ${count} within ${timeoutMs} ms`));
        }, timeoutMs);
        target = {
          eventId, count, times: new Array(total).fill(undefined), remaining: total,
          done: (times) => {
            clearTimeout(timer);
            resolve(times);
          },
        };
        // Subscribers that already have it (a count can arrive before the wait starts).
        const now = performance.now();
        counts.forEach((seen, i) => {
          if ((seen.get(eventId) ?? -1) >= count) reached(i, now);
        });
      });
    },
    close() {
      for (const req of requests) req.destroy();
    },
  };
}
