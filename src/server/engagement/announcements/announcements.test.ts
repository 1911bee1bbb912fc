import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { ANNOUNCEMENTS_PER_EVENT_PER_DAY } from '../../../domain/schemas/announcement.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';

let catcher: MailCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestApp({ SMTP_URL: catcher.url });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

/** An event of a new organizer with two registered students and one on the waitlist. */
async function eventWithAudience() {
  const organizer = t.client();
  await signUpOrganizer(organizer);
  const event = await createEventAs(organizer, { capacity: 2 });
  const students: { client: HttpClient; email: string }[] = [];
  for (let i = 0; i < 3; i++) {
    const client = t.client();
    const student = await signUpStudent(client);
    await registerAs(client, student, event.id);
    students.push({ client, email: student.input.email });
  }
  return { organizer, event, registered: students.slice(0, 2), waitlisted: students[2]! };
}

const body = { subject: 'Room change', message: 'We moved to Hall B.\n\nSee you there!' };

describe('POST /api/events/:id/announcements', () => {
  it('401 signed out, 403 for a student and for another organizer, 404 for an unknown event', async () => {
    const { event, registered } = await eventWithAudience();
    expect((await t.client().post(`/api/events/${event.id}/announcements`, body)).status).toBe(401);
    const student = await registered[0]!.client.post(`/api/events/${event.id}/announcements`, body);
    expect([student.status, student.body.error.message]).toEqual([403, MSG.onlyOrganizerAnnounces]);
    const other = t.client();
    await signUpOrganizer(other);
    const foreign = await other.post(`/api/events/${event.id}/announcements`, body);
    expect([foreign.status, foreign.body.error.message]).toEqual([403, MSG.onlyOrganizerAnnounces]);
    expect((await other.post('/api/events/unknown/announcements', body)).status).toBe(404);
  });

  it('400 for a missing subject, an over-long message or a wrong type, and nothing is written', async () => {
    const { organizer, event, registered } = await eventWithAudience();
    for (const bad of [{ ...body, subject: '  ' }, { ...body, message: 'x'.repeat(5001) }, { ...body, includeWaitlist: 'yes' }, { ...body, subject: 'a\u0000b' }]) {
      const res = await organizer.post(`/api/events/${event.id}/announcements`, bad);
      expect(res.status).toBe(400);
    }
    expect((await organizer.post(`/api/events/${event.id}/announcements`, { ...body, subject: '' })).body.error.message).toBe(MSG.fillAllFields);
    expect((await registered[0]!.client.get('/api/me/inbox')).body).toEqual({ items: [], unread: 0 });
    expect((await organizer.get(`/api/events/${event.id}/announcements`)).body.announcements).toEqual([]);
  });

  it('201: each registered student gets an e-mail and an inbox item; the waitlist only when asked', async () => {
    const { organizer, event, registered, waitlisted } = await eventWithAudience();
    const res = await organizer.post(`/api/events/${event.id}/announcements`, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(String), recipients: 2 });
    for (const { email, client } of registered) {
      const mail = await catcher.waitFor(email, /Room change/);
      expect(mail.text).toContain('We moved to Hall B.');
      const inbox = (await client.get('/api/me/inbox')).body;
      expect(inbox.unread).toBe(1);
      expect(inbox.items[0]).toMatchObject({ kind: 'announcement', subject: 'Room change', eventId: event.id, readAt: null });
    }
    expect((await waitlisted.client.get('/api/me/inbox')).body.unread).toBe(0);

    const all = await organizer.post(`/api/events/${event.id}/announcements`, { subject: 'Doors open at 6', message: 'Come early.', includeWaitlist: true });
    expect(all.body.recipients).toBe(3);
    await catcher.waitFor(waitlisted.email, /Doors open at 6/);

    // The organizer sees how far each got.
    const deadline = Date.now() + 10_000;
    let list;
    do {
      list = (await organizer.get(`/api/events/${event.id}/announcements`)).body.announcements;
    } while (list.some((a: { delivery: { delivered: number }; recipients: number }) => a.delivery.delivered < a.recipients) && Date.now() < deadline);
    expect(list.map((a: { subject: string }) => a.subject)).toEqual(['Doors open at 6', 'Room change']);
    expect(list[0]).toMatchObject({ includeWaitlist: true, recipients: 3, delivery: { delivered: 3, pending: 0, failed: 0 } });
    expect((await registered[0]!.client.get(`/api/events/${event.id}/announcements`)).status).toBe(403);
  });

  it(`429 past ${ANNOUNCEMENTS_PER_EVENT_PER_DAY} a day for one event, with nothing sent`, async () => {
    const { organizer, event, registered } = await eventWithAudience();
    const sent = await Promise.all(Array.from({ length: ANNOUNCEMENTS_PER_EVENT_PER_DAY + 2 }, (_, i) =>
      organizer.post(`/api/events/${event.id}/announcements`, { subject: `Note ${i}`, message: 'Hello' })));
    expect(sent.filter((r) => r.status === 201)).toHaveLength(ANNOUNCEMENTS_PER_EVENT_PER_DAY);
    const refused = sent.filter((r) => r.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.error.message).toBe(MSG.announcementLimit);
    expect((await registered[0]!.client.get('/api/me/inbox')).body.unread).toBe(ANNOUNCEMENTS_PER_EVENT_PER_DAY);
  });
});

describe('the inbox', () => {
  it('401 signed out; marks given items or all read, only the owner’s own; 400 for a bad body', async () => {
    expect((await t.client().get('/api/me/inbox')).status).toBe(401);
    expect((await t.client().post('/api/me/inbox/read', {})).status).toBe(401);
    const { organizer, event, registered } = await eventWithAudience();
    await organizer.post(`/api/events/${event.id}/announcements`, body);
    await organizer.post(`/api/events/${event.id}/announcements`, { subject: 'Second', message: 'Two' });
    const [first, second] = registered;
    const items = (await first!.client.get('/api/me/inbox')).body.items as { id: string }[];
    // Someone else's id changes nothing.
    expect((await second!.client.post('/api/me/inbox/read', { ids: [items[0]!.id] })).body.unread).toBe(2);
    // Unknown fields are ignored (API.md).
    expect((await first!.client.post('/api/me/inbox/read', { ids: [items[0]!.id], source: 'bell' })).body.unread).toBe(1);
    expect((await first!.client.post('/api/me/inbox/read', { ids: 'all' })).status).toBe(400);
    expect((await first!.client.post('/api/me/inbox/read', { ids: [] })).body.unread).toBe(1);
    expect((await first!.client.post('/api/me/inbox/read', {})).body.unread).toBe(0);
    expect((await first!.client.get('/api/me/inbox')).body.items.every((i: { readAt: string | null }) => i.readAt)).toBe(true);
  });
});
