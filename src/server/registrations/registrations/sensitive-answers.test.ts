import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { StudentSignup } from '../../../domain/schemas/account.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent, type SignedUp } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registrationBody } from '../../../../test/support/registrations.ts';
import { joinTeam } from '../../../../test/support/teams.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

/**
 * Answers to sensitive questions, by every read path and every role: the club's owner and
 * managers and the student read them; door staff, other clubs, the CSV without its tick and
 * every search do not; the database holds them sealed; the sweep erases them.
 */

const ROLES = ['owner', 'manager', 'door', 'student', 'otherClub'] as const;
type Role = (typeof ROLES)[number];

const HEALTH = 'Peanut allergy, carries an EpiPen';
const TSHIRT = 'Large';

let t: TestApp;
let clubId: string;
let student: SignedUp<StudentSignup>;
const as = {} as Record<Role | 'admin', HttpClient>;
let eventId: string;
let registrationId: string;
let healthId: string;
let shirtId: string;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: 'office@sensitive.test' });
  as.owner = t.client();
  clubId = (await signUpOrganizer(as.owner)).user.id;
  for (const role of ['manager', 'door'] as const) {
    as[role] = t.client();
    const person = await signUpStudent(as[role]);
    await joinTeam(t.ctx, as.owner, clubId, as[role], person.input.email, role);
  }
  as.otherClub = t.client();
  await signUpOrganizer(as.otherClub);
  as.student = t.client();
  student = await signUpStudent(as.student);
  as.admin = t.client();
  const office = await signUpStudent(as.admin, { email: 'office@sensitive.test' });
  await markEmailVerified(t.ctx, office.user.id);

  const questions = [
    { label: 'T-shirt size', kind: 'text' },
    { label: 'Health or access needs', kind: 'longtext', sensitive: true },
  ];
  const event = await createEventAs(as.owner, { name: 'Trek to Savandurga', questions } as never);
  eventId = event.id;
  const asked = event.questions as { id: string; label: string; sensitive?: boolean }[];
  shirtId = asked.find((q) => q.label === 'T-shirt size')!.id;
  healthId = asked.find((q) => q.label.startsWith('Health'))!.id;
  const res = await as.student.post(`/api/events/${eventId}/registrations`, { ...registrationBody(student), answers: { [shirtId]: TSHIRT, [healthId]: HEALTH } });
  expect(res.status).toBe(201);
  registrationId = res.body.id;
  expect(res.body.answers).toEqual({ [shirtId]: TSHIRT, [healthId]: HEALTH });
});
afterAll(async () => t?.close());

describe('a question marked sensitive', () => {
  it('is shown as sensitive on the event; the flag must be true or false', async () => {
    const event = (await t.client().get(`/api/events/${eventId}`)).body;
    expect(event.questions.map((q: { sensitive?: boolean }) => q.sensitive)).toEqual([false, true]);
    const bad = await as.owner.post('/api/events', { ...(await import('../../../../test/support/factories.ts')).buildEvent(), questions: [{ label: 'Diet', kind: 'text', sensitive: 'yes' }] });
    expect(bad.status).toBe(400);
  });

  it('keeps its answers out of the plain answers, sealed with a key id, never as plain text', async () => {
    const row = await t.ctx.db.selectFrom('registrations').select(['answers', 'sensitive_answers']).where('id', '=', registrationId).executeTakeFirstOrThrow();
    expect(JSON.parse(row.answers)).toEqual({ [shirtId]: TSHIRT });
    expect(row.sensitive_answers).toMatch(/^v1\.[\w-]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row.sensitive_answers).not.toContain('Peanut');
    expect(Buffer.from(row.sensitive_answers!.split('.')[4]!, 'base64url').toString('latin1')).not.toContain('Peanut');
  });

  it("cannot change whether it is sensitive once students have answered (409); a new sensitive question can be added", async () => {
    const event = (await t.client().get(`/api/events/${eventId}`)).body;
    const flipped = event.questions.map((q: { id: string; label: string; kind: string; sensitive: boolean }) => ({ id: q.id, label: q.label, kind: q.kind, sensitive: !q.sensitive }));
    const res = await as.owner.patch(`/api/events/${eventId}`, { questions: flipped });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'SENSITIVE_LOCKED', message: MSG.sensitiveLocked });
    const kept = event.questions.map((q: { id: string; label: string; kind: string; sensitive: boolean }) => ({ id: q.id, label: q.label, kind: q.kind, sensitive: q.sensitive }));
    const added = await as.owner.patch(`/api/events/${eventId}`, { questions: [...kept, { label: 'Medication', kind: 'text', sensitive: true }] });
    expect(added.status).toBe(200);
    await as.owner.patch(`/api/events/${eventId}`, { questions: kept });
  });
});

describe('who reads a sensitive answer', () => {
  const SEES: Record<Role, boolean> = { owner: true, manager: true, door: false, student: true, otherClub: false };

  it.each(ROLES)('GET /api/registrations/:id as %s', async (role) => {
    const res = await as[role].get(`/api/registrations/${registrationId}`);
    if (role === 'otherClub') return expect(res.status).toBe(404);
    expect(res.status).toBe(200);
    expect(res.body.answers[healthId]).toBe(SEES[role] ? HEALTH : undefined);
    expect(res.text.includes('Peanut')).toBe(SEES[role]);
  });

  it.each(ROLES)("GET /api/events/:id/registrations (the manage page and the door's list) as %s", async (role) => {
    const res = await as[role].get(`/api/events/${eventId}/registrations`);
    if (role === 'student' || role === 'otherClub') return expect(res.status).toBe(403);
    expect(res.status).toBe(200);
    expect(res.text.includes('Peanut')).toBe(SEES[role]);
    if (SEES[role]) {
      expect(res.body.registrations[0].answers).toEqual({ [shirtId]: TSHIRT, [healthId]: HEALTH });
      expect(res.body.questions.find((q: { id: string }) => q.id === healthId)).toMatchObject({ sensitive: true });
    }
  });

  it("the student's own list has it", async () => {
    const res = await as.student.get('/api/me/registrations');
    expect(res.body.upcoming[0].answers[healthId]).toBe(HEALTH);
  });

  it.each(ROLES)('the door list, the club-wide list and the door code never carry it, as %s', async (role) => {
    for (const path of [`/api/events/${eventId}/door-list`, `/api/organizers/${clubId}/registrations`]) {
      const res = await as[role].get(path);
      expect([200, 403, 404]).toContain(res.status);
      expect(res.text).not.toContain('Peanut');
    }
  });

  it('search never matches a sensitive answer, for anyone; the plain answers still match', async () => {
    for (const role of ['owner', 'manager', 'door'] as const) {
      const res = await as[role].get(`/api/events/${eventId}/registrations?q=peanut`);
      expect(res.status).toBe(200);
      expect(res.body.registrations).toEqual([]);
    }
    expect((await as.owner.get(`/api/events/${eventId}/registrations?q=large`)).body.registrations).toHaveLength(1);
    expect((await as.owner.get(`/api/organizers/${clubId}/registrations?q=peanut`)).body.registrations).toEqual([]);
  });
});

describe('GET /api/events/:id/registrations.csv', () => {
  const auditCount = async () =>
    (await t.ctx.db.selectFrom('audit_entries').select('id').where('action', '=', 'registrations.exported-sensitive').where('event_id', '=', eventId).execute()).length;

  it('is 401 signed out, 403 for door staff, students and other clubs, 400 for a tick that is not true or false', async () => {
    expect((await t.client().get(`/api/events/${eventId}/registrations.csv`)).status).toBe(401);
    for (const role of ['door', 'student', 'otherClub'] as const) {
      const res = await as[role].get(`/api/events/${eventId}/registrations.csv?includeSensitive=true`);
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('Peanut');
    }
    const bad = await as.owner.get(`/api/events/${eventId}/registrations.csv?includeSensitive=yes`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(MSG.includeSensitiveInvalid);
  });

  it('leaves the sensitive question out without the tick, and writes nothing to the audit log', async () => {
    for (const role of ['owner', 'manager'] as const) {
      for (const query of ['', '?includeSensitive=false']) {
        const res = await as[role].get(`/api/events/${eventId}/registrations.csv${query}`);
        expect(res.status).toBe(200);
        expect(res.text).toContain('T-shirt size');
        expect(res.text).toContain(TSHIRT);
        expect(res.text).not.toContain('Health or access needs');
        expect(res.text).not.toContain('Peanut');
      }
    }
    expect(await auditCount()).toBe(0);
  });

  it('has it with includeSensitive=true, for the owner and managers, each export audited', async () => {
    for (const role of ['owner', 'manager'] as const) {
      const res = await as[role].get(`/api/events/${eventId}/registrations.csv?includeSensitive=true`);
      expect(res.status).toBe(200);
      expect(res.text).toContain('Health or access needs');
      expect(res.text).toContain(HEALTH);
    }
    const entries = await t.ctx.db.selectFrom('audit_entries').selectAll().where('action', '=', 'registrations.exported-sensitive').where('event_id', '=', eventId).execute();
    expect(entries).toHaveLength(2);
    expect(JSON.parse(entries[0]!.changes!)).toEqual({ registrations: 1, questions: ['Health or access needs'] });
  });
});

describe('the student', () => {
  it('edits the answer: the new one is sealed too, and the owner reads it', async () => {
    const res = await as.student.patch(`/api/registrations/${registrationId}`, { answers: { [shirtId]: TSHIRT, [healthId]: 'Wheelchair access, please' } });
    expect(res.status).toBe(200);
    expect(res.body.answers[healthId]).toBe('Wheelchair access, please');
    const row = await t.ctx.db.selectFrom('registrations').select(['answers', 'sensitive_answers']).where('id', '=', registrationId).executeTakeFirstOrThrow();
    expect(row.answers).not.toContain('Wheelchair');
    expect(row.sensitive_answers).not.toContain('Wheelchair');
    expect((await as.owner.get(`/api/registrations/${registrationId}`)).body.answers[healthId]).toBe('Wheelchair access, please');
    expect((await as.door.get(`/api/registrations/${registrationId}`)).text).not.toContain('Wheelchair');
  });

  it('finds it opened in their data export', async () => {
    const res = await fetch(new URL('/api/me/export', t.baseUrl), { headers: { cookie: as.student.cookieHeader } });
    expect(res.status).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['data.json']!));
    const registration = data.tables.registrations.find((r: { id: string }) => r.id === registrationId);
    expect(registration.sensitive_answers).toEqual({ [healthId]: 'Wheelchair access, please' });
  });
});

describe('the seats area (approving, declining, confirming a seat)', () => {
  const approval = () => (t.ctx.handle.dialect === 'sqlite' ? 1 : true);
  const questions = [
    { label: 'T-shirt size', kind: 'text' },
    { label: 'Health or access needs', kind: 'longtext', sensitive: true },
  ];

  /** An event that needs approval, one sensitive question, and `n` students' pending registrations answering both. */
  async function pendingEvent(n: number) {
    const event = await createEventAs(as.owner, { name: 'Night trek', questions, capacity: 10 } as never);
    await t.ctx.db.updateTable('events').set({ approval: approval() }).where('id', '=', event.id).execute();
    const [shirt, health] = (event.questions as { id: string }[]).map((q) => q.id);
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const client = t.client();
      const s = await signUpStudent(client);
      const res = await client.post(`/api/events/${event.id}/registrations`, { ...registrationBody(s), answers: { [shirt!]: TSHIRT, [health!]: `${HEALTH} ${i}` } });
      expect(res.body.status).toBe('pending');
      ids.push(res.body.id);
    }
    return { event, shirt: shirt!, health: health!, ids };
  }

  it('answers the owner and managers with every answer, the sensitive ones too, as the event list shows them', async () => {
    const { event, shirt, health, ids } = await pendingEvent(4);
    const approved = await as.owner.post(`/api/registrations/${ids[0]}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.answers).toEqual({ [shirt]: TSHIRT, [health]: `${HEALTH} 0` });
    const declined = await as.manager.post(`/api/registrations/${ids[1]}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.answers).toEqual({ [shirt]: TSHIRT, [health]: `${HEALTH} 1` });
    const bulk = await as.manager.post(`/api/events/${event.id}/registrations/decisions`, { ids: [ids[2], ids[3]], decision: 'approve' });
    expect(bulk.status).toBe(200);
    expect(bulk.body.registrations.map((r: { answers: Record<string, string> }) => r.answers[health])).toEqual([`${HEALTH} 2`, `${HEALTH} 3`]);
    const list = (await as.owner.get(`/api/events/${event.id}/registrations`)).body.registrations as { id: string; answers: unknown }[];
    for (const decided of [approved.body, declined.body, ...bulk.body.registrations]) {
      expect(list.find((r) => r.id === decided.id)!.answers).toEqual(decided.answers);
    }
  });

  it('is 403 for door staff and other clubs deciding (401 signed out), with no answer in the refusal', async () => {
    const { event, ids } = await pendingEvent(1);
    for (const role of ['door', 'student'] as const) {
      for (const res of [await as[role].post(`/api/registrations/${ids[0]}/approve`), await as[role].post(`/api/events/${event.id}/registrations/decisions`, { ids, decision: 'decline' })]) {
        expect(res.status).toBe(403);
        expect(res.text).not.toContain('Peanut');
      }
    }
    expect((await as.otherClub.post(`/api/events/${event.id}/registrations/decisions`, { ids, decision: 'approve' })).status).toBe(403);
    expect((await t.client().post(`/api/registrations/${ids[0]}/approve`)).status).toBe(401);
  });

  it('answers the student confirming an offered seat with their own sensitive answer', async () => {
    const event = await createEventAs(as.owner, { name: 'One seat', questions, capacity: 1, claimHours: 24 } as never);
    const [shirt, health] = (event.questions as { id: string }[]).map((q) => q.id);
    const first = t.client();
    const firstReg = await first.post(`/api/events/${event.id}/registrations`, { ...registrationBody(await signUpStudent(first)), answers: { [shirt!]: TSHIRT } });
    const second = t.client();
    const secondReg = await second.post(`/api/events/${event.id}/registrations`, { ...registrationBody(await signUpStudent(second)), answers: { [shirt!]: TSHIRT, [health!]: HEALTH } });
    expect(secondReg.body.status).toBe('waitlisted');
    expect((await first.delete(`/api/registrations/${firstReg.body.id}`)).status).toBe(204);
    const confirmed = await second.post(`/api/registrations/${secondReg.body.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.answers).toEqual({ [shirt!]: TSHIRT, [health!]: HEALTH });
  });
});

describe('the lock on whether a question is sensitive', () => {
  const questions = [{ label: 'Diet', kind: 'text', sensitive: true }];
  const flip = (event: { id: string; questions?: unknown }, sensitive: boolean) =>
    as.owner.patch(`/api/events/${event.id}`, { questions: (event.questions as { id: string; label: string; kind: string }[]).map((q) => ({ id: q.id, label: q.label, kind: q.kind, sensitive })) });

  it('holds while a declined registration keeps its answers, though no counter counts it', async () => {
    const event = await createEventAs(as.owner, { name: 'Declined only', questions } as never);
    await t.ctx.db.updateTable('events').set({ approval: t.ctx.handle.dialect === 'sqlite' ? 1 : true }).where('id', '=', event.id).execute();
    const client = t.client();
    const reg = await client.post(`/api/events/${event.id}/registrations`, { ...registrationBody(await signUpStudent(client)), answers: { [(event.questions as { id: string }[])[0]!.id]: 'No onion, no garlic' } });
    expect((await as.owner.post(`/api/registrations/${reg.body.id}/decline`)).status).toBe(200);
    const counts = await t.ctx.db.selectFrom('events').select(['registrations_count', 'waitlisted_count', 'pending_count', 'entered_count']).where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(counts).toEqual({ registrations_count: 0, waitlisted_count: 0, pending_count: 0, entered_count: 0 });
    const res = await flip(event, false);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'SENSITIVE_LOCKED', message: MSG.sensitiveLocked });
    // The declined student still reads their answer where it was stored.
    expect((await client.get(`/api/registrations/${reg.body.id}`)).body.answers).toEqual({ [(event.questions as { id: string }[])[0]!.id]: 'No onion, no garlic' });
  });

  it('lets go when nobody has answered, or once the answers are gone (cancelled, or erased)', async () => {
    const empty = await createEventAs(as.owner, { name: 'Nobody yet', questions } as never);
    expect((await flip(empty, false)).status).toBe(200);
    expect((await flip(empty, true)).status).toBe(200);

    const cancelled = await createEventAs(as.owner, { name: 'Came and went', questions } as never);
    const client = t.client();
    const reg = await client.post(`/api/events/${cancelled.id}/registrations`, { ...registrationBody(await signUpStudent(client)), answers: { [(cancelled.questions as { id: string }[])[0]!.id]: 'Vegan' } });
    expect((await flip(cancelled, false)).status).toBe(409);
    expect((await client.delete(`/api/registrations/${reg.body.id}`)).status).toBe(204);
    expect((await flip(cancelled, false)).status).toBe(200);

    const erased = await createEventAs(as.owner, { name: 'Answers erased', questions } as never);
    const other = t.client();
    const kept = await other.post(`/api/events/${erased.id}/registrations`, { ...registrationBody(await signUpStudent(other)), answers: { [(erased.questions as { id: string }[])[0]!.id]: 'Vegan' } });
    expect((await flip(erased, false)).status).toBe(409);
    await t.ctx.db.updateTable('registrations').set({ answers: '{}', sensitive_answers: null }).where('id', '=', kept.body.id).execute();
    expect((await flip(erased, false)).status).toBe(200);
  });
});

describe('the retention sweep', () => {
  it('erases sensitive answers the day after the event, keeps the other answers, counts them, and a second run changes nothing', async () => {
    const schedule = (await as.admin.get('/api/admin/retention')).body.schedule;
    expect(schedule.sensitiveAnswersDays).toBe(1);
    // The event was yesterday (campus time): from today its sensitive answers are due.
    await t.ctx.db.updateTable('events').set({ starts_at: new Date(Date.now() - 2 * 86_400_000).toISOString() }).where('id', '=', eventId).execute();
    const first = await as.admin.post('/api/admin/retention/run');
    expect(first.status).toBe(200);
    expect(first.body.sensitiveAnswersErased).toBeGreaterThanOrEqual(1);
    expect(first.body.answersErased).toBe(0);
    const row = await t.ctx.db.selectFrom('registrations').select(['answers', 'sensitive_answers']).where('id', '=', registrationId).executeTakeFirstOrThrow();
    expect(row.sensitive_answers).toBeNull();
    expect(JSON.parse(row.answers)).toEqual({ [shirtId]: TSHIRT });
    expect((await as.owner.get(`/api/registrations/${registrationId}`)).body.answers).toEqual({ [shirtId]: TSHIRT });
    expect((await as.admin.post('/api/admin/retention/run')).body.sensitiveAnswersErased).toBe(0);
  });

  it("leaves an upcoming event's sensitive answers, and the office may set its own period", async () => {
    const event = await createEventAs(as.owner, { name: 'Still ahead', questions: [{ label: 'Diet', kind: 'text', sensitive: true }] } as never);
    const qid = (event.questions as { id: string }[])[0]!.id;
    const other = t.client();
    const s = await signUpStudent(other);
    const reg = await other.post(`/api/events/${event.id}/registrations`, { ...registrationBody(s), answers: { [qid]: 'Jain food' } });
    expect(reg.status).toBe(201);
    expect((await as.admin.post('/api/admin/retention/run')).body.sensitiveAnswersErased).toBe(0);
    const set = await as.admin.put('/api/admin/retention', { sensitiveAnswersDays: 3 });
    expect(set.body.schedule.sensitiveAnswersDays).toBe(3);
    await as.admin.put('/api/admin/retention', { sensitiveAnswersDays: null });
    expect((await other.get(`/api/registrations/${reg.body.id}`)).body.answers[qid]).toBe('Jain food');
  });
});
