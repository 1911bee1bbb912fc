// Push messages across a process death, as outbox/durability.test.ts does for mail: real
// server processes, the suite's database, and a local push service that verifies and
// decrypts every message. The server is killed -9 while it is sending; after a restart
// every push committed arrives, and arrives once (counted by its Topic, the outbox row).
import { describe, expect, it } from 'vitest';
import { clubWithEvents, dialect, outboxHealth, registerStudents, scenario, SHORT_CLAIMS, victim } from '../../../../test/support/durability.ts';
import { HttpClient } from '../../../../test/support/http-client.ts';
import { startPushService, type ReceivedPush } from '../../../../test/support/push-service.ts';
import { waitUntil } from '../../../../test/support/server-process.ts';

describe(`push across process deaths (${dialect})`, () => {
  it('kill -9 mid-way through 30 pushes during a push-service outage; restart: every push arrives decrypted, none twice', async (context) => {
    const { start, defer } = await scenario(context, 'quad_push_durability');
    const sender = victim();
    let publicKey = '';
    const push = await startPushService({
      vapidPublicKey: () => publicKey,
      // The 11th push has arrived whole and checked out; before it is answered, the sender dies.
      async beforeAccept(_push: ReceivedPush, arrival: number) {
        if (arrival !== 11) return;
        await sender.kill();
        throw new Error('the sender is gone');
      },
    });
    defer(push.close);
    const env = { ...SHORT_CLAIMS, PUSH_ALLOWED_HOSTS: push.host, NODE_EXTRA_CA_CERTS: push.caFile, MAIL_RETRY_BASE_SECONDS: '0.2' };
    const first = sender.set(await start(env));
    publicKey = (await new HttpClient(first.base).get('/api/push/key')).body.publicKey;

    // The push service is down while 10 students with a device each register for 3 events.
    push.answerAll(503);
    const club = await clubWithEvents(first.base, 3);
    const devices = new Map<HttpClient, string>();
    const tickets = await registerStudents([first.base], 10, club.events.map((e) => e.id), async (client) => {
      const device = push.subscribe();
      expect((await client.post('/api/me/push-subscriptions', { endpoint: device.endpoint, keys: device.keys })).status).toBe(201);
      devices.set(client, device.id);
    });
    const expected = tickets.map((t) => `${devices.get(t.client)} You're in: ${club.events.find((e) => e.id === t.eventId)!.name}`);
    // Pushes count with the mail: tickets go both ways.
    await waitUntil('the mails out, the pushes waiting', async () => (await outboxHealth(first.base)).pending === 30);

    push.answerAll(undefined);
    expect(await first.exited).toBeNull();
    expect(push.received).toHaveLength(10);

    const second = await start(env);
    expect((await new HttpClient(second.base).get('/api/push/key')).body.publicKey).toBe(publicKey);
    await waitUntil('30 pushes', () => push.received.length >= 30, 60_000);
    await waitUntil('an empty outbox', async () => (await outboxHealth(second.base)).pending === 0);
    const topics = push.received.map((p) => p.topic);
    expect(new Set(topics).size).toBe(topics.length);
    expect(push.received.map((p) => `${p.subscription} ${p.notice.title}`).sort()).toEqual(expected.sort());
    expect(push.rejected).toEqual([]);
    expect(await outboxHealth(second.base)).toEqual({ pending: 0, failed: 0 });
    await second.kill('SIGTERM');
  }, 120_000);
});
