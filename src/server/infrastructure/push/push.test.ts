// Web Push end to end within one process: the API, and messages arriving at a local push
// service (test/support/push-service.ts) that verifies their VAPID signature and decrypts them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { whenFromNow } from '../../../../test/support/factories.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { startPushService, type PushService } from '../../../../test/support/push-service.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { waitUntil } from '../../../../test/support/server-process.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { sweepReminders } from '../../engagement/reminders/sweep.ts';

let t: TestApp;
let catcher: MailCatcher;
let push: PushService;
let distrust: () => void;

beforeAll(async () => {
  push = await startPushService({ vapidPublicKey: () => t.ctx.config.push.publicKey });
  distrust = push.trustInThisProcess();
  catcher = await startMailCatcher();
  t = await startTestApp({ SMTP_URL: catcher.url, PUSH_ALLOWED_HOSTS: `${push.host},*.push.example`, MAIL_RETRY_BASE_SECONDS: '0.2', ADMIN_EMAILS: 'office@push.test', REMINDER_SWEEP_SECONDS: '3600', SEAT_SWEEP_SECONDS: '3600' });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
  await push?.close();
  distrust?.();
});

async function studentWithDevice() {
  const client = t.client();
  const student = await signUpStudent(client);
  const device = push.subscribe();
  const res = await client.post('/api/me/push-subscriptions', { endpoint: device.endpoint, keys: device.keys });
  expect(res.status).toBe(201);
  return { client, student, device, subscriptionId: res.body.id as string };
}

const pushRows = (eventId: string) => t.ctx.db.selectFrom('outbox').select(['kind', 'status', 'attempts', 'recipient']).where('kind', 'like', 'push:%').where('event_id', '=', eventId).execute();

describe('GET /api/push/key', () => {
  it('answers anyone with the VAPID public key (65 bytes, base64url)', async () => {
    const res = await t.client().get('/api/push/key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: t.ctx.config.push.publicKey });
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
  });
});

describe('/api/me/push-subscriptions', () => {
  it('401 signed out; 400 for an endpoint off the allow-list, over http, or bad keys; 201 {id}, the same endpoint again the same id; listed; 404 to anyone else; 204 once', async () => {
    const device = push.subscribe();
    const body = { endpoint: device.endpoint, keys: device.keys };
    expect((await t.client().post('/api/me/push-subscriptions', body)).status).toBe(401);
    expect((await t.client().get('/api/me/push-subscriptions')).status).toBe(401);
    expect((await t.client().delete('/api/me/push-subscriptions/x')).status).toBe(401);

    const client = t.client();
    await signUpStudent(client);
    const refused = [
      { ...body, endpoint: 'https://attacker.example/push/1' },
      { ...body, endpoint: device.endpoint.replace('https:', 'http:') },
      { ...body, endpoint: 'https://evil.push.example.attacker.test/x' },
      { ...body, endpoint: 'not a url' },
      { ...body, endpoint: '' },
      { endpoint: device.endpoint },
      { ...body, keys: { p256dh: 'abc', auth: device.keys.auth } },
      { ...body, keys: { p256dh: device.keys.p256dh, auth: 'not base64!' } },
      {},
    ];
    for (const bad of refused) {
      const res = await client.post('/api/me/push-subscriptions', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect([MSG.pushEndpointInvalid, MSG.pushKeysInvalid]).toContain(res.body.error.message);
    }
    expect((await client.post('/api/me/push-subscriptions', { ...body, endpoint: 'https://attacker.example/push/1' })).body.error.message).toBe(MSG.pushEndpointInvalid);
    expect((await client.post('/api/me/push-subscriptions', { ...body, keys: { p256dh: 'abc', auth: device.keys.auth } })).body.error.message).toBe(MSG.pushKeysInvalid);
    // A subdomain under a `*.` entry is a push service's host.
    const wildcard = await client.post('/api/me/push-subscriptions', { ...body, endpoint: 'https://eu.push.example/abc' });
    expect(wildcard.status).toBe(201);

    const created = await client.post('/api/me/push-subscriptions', body, { 'user-agent': 'Test Browser 1.0' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String) });
    const again = await client.post('/api/me/push-subscriptions', body);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(created.body.id);

    const list = await client.get('/api/me/push-subscriptions');
    expect(list.status).toBe(200);
    expect(list.body.subscriptions).toHaveLength(2);
    expect(list.body.subscriptions).toContainEqual({ id: created.body.id, createdAt: expect.any(String), lastSuccessAt: null, userAgent: expect.any(String) });
    // Keys and endpoints are not handed back.
    expect(JSON.stringify(list.body)).not.toContain(device.keys.auth);

    const other = t.client();
    await signUpStudent(other);
    expect((await other.get('/api/me/push-subscriptions')).body).toEqual({ subscriptions: [] });
    const foreign = await other.delete(`/api/me/push-subscriptions/${created.body.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(MSG.pushSubscriptionNotFound);
    expect((await client.delete(`/api/me/push-subscriptions/${created.body.id}`)).status).toBe(204);
    expect((await client.delete(`/api/me/push-subscriptions/${created.body.id}`)).status).toBe(404);
    expect((await client.get('/api/me/push-subscriptions')).body.subscriptions).toHaveLength(1);
  });

  it('organizers may turn notifications on too (signed in is enough)', async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const device = push.subscribe();
    expect((await organizer.post('/api/me/push-subscriptions', { endpoint: device.endpoint, keys: device.keys })).status).toBe(201);
  });
});

describe('push messages', () => {
  it("a ticket, the 1-hour reminder and a waitlist offer arrive signed and decrypted, with the club's icon, Show ticket and the page to open", async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const event = await createEventAs(organizer, { ...whenFromNow(5 * 24 * 60), capacity: 1 });
    await t.ctx.db.updateTable('events').set({ claim_hours: 6 }).where('id', '=', event.id).execute();
    const first = await studentWithDevice();
    const second = await studentWithDevice();
    const seat = await registerAs(first.client, first.student, event.id);
    const waiting = await registerAs(second.client, second.student, event.id);
    expect(waiting.status).toBe('waitlisted');

    const ticket = await push.waitFor((p) => p.subscription === first.device.id && p.notice.title === `You're in: ${event.name}`);
    expect(ticket.notice).toMatchObject({ url: `/tickets/${seat.id}`, icon: '/icons/icon-192.png', actions: [{ action: 'ticket', title: 'Show ticket', url: `/tickets/${seat.id}` }] });
    expect(ticket.claims.aud).toBe(push.origin);
    expect(ticket.urgency).toBe('high');
    // Tickets come both ways by default.
    await catcher.waitFor(first.student.input.email);

    // The 1-hour reminder: push only, by default, for a student with a device.
    const startsAt = Date.parse(event.startsAt);
    expect(await sweepReminders(t.ctx, new Date(startsAt - 30 * 60_000))).toBe(1);
    const reminder = await push.waitFor((p) => p.subscription === first.device.id && p.notice.title === `In 1 hour: ${event.name}`);
    expect(reminder.notice.actions).toEqual([{ action: 'ticket', title: 'Show ticket', url: `/tickets/${seat.id}` }]);
    // Kept by the push service no longer than it holds: until the event starts (at most two days).
    expect(reminder.ttl).toBeGreaterThan(0);
    expect(reminder.ttl).toBeLessThanOrEqual(2 * 86_400);
    const reminderPush = await t.ctx.db.selectFrom('outbox').select('expires_at').where('kind', '=', 'push:reminder').where('event_id', '=', event.id).executeTakeFirstOrThrow();
    expect(new Date(reminderPush.expires_at!).toISOString()).toBe(new Date(startsAt).toISOString());
    const reminderMails = await t.ctx.db.selectFrom('outbox').select('id').where('kind', '=', 'reminder').where('event_id', '=', event.id).execute();
    expect(reminderMails).toEqual([]);

    // The seat frees up: the waitlisted student is offered it, with its deadline.
    expect((await first.client.delete(`/api/registrations/${seat.id}`)).status).toBe(204);
    const offer = await push.waitFor((p) => p.subscription === second.device.id && p.notice.title === `A seat is yours to claim: ${event.name}`);
    expect(offer.notice.body).toMatch(/^Confirm by .+, or it goes to the next person\.$/);
    expect(offer.notice.url).toBe(`/tickets/${waiting.id}`);
    expect(offer.ttl).toBeLessThanOrEqual(6 * 3600);
    await catcher.waitFor(second.student.input.email, /^A seat is yours to claim/);

    await waitUntil('sent', async () => (await pushRows(event.id)).every((r) => r.status === 'sent'));
    expect(push.rejected).toEqual([]);
    // Each message once at the push service.
    const topics = push.received.map((p) => p.topic);
    expect(new Set(topics).size).toBe(topics.length);
    const listed = await first.client.get('/api/me/push-subscriptions');
    expect(listed.body.subscriptions[0].lastSuccessAt).toEqual(expect.any(String));
  });

  it('each kind the way the student chose: e-mail only, push only, neither; a followed club’s new event by push', async () => {
    const organizer = t.client();
    const club = await signUpOrganizer(organizer);
    const { client, student, device } = await studentWithDevice();
    const bad = await client.put('/api/me/preferences', { notifications: { tickets: 'pigeon' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(MSG.notificationChannelInvalid);
    expect((await client.put('/api/me/preferences', { notifications: { clubs: 'email' } })).status).toBe(400);
    const saved = await client.put('/api/me/preferences', { notifications: { tickets: 'email', changes: 'push' } });
    expect(saved.status).toBe(200);
    expect(saved.body.notifications).toEqual({ tickets: 'email', offers: 'both', reminders: 'push', announcements: 'both', changes: 'push', clubs: 'push' });
    // Kinds left out keep their choice.
    expect((await client.put('/api/me/preferences', { notifications: { announcements: 'neither' } })).body.notifications.tickets).toBe('email');

    expect((await client.put(`/api/organizers/${club.user.id}/follow`)).status).toBe(204);
    // The inbox's switch is the inbox's: the push follows the student's choice for followed clubs.
    expect((await client.put('/api/me/preferences', { followInbox: false })).status).toBe(200);
    const event = await createEventAs(organizer, { ...whenFromNow(6 * 24 * 60) });
    await push.waitFor((p) => p.subscription === device.id && p.notice.title === `New from ${club.input.name}: ${event.name}`);

    await registerAs(client, student, event.id);
    await catcher.waitFor(student.input.email);
    const announced = await organizer.post(`/api/events/${event.id}/announcements`, { subject: 'Room change', message: 'We moved upstairs.' });
    expect(announced.status).toBe(201);
    const edited = await organizer.patch(`/api/events/${event.id}`, { venue: 'The Great Hall' });
    expect(edited.status).toBe(200);
    await push.waitFor((p) => p.subscription === device.id && p.notice.title === `Changed: ${event.name}`);
    await waitUntil('sent', async () => (await t.ctx.db.selectFrom('outbox').select('status').where('event_id', '=', event.id).where('status', '=', 'pending').execute()).length === 0);

    const kinds = (await t.ctx.db.selectFrom('outbox').select(['kind', 'recipient']).where('event_id', '=', event.id).where('user_id', '=', student.user.id).execute()).map((r) => r.kind).sort();
    // The ticket by mail only, the change by push only, the announcement neither way.
    expect(kinds).toEqual(['push:club-event', 'push:event-changed', 'registration']);
  });

  it('a push service outage (503) is retried with backoff and delivers once on recovery; 410 removes the subscription', async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const event = await createEventAs(organizer, { ...whenFromNow(7 * 24 * 60) });
    const { client, student, device } = await studentWithDevice();
    const admin = t.client();
    const office = await signUpStudent(admin, { email: 'office@push.test' });
    await markEmailVerified(t.ctx, office.user.id);
    push.answerAll(503);
    try {
      await registerAs(client, student, event.id);
      await waitUntil('two failed attempts', async () => ((await pushRows(event.id))[0]?.attempts ?? 0) >= 2);
      const [row] = await pushRows(event.id);
      expect(row!.status).toBe('pending');
      // Counted with the mail, and apart, on the mail status page.
      const status = await admin.get('/api/admin/outbox');
      expect(status.status).toBe(200);
      expect(status.body.push).toEqual({ pending: 1, failed: 0 });
      expect(status.body.pending).toBeGreaterThanOrEqual(1);
      expect((await t.client().get('/api/health')).body.mail.pending).toBeGreaterThanOrEqual(1);
    } finally {
      push.answerAll(undefined);
    }
    await waitUntil('sent', async () => (await pushRows(event.id))[0]?.status === 'sent');
    expect(push.received.filter((p) => p.subscription === device.id)).toHaveLength(1);

    push.unsubscribe(device.id);
    const edited = await organizer.patch(`/api/events/${event.id}`, { venue: 'Another Hall' });
    expect(edited.status).toBe(200);
    await waitUntil('the subscription removed', async () => (await client.get('/api/me/push-subscriptions')).body.subscriptions.length === 0);
    // Not a failure: there is no one left to send it to.
    await waitUntil('no push left', async () => (await pushRows(event.id)).every((r) => r.status === 'sent'));
    expect((await t.client().get('/api/health')).body.mail.failed).toBe(0);
  });
});
