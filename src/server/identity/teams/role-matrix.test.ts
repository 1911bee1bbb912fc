import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markEmailVerified, signUpOrganizer, signUpStudent, type SignedUp } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { joinTeam } from '../../../../test/support/teams.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { StudentSignup } from '../../../domain/schemas/account.ts';

/**
 * role matrix: every club call, by every kind of caller. The club's owner and
 * managers run its events; door staff only check in (and read the door list without
 * contacts); students, other clubs and the campus office run nothing of the club's.
 */
const ACTORS = ['anonymous', 'student', 'otherStudent', 'owner', 'manager', 'door', 'otherClub', 'admin'] as const;
type ActorName = (typeof ACTORS)[number];

let t: TestApp;
let clubId: string;
let registrant: SignedUp<StudentSignup>;
const as = {} as Record<ActorName, HttpClient>;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: 'office@matrix.test' });
  as.anonymous = t.client();
  as.owner = t.client();
  clubId = (await signUpOrganizer(as.owner)).user.id;
  as.student = t.client();
  registrant = await signUpStudent(as.student);
  as.otherStudent = t.client();
  await signUpStudent(as.otherStudent);
  as.otherClub = t.client();
  await signUpOrganizer(as.otherClub);
  as.admin = t.client();
  const office = await signUpStudent(as.admin, { email: 'office@matrix.test' });
  await markEmailVerified(t.ctx, office.user.id);
  for (const role of ['manager', 'door'] as const) {
    as[role] = t.client();
    const person = await signUpStudent(as[role]);
    await joinTeam(t.ctx, as.owner, clubId, as[role], person.input.email, role);
  }
});
afterAll(async () => t?.close());

/** A fresh event of the club with the student registered (a seat, and the registration's id). */
async function clubEvent(overrides: Record<string, unknown> = {}) {
  const event = await createEventAs(as.owner, overrides);
  const registration = await registerAs(as.student, registrant, event.id);
  return { eventId: event.id, registrationId: registration.id };
}

type Fixture = Awaited<ReturnType<typeof clubEvent>>;
interface Row {
  call: string;
  send: (client: HttpClient, f: Fixture) => Promise<{ status: number }>;
  expect: Record<ActorName, number>;
  fixture?: Record<string, unknown>;
}

const ROWS: Row[] = [
  {
    call: 'POST /api/events {organizerId}',
    send: (c) => c.post('/api/events', { ...eventBody(), organizerId: clubId }),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 201, manager: 201, door: 403, otherClub: 403, admin: 403 },
  },
  {
    call: 'PATCH /api/events/:id',
    send: (c, f) => c.patch(`/api/events/${f.eventId}`, { description: 'Changed by the matrix' }),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 200, manager: 200, door: 403, otherClub: 403, admin: 403 },
  },
  {
    call: 'DELETE /api/events/:id',
    send: (c, f) => c.delete(`/api/events/${f.eventId}`),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 204, manager: 204, door: 403, otherClub: 403, admin: 403 },
  },
  {
    call: 'GET /api/events/:id/registrations',
    send: (c, f) => c.get(`/api/events/${f.eventId}/registrations`),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 200, manager: 200, door: 200, otherClub: 403, admin: 403 },
  },
  {
    call: 'GET /api/events/:id/registrations.csv',
    send: (c, f) => c.get(`/api/events/${f.eventId}/registrations.csv`),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 200, manager: 200, door: 403, otherClub: 403, admin: 403 },
  },
  {
    // Not open yet (the event is days away): 409 says the caller passed every gate.
    call: 'POST /api/registrations/:id/check-in',
    send: (c, f) => c.post(`/api/registrations/${f.registrationId}/check-in`),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 409, manager: 409, door: 409, otherClub: 404, admin: 403 },
  },
  {
    call: 'POST /api/events/:id/check-in {code}',
    send: (c, f) => c.post(`/api/events/${f.eventId}/check-in`, { code: 'ZZZZZZZZZZZZ' }),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 404, manager: 404, door: 404, otherClub: 403, admin: 403 },
  },
  {
    // Days before the event every scan is outside the window: still a 200 with its results.
    call: 'POST /api/events/:id/check-ins {scans}',
    send: (c, f) => c.post(`/api/events/${f.eventId}/check-ins`, { scans: [{ ticket: 'ZZZZZZZZZZZZ', at: new Date().toISOString() }] }),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 200, manager: 200, door: 200, otherClub: 403, admin: 403 },
  },
  {
    call: 'GET /api/events/:id/door-list',
    send: (c, f) => c.get(`/api/events/${f.eventId}/door-list`),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 200, manager: 200, door: 200, otherClub: 403, admin: 403 },
  },
  {
    call: 'GET /api/registrations/:id',
    send: (c, f) => c.get(`/api/registrations/${f.registrationId}`),
    expect: { anonymous: 401, student: 200, otherStudent: 404, owner: 200, manager: 200, door: 200, otherClub: 404, admin: 404 },
  },
  {
    // The QR holds the ticket's secret: door staff scan tickets, they never get them.
    call: 'GET /api/registrations/:id/ticket.svg',
    send: (c, f) => c.get(`/api/registrations/${f.registrationId}/ticket.svg`),
    expect: { anonymous: 401, student: 200, otherStudent: 404, owner: 200, manager: 200, door: 404, otherClub: 404, admin: 404 },
  },
  {
    call: 'DELETE /api/registrations/:id',
    send: (c, f) => c.delete(`/api/registrations/${f.registrationId}`),
    expect: { anonymous: 401, student: 204, otherStudent: 404, owner: 204, manager: 204, door: 403, otherClub: 404, admin: 404 },
  },
  {
    call: 'POST /api/registrations/:id/approve',
    fixture: { approval: true },
    send: (c, f) => c.post(`/api/registrations/${f.registrationId}/approve`),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 200, manager: 200, door: 403, otherClub: 404, admin: 403 },
  },
  {
    call: 'POST /api/events/:id/announcements',
    send: (c, f) => c.post(`/api/events/${f.eventId}/announcements`, { subject: 'Room change', message: 'We moved to Hall B.' }),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 201, manager: 201, door: 403, otherClub: 403, admin: 403 },
  },
  {
    call: 'GET /api/events/:id/feedback',
    send: (c, f) => c.get(`/api/events/${f.eventId}/feedback`),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 200, manager: 200, door: 403, otherClub: 403, admin: 403 },
  },
  {
    call: 'GET /api/organizers/:id/insights',
    send: (c) => c.get(`/api/organizers/${clubId}/insights`),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 200, manager: 200, door: 403, otherClub: 403, admin: 403 },
  },
  {
    call: 'GET /api/organizers/:id/members',
    send: (c) => c.get(`/api/organizers/${clubId}/members`),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 200, manager: 403, door: 403, otherClub: 403, admin: 403 },
  },
  {
    call: 'POST /api/organizers/:id/members',
    send: (c) => c.post(`/api/organizers/${clubId}/members`, { email: `someone-${Math.random().toString(36).slice(2)}@matrix.test`, role: 'door' }),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 201, manager: 403, door: 403, otherClub: 403, admin: 403 },
  },
  {
    call: 'PATCH /api/organizers/:id',
    send: (c) => c.patch(`/api/organizers/${clubId}`, { name: 'Matrix Club', field: 'Testing', phone: '9876543210' }),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 200, manager: 403, door: 403, otherClub: 403, admin: 403 },
  },
  {
    call: 'GET /api/organizers/:id/feedback',
    send: (c) => c.get(`/api/organizers/${clubId}/feedback`),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 200, manager: 200, door: 403, otherClub: 403, admin: 403 },
  },
  {
    call: 'GET /api/events/:id/announcements',
    send: (c, f) => c.get(`/api/events/${f.eventId}/announcements`),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 200, manager: 200, door: 403, otherClub: 403, admin: 403 },
  },
  {
    call: 'POST /api/events/:id/registrations/decisions',
    fixture: { approval: true },
    send: (c, f) => c.post(`/api/events/${f.eventId}/registrations/decisions`, { ids: [f.registrationId], decision: 'approve' }),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 200, manager: 200, door: 403, otherClub: 403, admin: 403 },
  },
  {
    call: 'GET /api/events/:id (an approved event: public)',
    send: (c, f) => c.get(`/api/events/${f.eventId}`),
    expect: { anonymous: 200, student: 200, otherStudent: 200, owner: 200, manager: 200, door: 200, otherClub: 200, admin: 200 },
  },
  {
    call: 'GET /api/admin/events',
    send: (c) => c.get('/api/admin/events'),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 403, manager: 403, door: 403, otherClub: 403, admin: 200 },
  },
  {
    call: 'POST /api/admin/events/:id/approve',
    send: (c, f) => c.post(`/api/admin/events/${f.eventId}/approve`),
    // Approval is off here: every event is approved already, so the office's call is a 409.
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 403, manager: 403, door: 403, otherClub: 403, admin: 409 },
  },
  {
    call: 'POST /api/admin/venues',
    send: (c) => c.post('/api/admin/venues', { name: `Room ${Math.random().toString(36).slice(2)}`, building: 'Matrix Block', capacity: 40 }),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 403, manager: 403, door: 403, otherClub: 403, admin: 201 },
  },
  {
    // A club (its account and its managers) reads its own entries; the office all of them.
    call: 'GET /api/admin/audit?eventId=',
    send: (c, f) => c.get(`/api/admin/audit?eventId=${f.eventId}`),
    expect: { anonymous: 401, student: 403, otherStudent: 403, owner: 200, manager: 200, door: 403, otherClub: 200, admin: 200 },
  },
  // The involvement record: every student (team members and the office are students too) has their own; clubs none.
  {
    call: 'GET /api/me/involvement.pdf',
    send: (c) => c.get('/api/me/involvement.pdf'),
    expect: { anonymous: 401, student: 200, otherStudent: 200, owner: 403, manager: 200, door: 200, otherClub: 403, admin: 200 },
  },
  {
    call: 'POST /api/me/involvement/links',
    send: async (c) => {
      const res = await c.post('/api/me/involvement/links', { include: { events: true } });
      // Withdrawn at once: eight callers × rows must never reach the limit of open links.
      if (res.status === 201) await c.delete(`/api/me/involvement/links/${(res.body as { id: string }).id}`);
      return res;
    },
    expect: { anonymous: 401, student: 201, otherStudent: 201, owner: 403, manager: 201, door: 201, otherClub: 403, admin: 201 },
  },
  {
    call: 'GET /api/me/involvement/links',
    send: (c) => c.get('/api/me/involvement/links'),
    expect: { anonymous: 401, student: 200, otherStudent: 200, owner: 403, manager: 200, door: 200, otherClub: 403, admin: 200 },
  },
  {
    // The student's own link: theirs to withdraw; anyone else's 404 (a club's 403 comes first).
    call: 'DELETE /api/me/involvement/links/:id',
    send: async (c) => {
      const { id } = (await as.student.post('/api/me/involvement/links', { include: { events: true } })).body as { id: string };
      const res = await c.delete(`/api/me/involvement/links/${id}`);
      if (res.status !== 204) await as.student.delete(`/api/me/involvement/links/${id}`);
      return res;
    },
    expect: { anonymous: 401, student: 204, otherStudent: 404, owner: 403, manager: 404, door: 404, otherClub: 403, admin: 404 },
  },
];

function eventBody() {
  const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  return { name: 'Matrix Meetup', date, time: '17:00', venue: 'Hall A', description: 'A meetup to test who may do what.', type: 'Workshop', capacity: 50 };
}

describe('the role matrix of club calls', () => {
  for (const row of ROWS) {
    it(row.call, async () => {
      const got: Partial<Record<ActorName, number>> = {};
      for (const actor of ACTORS) {
        // Each caller gets its own fixture: a success by one must not decide the next one's answer.
        const fixture = await clubEvent(row.fixture);
        got[actor] = (await row.send(as[actor], fixture)).status;
      }
      expect(got).toEqual(row.expect);
    });
  }

  it("shows a club's audit entries to its team's owner and managers only: another club gets none", async () => {
    const { eventId } = await clubEvent();
    const count = async (who: ActorName) => (await as[who].get(`/api/admin/audit?eventId=${eventId}`)).body.entries.length;
    expect(await count('owner')).toBeGreaterThan(0);
    expect(await count('manager')).toBe(await count('owner'));
    expect(await count('admin')).toBe(await count('owner'));
    expect(await count('otherClub')).toBe(0);
  });

  it('door staff read the door list without addresses, phones or answers; managers see them', async () => {
    const { eventId } = await clubEvent();
    const door = (await as.door.get(`/api/events/${eventId}/registrations`)).body.registrations[0];
    expect(door).toMatchObject({ name: registrant.input.name, usn: registrant.input.usn, email: '', contactNo: '', answers: {} });
    expect((await as.door.get(`/api/events/${eventId}/registrations?q=${encodeURIComponent(registrant.input.email)}`)).body.registrations).toEqual([]);
    const manager = (await as.manager.get(`/api/events/${eventId}/registrations`)).body.registrations[0];
    expect(manager.email).toBe(registrant.input.email);
  });
});
