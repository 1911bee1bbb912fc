import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { registrationBody } from '../../../../test/support/registrations.ts';
import { joinTeam } from '../../../../test/support/teams.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let catcher: MailCatcher;
let t: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestApp({ SMTP_URL: catcher.url, ADMIN_EMAILS: 'office@review.test', EVENT_APPROVAL: 'required' });
  admin = t.client();
  const office = await signUpStudent(admin, { email: 'office@review.test' });
  await markEmailVerified(t.ctx, office.user.id);
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

async function club() {
  const client = t.client();
  const signup = await signUpOrganizer(client);
  return { client, id: signup.user.id, input: signup.input };
}

describe('event approval (EVENT_APPROVAL=required)', () => {
  it('keeps a new event pending, seen only by its club, its team and the office, until approved; then listed, open, followers told', async () => {
    const c = await club();
    const manager = t.client();
    const person = await signUpStudent(manager);
    await joinTeam(t.ctx, c.client, c.id, manager, person.input.email, 'door');
    const studentClient = t.client();
    const student = await signUpStudent(studentClient);
    await studentClient.put(`/api/organizers/${c.id}/follow`, {});

    const event = await createEventAs(c.client, { name: 'Queue Night' });
    expect(event.status).toBe('pending');
    for (const who of [t.client(), studentClient]) {
      expect((await who.get(`/api/events/${event.id}`)).status).toBe(404);
      expect((await who.get(`/api/organizers/${c.id}`)).body.events).toEqual([]);
      expect((await who.get('/api/events?name=Queue%20Night')).body.events).toEqual([]);
    }
    expect((await c.client.get(`/api/events/${event.id}`)).body.status).toBe('pending');
    expect((await manager.get(`/api/events/${event.id}`)).status).toBe(200);
    expect((await c.client.get(`/api/organizers/${c.id}`)).body.events.map((e: { id: string }) => e.id)).toEqual([event.id]);
    expect((await admin.get(`/api/events/${event.id}`)).status).toBe(200);
    const closed = await studentClient.post(`/api/events/${event.id}/registrations`, registrationBody(student));
    expect(closed.status).toBe(404);
    expect((await studentClient.get('/api/me/inbox')).body.unread).toBe(0);

    const queue = await admin.get('/api/admin/events');
    expect(queue.status).toBe(200);
    expect(queue.body.events.map((e: { id: string }) => e.id)).toContain(event.id);

    const approved = await admin.post(`/api/admin/events/${event.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('upcoming');
    const mail = await catcher.waitFor(c.input.email, /^Approved: Queue Night/);
    expect(mail.text).toContain('approved');
    expect((await t.client().get(`/api/events/${event.id}`)).status).toBe(200);
    expect((await studentClient.post(`/api/events/${event.id}/registrations`, registrationBody(student))).status).toBe(201);
    expect((await studentClient.get('/api/me/inbox')).body.unread).toBe(1);
    const again = await admin.post(`/api/admin/events/${event.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MSG.eventAlreadyApproved);
  });

  it('sends an event back with a reason (mailed to the club); an edit puts it back in the queue', async () => {
    const c = await club();
    const event = await createEventAs(c.client, { name: 'Bonfire' });
    expect((await admin.post(`/api/admin/events/${event.id}/reject`, {})).body.error.fields.reason).toBe(MSG.rejectionReasonRequired);
    expect((await admin.post(`/api/admin/events/${event.id}/reject`, { reason: '   ' })).status).toBe(400);
    expect((await admin.post(`/api/admin/events/${event.id}/reject`, { reason: 'x'.repeat(1001) })).status).toBe(400);
    expect((await admin.post(`/api/admin/events/${event.id}/reject`, { reason: 'a\u0000b' })).status).toBe(400);
    const res = await admin.post(`/api/admin/events/${event.id}/reject`, { reason: 'No open fires on the lawn.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', reviewReason: 'No open fires on the lawn.' });
    const mail = await catcher.waitFor(c.input.email, /^Sent back: Bonfire/);
    expect(mail.text).toContain('No open fires on the lawn.');
    expect((await admin.post(`/api/admin/events/${event.id}/reject`, { reason: 'again' })).status).toBe(409);
    expect((await admin.get('/api/admin/events?status=rejected')).body.events.map((e: { id: string }) => e.id)).toContain(event.id);

    const log = (await admin.get(`/api/admin/audit?eventId=${event.id}`)).body.entries as { action: string; actor: { email: string }; changes: unknown }[];
    expect(log.map((e) => e.action)).toEqual(['event.rejected', 'event.created']);
    expect(log[0]).toMatchObject({ actor: { email: 'office@review.test' }, changes: { reason: 'No open fires on the lawn.' } });
    // A manager of the club reads the club's log too; door staff do not.
    const officer = t.client();
    const person = await signUpStudent(officer);
    await joinTeam(t.ctx, c.client, c.id, officer, person.input.email, 'manager');
    expect((await officer.get(`/api/admin/audit?eventId=${event.id}`)).body.entries).toHaveLength(2);

    const edited = await c.client.patch(`/api/events/${event.id}`, { description: 'Lanterns instead of a fire.' });
    expect(edited.body.status).toBe('pending');
    expect(edited.body.reviewReason).toBeUndefined();
  });

  it('sends an approved event back to the queue when its date, time or venue moves, not for other edits; its registrants still see it', async () => {
    const c = await club();
    const followerClient = t.client();
    await signUpStudent(followerClient);
    await followerClient.put(`/api/organizers/${c.id}/follow`, {});
    const registrantClient = t.client();
    const registrant = await signUpStudent(registrantClient);
    const event = await createEventAs(c.client, { name: 'Moving Talk' });
    await admin.post(`/api/admin/events/${event.id}/approve`);
    expect((await registrantClient.post(`/api/events/${event.id}/registrations`, registrationBody(registrant))).status).toBe(201);
    expect((await c.client.patch(`/api/events/${event.id}`, { description: 'Now with slides.' })).body.status).toBe('upcoming');
    expect((await c.client.patch(`/api/events/${event.id}`, { venue: 'Hall B' })).body.status).toBe('pending');

    // Waiting again: its registrants keep seeing it; to anyone else it is gone, its calendar file and sitemap entry too.
    expect((await registrantClient.get(`/api/events/${event.id}`)).body.status).toBe('pending');
    expect((await t.client().get(`/api/events/${event.id}`)).status).toBe(404);
    expect((await t.client().get(`/api/events/${event.id}/calendar.ics`)).status).toBe(404);
    expect((await t.client().get('/sitemap.xml')).text).not.toContain(event.id);

    expect((await admin.post(`/api/admin/events/${event.id}/approve`)).body.status).toBe('upcoming');
    expect((await t.client().get('/sitemap.xml')).text).toContain(event.id);
    // Followers heard of it at its first approval only.
    const inbox = (await followerClient.get('/api/me/inbox')).body;
    expect(inbox.items.filter((i: { eventId: string | null }) => i.eventId === event.id)).toHaveLength(1);
  });

  it('answers 401, 403 (students, clubs, an unconfirmed office address) and 400/404 for the queue calls', async () => {
    const c = await club();
    const event = await createEventAs(c.client);
    const unconfirmed = t.client();
    await signUpStudent(unconfirmed, { email: 'office2@review.test' });
    const calls = [
      (x: HttpClient) => x.get('/api/admin/events'),
      (x: HttpClient) => x.post(`/api/admin/events/${event.id}/approve`),
      (x: HttpClient) => x.post(`/api/admin/events/${event.id}/reject`, { reason: 'No.' }),
    ];
    for (const call of calls) {
      expect((await call(t.client())).status).toBe(401);
      for (const who of [c.client, unconfirmed]) {
        const res = await call(who);
        expect(res.status).toBe(403);
        expect(res.body.error.message).toBe(MSG.adminsOnlyApproval);
      }
    }
    expect((await admin.get('/api/admin/events?status=maybe')).status).toBe(400);
    expect((await admin.post('/api/admin/events/nope/approve')).status).toBe(404);
    expect((await t.client().get(`/api/events/${event.id}`)).status).toBe(404);
  });
});
