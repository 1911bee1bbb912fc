// Webhooks across a process death: a real server process (src/server/main.ts through tsx), the
// suite's database, a receiver on 127.0.0.1. Deliveries queued while the receiver is down all
// arrive once it is back, though the server is killed with SIGKILL in the middle of sending.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { freshDatabase, killAllServers, startServer, waitUntil, type Server } from '../../../../test/support/server-process.ts';
import { testDialect } from '../../../../test/support/test-db.ts';
import { startWebhookReceiver } from '../../../../test/support/webhook-receiver.ts';

const dialect = testDialect();
// On PostgreSQL a killed process's claim comes back when it ends; on SQLite a start gives every claim back.
const SHORT_CLAIMS: Record<string, string> = dialect === 'postgres' ? { MAIL_CLAIM_SECONDS: '6' } : {};
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await killAllServers('SIGKILL');
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 30_000);

describe(`webhooks across process deaths (${dialect})`, () => {
  it('a receiver that was down gets every delivery once it is back, though the sender was killed -9 mid-delivery', async () => {
    const victim: { server?: Server } = {};
    const receiver = await startWebhookReceiver('/hook', {
      // The 4th request has arrived whole; before it is answered, the sender dies.
      async beforeAnswer(n) {
        if (n === 4) await victim.server!.kill('SIGKILL');
      },
    });
    receiver.answerWith(503);
    const db = await freshDatabase('quad_webhooks');
    cleanups.push(receiver.close, db.drop);
    const env = { ...db.env, WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_SECONDS: '0.5', ...SHORT_CLAIMS };
    const first = (victim.server = await startServer(env));

    const club = new HttpClient(first.base);
    const { user } = await signUpOrganizer(club);
    const hook = await club.post(`/api/organizers/${user.id}/webhooks`, { url: receiver.url, events: ['event.created', 'registration.created'] });
    expect(hook.status).toBe(201);
    const event = await createEventAs(club);
    for (let i = 0; i < 9; i++) {
      const student = new HttpClient(first.base);
      await registerAs(student, await signUpStudent(student), event.id);
    }
    const deliveries = async (base: string) => {
      // The club's session, on whichever process answers now.
      const tab = new HttpClient(base);
      (tab as any).cookies = (club as any).cookies;
      return (await tab.get(`/api/organizers/${user.id}/webhooks/${hook.body.id}/deliveries`)).body.deliveries as { id: string; status: string; attempts: number }[];
    };
    await waitUntil('every delivery refused once', async () => {
      const list = await deliveries(first.base);
      return list.length === 10 && list.every((d) => d.attempts >= 1);
    }, 30_000);
    const ids = (await deliveries(first.base)).map((d) => d.id);

    receiver.answerWith(200);
    expect(await first.exited).toBeNull();
    const second = await startServer(env);
    await waitUntil('every delivery received', () => ids.every((id) => receiver.received.some((r) => r.id === id)), 60_000);
    await waitUntil('every delivery recorded', async () => (await deliveries(second.base)).every((d) => d.status === 'delivered'), 30_000);
    const verified = receiver.verifyAll(hook.body.secret);
    const typeOf = new Map(receiver.received.map((r, i) => [r.id, verified[i]!.type]));
    expect([...typeOf.values()].sort()).toEqual(['event.created', ...Array(9).fill('registration.created')].sort());
    // At least once: the message in hand at the kill may come twice, always with its one webhook-id.
    expect(new Set(receiver.received.map((r) => r.id))).toEqual(new Set(ids));
    await second.kill('SIGTERM');
  }, 120_000);
});
