import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let catcher: MailCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startMailCatcher();
  // The offer sweep never runs by itself here.
  t = await startTestApp({ SEAT_SWEEP_SECONDS: '3600', SMTP_URL: catcher.url });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

const subject = (prefix: string, name: string) => new RegExp(`^${`${prefix}${name}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** An event that needs approval, with `n` students' pending registrations (in order of arrival). */
async function approvalEvent(capacity: number, n: number) {
  const organizer = t.client();
  await signUpOrganizer(organizer);
  const event = await createEventAs(organizer, { capacity });
  await t.ctx.db.updateTable('events').set({ approval: t.ctx.handle.dialect === 'sqlite' ? 1 : true }).where('id', '=', event.id).execute();
  const students: { client: HttpClient; email: string; id: string }[] = [];
  for (let i = 0; i < n; i++) {
    const client = t.client();
    const student = await signUpStudent(client);
    const registration = await registerAs(client, student, event.id);
    expect(registration.status).toBe('pending');
    students.push({ client, email: student.input.email, id: registration.id });
  }
  return { organizer, event, students };
}

/** The event row's counts, checked against the rows: what every step must keep exact. */
async function exactCounts(eventId: string) {
  const event = await t.ctx.db.selectFrom('events').select(['registrations_count', 'waitlisted_count', 'pending_count', 'entered_count']).where('id', '=', eventId).executeTakeFirstOrThrow();
  const rows = await t.ctx.db.selectFrom('registrations').select('status').where('event_id', '=', eventId).execute();
  const count = (...statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).length;
  expect(event).toEqual({
    registrations_count: count('registered', 'offered'), waitlisted_count: count('waitlisted'), pending_count: count('pending'), entered_count: count('entered'),
  });
  return { registered: count('registered'), waitlisted: count('waitlisted'), pending: count('pending'), declined: count('declined'), rows: rows.length };
}

const decisionMails = async (eventId: string) =>
  (await t.ctx.db.selectFrom('outbox').select('recipient').where('kind', '=', 'approval-result').where('event_id', '=', eventId).execute()).length;

describe('POST /api/registrations/:id/approve and /decline', () => {
  it('401 signed out, 403 for students, 404 for another organizer and unknown ids, 409 unless pending; 200 with the mail', async () => {
    const { organizer, event, students } = await approvalEvent(1, 3);
    const [first, second, third] = students;
    const other = t.client();
    await signUpOrganizer(other);

    for (const decision of ['approve', 'decline']) {
      const path = `/api/registrations/${first!.id}/${decision}`;
      const signedOut = await t.client().post(path);
      expect([signedOut.status, signedOut.body.error.message]).toEqual([401, MSG.loginFirst]);
      for (const student of [first!.client, second!.client]) {
        const refused = await student.post(path);
        expect([refused.status, refused.body.error.message]).toEqual([403, MSG.onlyOrganizerApproves]);
      }
      const hidden = await other.post(path);
      expect([hidden.status, hidden.body.error.message]).toEqual([404, MSG.registrationNotFound]);
      expect((await organizer.post(`/api/registrations/${event.id}_NOPE/${decision}`)).status).toBe(404);
      const broken = await organizer.post(path, '{not json', { 'content-type': 'application/json' });
      expect(broken.status).toBe(400);
    }
    expect(await exactCounts(event.id)).toMatchObject({ pending: 3, registered: 0 });

    const approved = await organizer.post(`/api/registrations/${first!.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: first!.id, status: 'registered', eventId: event.id });
    expect(approved.body.ticketCode).toBeUndefined();
    const ticket = await catcher.waitFor(first!.email, subject("Approved: you're registered for ", event.name));
    expect(ticket.attachments.map((a) => a.filename).sort()).toEqual(['event.ics', 'ticket.png']);
    expect((await first!.client.get(`/api/registrations/${first!.id}`)).body).toMatchObject({ status: 'registered', ticketCode: expect.any(String) });

    for (const decision of ['approve', 'decline']) {
      const again = await organizer.post(`/api/registrations/${first!.id}/${decision}`);
      expect([again.status, again.body.error.code, again.body.error.message]).toEqual([409, 'NOT_PENDING', MSG.notPending]);
    }

    // Past capacity: approved onto the waitlist.
    const waitlisted = await organizer.post(`/api/registrations/${second!.id}/approve`);
    expect([waitlisted.status, waitlisted.body.status]).toEqual([200, 'waitlisted']);
    await catcher.waitFor(second!.email, subject('Approved, on the waitlist: ', event.name));

    const declined = await organizer.post(`/api/registrations/${third!.id}/decline`);
    expect([declined.status, declined.body.status]).toEqual([200, 'declined']);
    const no = await catcher.waitFor(third!.email, subject('Not approved: ', event.name));
    expect(no.attachments).toHaveLength(0);
    expect((await third!.client.get(`/api/registrations/${third!.id}`)).body).toMatchObject({ status: 'declined' });
    expect((await third!.client.get(`/api/registrations/${third!.id}`)).body.ticketCode).toBeUndefined();

    expect(await exactCounts(event.id)).toEqual({ registered: 1, waitlisted: 1, pending: 0, declined: 1, rows: 3 });
    const shown = (await t.client().get(`/api/events/${event.id}`)).body;
    expect([shown.registrations, shown.waitlisted, shown.pending]).toEqual([1, 1, 0]);
    expect(await decisionMails(event.id)).toBe(3);
  });
});

describe('POST /api/events/:id/registrations/decisions', () => {
  it('401, 403, 404, 400; all or nothing (404 or 409 naming the registration); 200 in order of arrival', async () => {
    const { organizer, event, students } = await approvalEvent(2, 5);
    const ids = students.map((s) => s.id);
    const path = `/api/events/${event.id}/registrations/decisions`;
    const body = { ids: ids.slice(0, 3), decision: 'approve' };

    const signedOut = await t.client().post(path, body);
    expect([signedOut.status, signedOut.body.error.message]).toEqual([401, MSG.loginFirst]);
    const student = await students[0]!.client.post(path, body);
    expect([student.status, student.body.error.message]).toEqual([403, MSG.onlyOrganizerApproves]);
    const other = t.client();
    await signUpOrganizer(other);
    const notTheirs = await other.post(path, body);
    expect([notTheirs.status, notTheirs.body.error.message]).toEqual([403, MSG.onlyOrganizerApproves]);
    const unknown = await organizer.post('/api/events/nope/registrations/decisions', body);
    expect([unknown.status, unknown.body.error.message]).toEqual([404, MSG.eventNotFound]);

    for (const bad of [
      {}, { ids: [], decision: 'approve' }, { ids: ids.slice(0, 1) }, { ids: ids.slice(0, 1), decision: 'maybe' }, { ids: 'all', decision: 'approve' },
      { ids: [''], decision: 'approve' }, { ids: Array.from({ length: 201 }, (_, i) => `x${i}`), decision: 'approve' }, { ids: [42], decision: 'decline' },
    ]) {
      const refused = await organizer.post(path, bad);
      expect([refused.status, refused.body.error.message], JSON.stringify(bad)).toEqual([400, MSG.invalidInput]);
    }

    // A registration of another event: none of them changes.
    const elsewhere = await approvalEvent(1, 1);
    const foreign = await organizer.post(path, { ids: [ids[0], elsewhere.students[0]!.id], decision: 'approve' });
    expect([foreign.status, foreign.body.error.message, foreign.body.error.fields]).toEqual([404, MSG.registrationNotFound, { registrationId: elsewhere.students[0]!.id }]);
    expect(await exactCounts(event.id)).toMatchObject({ pending: 5 });

    // One decided already: 409 naming it, and nothing else changes.
    expect((await organizer.post(`/api/registrations/${ids[4]}/decline`)).status).toBe(200);
    const settled = await organizer.post(path, { ids: [ids[0], ids[1], ids[4]], decision: 'approve' });
    expect([settled.status, settled.body.error.code, settled.body.error.fields]).toEqual([409, 'NOT_PENDING', { registrationId: ids[4], status: 'declined' }]);
    expect(await exactCounts(event.id)).toMatchObject({ pending: 4, registered: 0, declined: 1 });
    expect(await decisionMails(event.id)).toBe(1);

    // Asked out of order (and one twice): the earliest two get the seats, the third waits.
    const approved = await organizer.post(path, { ids: [ids[2], ids[0], ids[1], ids[0]], decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.registrations.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([
      [ids[2], 'waitlisted'], [ids[0], 'registered'], [ids[1], 'registered'],
    ]);
    expect(approved.body.registrations.every((r: { ticketCode?: string }) => r.ticketCode === undefined)).toBe(true);
    await catcher.waitFor(students[0]!.email, subject("Approved: you're registered for ", event.name));
    await catcher.waitFor(students[2]!.email, subject('Approved, on the waitlist: ', event.name));

    const declined = await organizer.post(path, { ids: [ids[3]], decision: 'decline' });
    expect(declined.body.registrations).toMatchObject([{ id: ids[3], status: 'declined' }]);
    await catcher.waitFor(students[3]!.email, subject('Not approved: ', event.name));
    expect(await exactCounts(event.id)).toEqual({ registered: 2, waitlisted: 1, pending: 0, declined: 2, rows: 5 });
    expect(await decisionMails(event.id)).toBe(5);
  });
});

describe('approvals racing cancellations', () => {
  it('one by one and in bulk: no 500, counts equal the rows, no free seat while someone waits', async () => {
    const capacity = 5;
    const { organizer, event, students } = await approvalEvent(capacity, 24);
    const cancelling = new Set(students.filter((_, i) => i % 2 === 0).map((s) => s.id));
    const single = students.slice(0, 12);
    const bulk = students.slice(12);
    const results = await Promise.all([
      ...single.map((s) => organizer.post(`/api/registrations/${s.id}/approve`)),
      organizer.post(`/api/events/${event.id}/registrations/decisions`, { ids: bulk.map((s) => s.id), decision: 'approve' }),
      ...students.filter((s) => cancelling.has(s.id)).map((s) => s.client.delete(`/api/registrations/${s.id}`)),
    ]);
    expect(results.map((r) => r.status).filter((s) => ![200, 204, 404].includes(s))).toEqual([]);
    // An approval answered 200 was of a registration still there; a 404 of one cancelled first.
    single.forEach((s, i) => {
      if (results[i]!.status === 404) expect(cancelling.has(s.id)).toBe(true);
    });
    const bulkResult = results[single.length]!;
    const counts = await exactCounts(event.id);
    expect(counts.rows).toBe(12);
    expect(counts.registered).toBe(Math.min(capacity, counts.registered + counts.waitlisted));
    // Bulk is all or nothing: approved all of its registrations, or (one was cancelled first) none.
    const rows = await t.ctx.db.selectFrom('registrations').select(['id', 'status']).where('event_id', '=', event.id).execute();
    const bulkLeft = rows.filter((r) => bulk.some((s) => s.id === r.id));
    if (bulkResult.status === 200) expect(bulkLeft.every((r) => r.status !== 'pending')).toBe(true);
    else expect([bulkResult.status, bulkLeft.every((r) => r.status === 'pending')]).toEqual([404, true]);
    expect(rows.filter((r) => single.some((s) => s.id === r.id)).every((r) => r.status !== 'pending')).toBe(true);
  });
});
