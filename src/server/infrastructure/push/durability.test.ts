// Push messages across a process death, as outbox/durability.test.ts does for mail: real
// server processes, the suite's database, and a local push service that verifies and
// decrypts every message. The server is killed -9 while it is sending; after a restart
// every push committed arrives, and arrives once (counted by its Topic, the outbox row).
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { HttpClient } from '../../../../test/support/http-client.ts';
import { startPushService, type PushService, type ReceivedPush } from '../../../../test/support/push-service.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { freshDatabase, killAllServers, startServer, waitUntil, type Server } from '../../../../test/support/server-process.ts';
import { testDialect } from '../../../../test/support/test-db.ts';

const dialect = testDialect();
/** On PostgreSQL the messages a killed process held come back when its claim ends (6 s here); a start on SQLite frees them at once. */
const SHORT_CLAIMS: Record<string, string> = dialect === 'postgres' ? { MAIL_CLAIM_SECONDS: '6' } : {};
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await killAllServers('SIGKILL');
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 30_000);

async function outboxHealth(base: string): Promise<{ pending: number; failed: number }> {
  return (await new HttpClient(base).get('/api/health')).body.mail;
}

describe(`push across process deaths (${dialect})`, () => {
  it('kill -9 mid-way through 30 pushes during a push-service outage; restart: every push arrives decrypted, none twice', async () => {
    const db = await freshDatabase('quad_push_durability');
    cleanups.push(db.drop);
    const victim: { server?: Server; publicKey?: string } = {};
    const push: PushService = await startPushService({
      vapidPublicKey: () => victim.publicKey!,
      // The 11th push has arrived whole and checked out; before it is answered, the sender dies.
      async beforeAccept(_push: ReceivedPush, arrival: number) {
        if (arrival !== 11) return;
        await victim.server!.kill('SIGKILL');
        throw new Error('the sender is gone');
      },
    });
    cleanups.push(push.close);
    const env = {
      ...db.env, ...SHORT_CLAIMS, PUSH_ALLOWED_HOSTS: push.host, NODE_EXTRA_CA_CERTS: push.caFile, MAIL_RETRY_BASE_SECONDS: '0.2',
    };
    const first = (victim.server = await startServer(env));
    victim.publicKey = (await new HttpClient(first.base).get('/api/push/key')).body.publicKey;

    // The push service is down while 10 students with a device each register for 3 events.
    push.answerAll(503);
    const organizer = new HttpClient(first.base);
    await signUpOrganizer(organizer);
    const events = [];
    for (let i = 0; i < 3; i++) events.push(await createEventAs(organizer, { capacity: 0 }));
    const expected: string[] = [];
    for (let n = 0; n < 10; n++) {
      const client = new HttpClient(first.base);
      const student = await signUpStudent(client);
      const device = push.subscribe();
      expect((await client.post('/api/me/push-subscriptions', { endpoint: device.endpoint, keys: device.keys })).status).toBe(201);
      for (const event of events) {
        await registerAs(client, student, event.id);
        expected.push(`${device.id} You're in: ${event.name}`);
      }
    }
    // Pushes count with the mail: tickets go both ways.
    await waitUntil('the mails out, the pushes waiting', async () => (await outboxHealth(first.base)).pending === 30);

    push.answerAll(undefined);
    expect(await first.exited).toBeNull();
    expect(push.received).toHaveLength(10);

    const second = await startServer(env);
    expect((await new HttpClient(second.base).get('/api/push/key')).body.publicKey).toBe(victim.publicKey);
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
