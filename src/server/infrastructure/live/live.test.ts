import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { signUpOrganizer } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { createLiveBus } from './bus.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** Opens /api/live and collects its `registrations` events. */
async function subscribe(baseUrl: string) {
  const controller = new AbortController();
  const response = await fetch(new URL('/api/live', baseUrl), { signal: controller.signal });
  const events: unknown[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let index;
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          const chunk = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          const data = chunk.split('\n').find((l) => l.startsWith('data: '));
          if (chunk.includes('event: registrations') && data) events.push(JSON.parse(data.slice(6)));
        }
      }
    } catch {
      // aborted
    }
  })();
  return { response, events, close: () => controller.abort() };
}

describe('GET /api/live', () => {
  it('streams count changes as server-sent events', async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const event = await createEventAs(organizer);
    const stream = await subscribe(t.baseUrl);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await expect.poll(() => t.ctx.live.subscriberCount()).toBeGreaterThan(0);
    await t.ctx.db.updateTable('events').set({ registrations_count: 7, waitlisted_count: 2 }).where('id', '=', event.id).execute();
    t.ctx.live.publishCounts(event.id);
    await expect.poll(() => stream.events).toContainEqual({ eventId: event.id, registrations: 7, waitlisted: 2, checkedIn: 0 });
    stream.close();
  });

  it('ends every stream at the committed counts, however late a change is heard', async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const event = await createEventAs(organizer);
    const stream = await subscribe(t.baseUrl);
    await expect.poll(() => t.ctx.live.subscriberCount()).toBeGreaterThan(0);
    // Two changes committed one after the other, each announced: whatever order the
    // announcements arrive in (processes race on PostgreSQL), the last count sent is the last committed.
    await t.ctx.db.updateTable('events').set({ registrations_count: 3 }).where('id', '=', event.id).execute();
    t.ctx.live.publishCounts(event.id);
    await t.ctx.db.updateTable('events').set({ registrations_count: 4 }).where('id', '=', event.id).execute();
    await new Promise((resolve) => setTimeout(resolve, 5));
    t.ctx.live.publishCounts(event.id);
    await new Promise((resolve) => setTimeout(resolve, 40));
    t.ctx.live.publishCounts(event.id);
    await expect.poll(() => stream.events.at(-1)).toEqual({ eventId: event.id, registrations: 4, waitlisted: 0, checkedIn: 0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stream.events.at(-1)).toEqual({ eventId: event.id, registrations: 4, waitlisted: 0, checkedIn: 0 });
    stream.close();
  });
});

describe('the live bus', () => {
  it("tells the server's caches of a change without reading the counts while no one subscribes, and reads them for a subscriber", async () => {
    const statements: string[] = [];
    const recording: KyselyPlugin = {
      transformQuery: (args) => {
        statements.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const bus = await createLiveBus({ ...t.ctx.handle, db: t.ctx.handle.db.withPlugin(recording) }, (error) => {
      throw error;
    });
    try {
      const changed: string[] = [];
      bus.onChange((eventId) => changed.push(eventId));
      bus.publishCounts('live-bus-event');
      await expect.poll(() => changed).toEqual(['live-bus-event']);
      expect(statements).toEqual([]);

      const updates: unknown[] = [];
      bus.subscribe((update) => updates.push(update));
      bus.publishCounts('live-bus-event');
      await expect.poll(() => updates).toEqual([{ eventId: 'live-bus-event', registrations: 0, waitlisted: 0, checkedIn: 0 }]);
      expect(statements).toEqual(['SelectQueryNode']);
      expect(changed).toEqual(['live-bus-event', 'live-bus-event']);
    } finally {
      await bus.close();
    }
  });
});
