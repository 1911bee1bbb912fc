// Webhooks across a process death, as outbox/durability.test.ts does for mail: real server
// processes, the suite's database, a receiver on 127.0.0.1. Deliveries queued while the receiver
// is down all arrive once it is back, though the server is killed with SIGKILL in the middle of sending.
import { describe, expect, it } from 'vitest';
import { clubWithEvents, dialect, registerStudents, sameBrowserOn, scenario, SHORT_CLAIMS, victim } from '../../../../test/support/durability.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { waitUntil } from '../../../../test/support/server-process.ts';
import { startWebhookReceiver } from '../../../../test/support/webhook-receiver.ts';

describe(`webhooks across process deaths (${dialect})`, () => {
  it('a receiver that was down gets every delivery once it is back, though the sender was killed -9 mid-delivery', async (context) => {
    const { start, defer } = await scenario(context, 'quad_webhooks');
    const sender = victim();
    const receiver = await startWebhookReceiver('/hook', {
      // The 4th request has arrived whole; before it is answered, the sender dies.
      async beforeAnswer(n) {
        if (n === 4) await sender.kill();
      },
    });
    defer(receiver.close);
    receiver.answerWith(503);
    const env = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_SECONDS: '0.5', ...SHORT_CLAIMS };
    const first = sender.set(await start(env));

    const club = await clubWithEvents(first.base, 0);
    const hook = await club.client.post(`/api/organizers/${club.user.id}/webhooks`, { url: receiver.url, events: ['event.created', 'registration.created'] });
    expect(hook.status).toBe(201);
    const event = await createEventAs(club.client);
    await registerStudents([first.base], 9, [event.id]);
    // The club's session, on whichever process answers now.
    const deliveries = async (base: string) =>
      (await sameBrowserOn(club.client, base).get(`/api/organizers/${club.user.id}/webhooks/${hook.body.id}/deliveries`)).body.deliveries as { id: string; status: string; attempts: number }[];
    await waitUntil('every delivery refused once', async () => {
      const list = await deliveries(first.base);
      return list.length === 10 && list.every((d) => d.attempts >= 1);
    }, 30_000);
    const ids = (await deliveries(first.base)).map((d) => d.id);

    receiver.answerWith(200);
    expect(await first.exited).toBeNull();
    const second = await start(env);
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
