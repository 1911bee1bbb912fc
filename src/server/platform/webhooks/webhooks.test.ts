import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { MSG } from '../../../domain/messages.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { attendingStudent, soonEvent } from '../../../../test/support/attendance.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { waitUntil } from '../../../../test/support/server-process.ts';
import { joinTeam } from '../../../../test/support/teams.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../../test/support/webhook-receiver.ts';

let t: TestApp;
const receivers: WebhookReceiver[] = [];
beforeAll(async () => {
  t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_SECONDS: '0.5' });
});
afterAll(async () => {
  for (const r of receivers) await r.close();
  await t?.close();
});

async function receiver() {
  const r = await startWebhookReceiver();
  receivers.push(r);
  return r;
}

async function club() {
  const client = t.client();
  const signedUp = await signUpOrganizer(client);
  return { client, id: signedUp.user.id as string, email: signedUp.input.email };
}

async function addWebhook(client: HttpClient, organizerId: string, body: Record<string, unknown>) {
  const res = await client.post(`/api/organizers/${organizerId}/webhooks`, body);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; secret: string; url: string; events: string[] };
}

const ALL = ['registration.created', 'registration.cancelled', 'registration.promoted', 'checkin.created', 'event.created', 'event.updated', 'event.deleted', 'feedback.created'];

describe('POST /api/organizers/:id/webhooks', () => {
  it('answers 401 signed out, 404 for an unknown club, 403 for someone who does not run the club', async () => {
    const { id } = await club();
    expect((await t.client().post(`/api/organizers/${id}/webhooks`, { url: 'https://example.com/h', events: ['event.created'] })).status).toBe(401);
    const student = t.client();
    await signUpStudent(student);
    const unknown = await student.post('/api/organizers/nobody/webhooks', { url: 'https://example.com/h', events: ['event.created'] });
    expect(unknown.status).toBe(404);
    const refused = await student.post(`/api/organizers/${id}/webhooks`, { url: 'https://example.com/h', events: ['event.created'] });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MSG.onlyClubManagersWebhooks);
  });

  it.each([
    [{ events: ['event.created'] }, MSG.webhookUrlInvalid],
    [{ url: 'not a url', events: ['event.created'] }, MSG.webhookUrlInvalid],
    [{ url: 'ftp://example.com/h', events: ['event.created'] }, MSG.webhookUrlInvalid],
    [{ url: 'https://user:pw@example.com/h', events: ['event.created'] }, MSG.webhookUrlInvalid],
    [{ url: 'https://example.com/h', events: [] }, MSG.webhookEventsInvalid],
    [{ url: 'https://example.com/h', events: ['payment.created'] }, MSG.webhookEventsInvalid],
    [{ url: 'https://example.com/h', events: ['event.created'], includeContacts: 'yes' }, MSG.webhookContactsInvalid],
  ])('refuses %j with 400', async (body, message) => {
    const { client, id } = await club();
    const res = await client.post(`/api/organizers/${id}/webhooks`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('answers 201 with the whsec_ secret once; the list never shows it', async () => {
    const { client, id } = await club();
    const created = await addWebhook(client, id, { url: 'https://example.com/hooks', events: ['event.deleted', 'event.created'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created).toMatchObject({ url: 'https://example.com/hooks', events: ['event.created', 'event.deleted'], includeContacts: false, enabled: true });
    const list = await client.get(`/api/organizers/${id}/webhooks`);
    expect(list.status).toBe(200);
    expect(list.body.webhooks.map((w: { id: string }) => w.id)).toEqual([created.id]);
    expect(list.text).not.toContain(created.secret);
  });

  it("lets a manager add one, but only the owner consent to registrants' contacts", async () => {
    const owner = await club();
    const manager = t.client();
    const person = await signUpStudent(manager);
    await joinTeam(t.ctx, owner.client, owner.id, manager, person.input.email, 'manager');
    await addWebhook(manager, owner.id, { url: 'https://example.com/m', events: ['event.created'] });
    const refused = await manager.post(`/api/organizers/${owner.id}/webhooks`, { url: 'https://example.com/m', events: ['event.created'], includeContacts: true });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MSG.onlyClubOwnerWebhookContacts);
    await addWebhook(owner.client, owner.id, { url: 'https://example.com/o', events: ['event.created'], includeContacts: true });
  });
});

describe('safety of the address', () => {
  it('refuses http and private addresses unless WEBHOOK_ALLOW_PRIVATE is set', async () => {
    const strict = await startTestApp();
    try {
      const client = strict.client();
      const { user } = await signUpOrganizer(client);
      for (const url of ['http://example.com/h', 'https://127.0.0.1/h', 'https://10.1.2.3/h', 'https://[::1]/h', 'https://[::ffff:192.168.1.1]/h', 'https://169.254.169.254/latest', 'https://localhost/h']) {
        const res = await client.post(`/api/organizers/${user.id}/webhooks`, { url, events: ['event.created'] });
        expect(res.status, url).toBe(400);
        expect(res.body.error.message).toBe(MSG.webhookUrlNotAllowed);
      }
      expect((await client.post(`/api/organizers/${user.id}/webhooks`, { url: 'https://hooks.example.com/h', events: ['event.created'] })).status).toBe(201);
    } finally {
      await strict.close();
    }
  });
});

describe('deliveries', () => {
  it('signs every event type per Standard Webhooks, verified by the standardwebhooks library', async () => {
    const r = await receiver();
    const owner = await club();
    const hook = await addWebhook(owner.client, owner.id, { url: r.url, events: ALL });
    const event = await soonEvent(owner.client, { capacity: 1 });
    const first = t.client();
    const attending = await attendingStudent(t.ctx, owner.client, first, event.id);
    const second = t.client();
    const waiting = await signUpStudent(second);
    const waitlisted = await registerAs(second, waiting, event.id);
    expect(waitlisted.status).toBe('waitlisted');
    expect((await first.delete(`/api/registrations/${attending.registrationId}`)).status).toBe(204);
    expect((await owner.client.patch(`/api/events/${event.id}`, { venue: 'Main Hall' })).status).toBe(200);
    // Feedback opens once the event has started.
    await t.ctx.db.updateTable('events').set({ starts_at: new Date(Date.now() - 60_000).toISOString() }).where('id', '=', event.id).execute();
    expect((await second.post(`/api/events/${event.id}/feedback`, { rating: 5, comments: 'Great' })).status).toBe(201);
    expect((await owner.client.delete(`/api/events/${event.id}`)).status).toBe(204);

    const expected = ['event.created', 'registration.created', 'checkin.created', 'registration.created', 'registration.cancelled', 'registration.promoted', 'event.updated', 'feedback.created', 'event.deleted'];
    await waitUntil('every delivery', () => r.received.length >= expected.length, 20_000);
    const verified = r.verifyAll(hook.secret);
    expect(verified.map((m) => m.type)).toEqual(expected);
    expect(new Set(r.received.map((m) => m.id)).size).toBe(expected.length);
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(r.received[0]!.body, {
      'webhook-id': r.received[0]!.id, 'webhook-timestamp': r.received[0]!.timestamp, 'webhook-signature': r.received[0]!.signature,
    })).toThrow();
    expect(verified[0]!.data).toMatchObject({ eventId: event.id });
    expect(verified[2]!.data).toMatchObject({ registrationId: attending.registrationId, eventId: event.id, by: 'staff' });
    expect(verified[5]!.data).toMatchObject({ registrationId: waitlisted.id, status: 'registered' });
    expect(verified[6]!.data).toMatchObject({ eventId: event.id, changes: { venue: { to: 'Main Hall' } } });
    // Without the owner's consent no contacts leave Quad.
    expect(r.received.map((m) => m.body).join('\n')).not.toContain(waiting.input.email);

    const log = await owner.client.get(`/api/organizers/${owner.id}/webhooks/${hook.id}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body.deliveries).toHaveLength(expected.length);
    expect(log.body.deliveries[0]).toMatchObject({ eventType: 'event.deleted', status: 'delivered', responseStatus: 200, attempts: 1 });
  });

  it("carries registrants' contacts only to an endpoint the owner consented for, and only the events it chose", async () => {
    const withContacts = await receiver();
    const without = await receiver();
    const owner = await club();
    const consented = await addWebhook(owner.client, owner.id, { url: withContacts.url, events: ['registration.created'], includeContacts: true });
    const plain = await addWebhook(owner.client, owner.id, { url: without.url, events: ['registration.created'] });
    const event = await createEventAs(owner.client);
    const client = t.client();
    const student = await signUpStudent(client);
    await registerAs(client, student, event.id);
    await waitUntil('both deliveries', () => withContacts.received.length === 1 && without.received.length === 1, 20_000);
    expect(withContacts.verifyAll(consented.secret)[0]!.data).toMatchObject({ registrant: { email: student.input.email, usn: student.input.usn, name: student.input.name } });
    const bare = without.verifyAll(plain.secret)[0]!;
    expect(bare.data).not.toHaveProperty('registrant');
    expect(without.received[0]!.body).not.toContain(student.input.email);
  });

  it('retries with backoff under the same webhook-id: first after the base, then twice that', async () => {
    const r = await receiver();
    r.answerWith(500);
    const owner = await club();
    const hook = await addWebhook(owner.client, owner.id, { url: r.url, events: ['event.created'] });
    await createEventAs(owner.client);
    const delivery = async () => (await owner.client.get(`/api/organizers/${owner.id}/webhooks/${hook.id}/deliveries`)).body.deliveries[0];
    await waitUntil('two failed attempts', async () => (await delivery())?.attempts >= 2, 20_000);
    const failing = await delivery();
    expect(failing).toMatchObject({ status: 'pending', responseStatus: 500 });
    const row = await t.ctx.db.selectFrom('outbox').select(['next_attempt_at', 'attempts']).where('kind', '=', 'webhook').where('recipient', '=', hook.id).executeTakeFirstOrThrow();
    // After the second failure the next try waits twice the base (1 s), measured from that attempt.
    const wait = Date.parse(new Date(row.next_attempt_at).toISOString()) - Date.parse(failing.lastAttemptAt);
    expect(wait).toBeGreaterThanOrEqual(1000);
    expect(wait).toBeLessThan(3000);
    r.answerWith(200);
    await waitUntil('delivered', async () => (await delivery()).status === 'delivered', 20_000);
    expect(r.received).toHaveLength(1);
    expect(r.received[0]!.id).toBe(failing.id);
    r.verifyAll(hook.secret);
  });

  it('a receiver that was down receives everything once it is back', async () => {
    const r = await receiver();
    const owner = await club();
    const hook = await addWebhook(owner.client, owner.id, { url: r.url, events: ['event.created', 'registration.created'] });
    await r.down();
    const event = await createEventAs(owner.client);
    for (let i = 0; i < 4; i++) {
      const client = t.client();
      await registerAs(client, await signUpStudent(client), event.id);
    }
    const log = async () => (await owner.client.get(`/api/organizers/${owner.id}/webhooks/${hook.id}/deliveries`)).body.deliveries as { attempts: number; status: string; responseStatus: number | null }[];
    await waitUntil('attempts while down', async () => (await log()).every((d) => d.attempts >= 1), 20_000);
    expect((await log()).every((d) => d.status === 'pending' && d.responseStatus === null)).toBe(true);
    await r.up();
    await waitUntil('all delivered', async () => (await log()).every((d) => d.status === 'delivered'), 30_000);
    const verified = r.verifyAll(hook.secret);
    expect(verified.map((m) => m.type).sort()).toEqual(['event.created', ...Array(4).fill('registration.created')].sort());
    expect(new Set(r.received.map((m) => m.id)).size).toBe(5);
  });

  it('turns off an endpoint failing for three days and e-mails the club', async () => {
    const r = await receiver();
    r.answerWith(503);
    const owner = await club();
    const hook = await addWebhook(owner.client, owner.id, { url: r.url, events: ['event.created'] });
    await t.ctx.db.updateTable('webhook_endpoints').set({ failing_since: new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString() }).where('id', '=', hook.id).execute();
    await createEventAs(owner.client);
    const list = async () => (await owner.client.get(`/api/organizers/${owner.id}/webhooks`)).body.webhooks[0];
    await waitUntil('turned off', async () => (await list()).enabled === false, 20_000);
    const [delivery] = (await owner.client.get(`/api/organizers/${owner.id}/webhooks/${hook.id}/deliveries`)).body.deliveries;
    expect(delivery.status).toBe('failed');
    const mail = await t.ctx.db.selectFrom('outbox').select(['recipient']).where('kind', '=', 'webhook-disabled').where('user_id', '=', owner.id).executeTakeFirst();
    expect(mail?.recipient).toBe(owner.email.toLowerCase());
    // Nothing more goes to it until it is turned on again.
    expect((await owner.client.post(`/api/organizers/${owner.id}/webhooks/${hook.id}/test`)).status).toBe(409);
    const on = await owner.client.patch(`/api/organizers/${owner.id}/webhooks/${hook.id}`, { enabled: true });
    expect(on.body).toMatchObject({ enabled: true, failingSince: null });
  });
});

describe('PATCH, DELETE, test and resend', () => {
  it('answers 401, 403, 404 and 400 as each endpoint should', async () => {
    const owner = await club();
    const other = await club();
    const hook = await addWebhook(owner.client, owner.id, { url: 'https://example.com/h', events: ['event.created'] });
    const base = `/api/organizers/${owner.id}/webhooks/${hook.id}`;
    const anon = t.client();
    expect((await anon.patch(base, { events: ['event.deleted'] })).status).toBe(401);
    expect((await anon.delete(base)).status).toBe(401);
    expect((await anon.post(`${base}/test`)).status).toBe(401);
    expect((await anon.get(`${base}/deliveries`)).status).toBe(401);
    expect((await anon.post(`${base}/deliveries/x/resend`)).status).toBe(401);
    for (const res of [
      await other.client.patch(base, { events: ['event.deleted'] }), await other.client.delete(base), await other.client.post(`${base}/test`),
      await other.client.get(`${base}/deliveries`), await other.client.post(`${base}/deliveries/x/resend`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(MSG.onlyClubManagersWebhooks);
    }
    // Another club's webhook id under one's own club is unknown.
    const foreign = `/api/organizers/${other.id}/webhooks/${hook.id}`;
    for (const res of [await other.client.patch(foreign, { events: ['event.deleted'] }), await other.client.delete(foreign), await other.client.post(`${foreign}/test`), await other.client.get(`${foreign}/deliveries`)]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(MSG.webhookNotFound);
    }
    const missing = await owner.client.post(`${base}/deliveries/msg_nothing/resend`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(MSG.webhookDeliveryNotFound);
    const bad = await owner.client.patch(base, { events: ['nope'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(MSG.webhookEventsInvalid);
    const put = await owner.client.put(base, { events: ['event.deleted', 'event.updated'] });
    expect(put.status).toBe(200);
    expect(put.body.events).toEqual(['event.updated', 'event.deleted']);
    expect((await owner.client.delete(base)).status).toBe(204);
    expect((await owner.client.delete(base)).status).toBe(404);
  });

  it('sends a test message and resends a delivery with the same webhook-id', async () => {
    const r = await receiver();
    const owner = await club();
    const hook = await addWebhook(owner.client, owner.id, { url: r.url, events: ['event.created'] });
    const test = await owner.client.post(`/api/organizers/${owner.id}/webhooks/${hook.id}/test`);
    expect(test.status).toBe(202);
    expect(test.body).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
    await waitUntil('the test', () => r.received.length === 1, 20_000);
    const resent = await owner.client.post(`/api/organizers/${owner.id}/webhooks/${hook.id}/deliveries/${test.body.id}/resend`);
    expect(resent.status).toBe(202);
    await waitUntil('the resend', () => r.received.length === 2, 20_000);
    const [first, again] = r.verifyAll(hook.secret);
    expect(first).toEqual(again);
    expect(r.received[0]!.id).toBe(test.body.id);
    expect(r.received[1]!.id).toBe(test.body.id);
    expect(first!.type).toBe('webhook.test');
  });
});
