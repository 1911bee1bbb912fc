import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markEmailVerified, signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registrationBody } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { MSG } from '../../../domain/messages.ts';
import { DEFAULT_RETENTION } from '../../../domain/retention.ts';
import { sweepRetention } from './retention.ts';

let t: TestApp;
let admin: HttpClient;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: 'office@privacy.test', RETENTION_SESSIONS_DAYS: '45' });
  admin = t.client();
  const a = await signUpStudent(admin, { email: 'office@privacy.test' });
  await markEmailVerified(t.ctx, a.user.id);
});
afterAll(async () => {
  await t?.close();
});

const RESET = { answersDays: null, sensitiveAnswersDays: null, feedbackAuthorDays: null, sessionsDays: null, auditDays: null, inactiveAccountDays: null };

describe('GET/PUT /api/admin/retention', () => {
  it('answers 401 signed out and 403 to anyone but the campus office', async () => {
    expect((await t.client().get('/api/admin/retention')).status).toBe(401);
    expect((await t.client().put('/api/admin/retention', { answersDays: 1 })).status).toBe(401);
    expect((await t.client().post('/api/admin/retention/run')).status).toBe(401);
    const student = t.client();
    await signUpStudent(student);
    for (const res of [await student.get('/api/admin/retention'), await student.put('/api/admin/retention', { answersDays: 1 }), await student.post('/api/admin/retention/run')]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(MSG.adminsOnlyRetention);
    }
  });

  it('reads the defaults and the environment, sets periods, and returns one to the environment with null', async () => {
    const read = await admin.get('/api/admin/retention');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ schedule: { ...DEFAULT_RETENTION, sessionsDays: 45 }, environment: { ...DEFAULT_RETENTION, sessionsDays: 45 }, overridden: [], sweepSeconds: 86400 });
    const set = await admin.put('/api/admin/retention', { answersDays: 7, auditDays: 0 });
    expect(set.status).toBe(200);
    expect(set.body.schedule).toMatchObject({ answersDays: 7, auditDays: 0, sessionsDays: 45, feedbackAuthorDays: 730 });
    expect(set.body.overridden.sort()).toEqual(['answersDays', 'auditDays']);
    const back = await admin.put('/api/admin/retention', { answersDays: null });
    expect(back.body.schedule).toMatchObject({ answersDays: 180, auditDays: 0 });
    expect((await admin.put('/api/admin/retention', RESET)).body.overridden).toEqual([]);
  });

  it('refuses what is not a whole number of days from 0 to 36500, changing nothing', async () => {
    for (const body of [{ answersDays: -1 }, { answersDays: 1.5 }, { auditDays: 'ten' }, { sessionsDays: 36501 }, { unknown: 3 }, []]) {
      const res = await admin.put('/api/admin/retention', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('INVALID_INPUT');
    }
    expect((await admin.put('/api/admin/retention', { answersDays: -1 })).body.error.message).toBe(MSG.retentionDaysInvalid);
    expect((await admin.get('/api/admin/retention')).body.overridden).toEqual([]);
  });
});

describe('POST /api/admin/retention/run', () => {
  it('with 0 days erases exactly what it says and nothing else; counts, ratings and attendance stay; a second run changes nothing', async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const questions = [{ label: 'Dietary needs', kind: 'text', options: [], required: false }];
    const past = await createEventAs(organizer, { name: 'Long Past', questions } as never);
    const future = await createEventAs(organizer, { name: 'Still Ahead', questions } as never);
    const qid = (await t.client().get(`/api/events/${future.id}`)).body.questions[0].id as string;
    const students = await Promise.all([0, 1].map(async () => {
      const client = t.client();
      return { client, s: await signUpStudent(client) };
    }));
    const regs: Record<string, string> = {};
    for (const { client, s } of students) {
      for (const event of [past, future]) {
        const res = await client.post(`/api/events/${event.id}/registrations`, registrationBody(s));
        expect(res.status).toBe(201);
        regs[`${event.id}:${s.user.id}`] = res.body.id;
      }
    }
    const db = t.ctx.db;
    // Phones come from editing a registration; both are planted as the form would store them.
    for (const [key, id] of Object.entries(regs)) {
      await db.updateTable('registrations').set({ contact_no: '9876543210', answers: JSON.stringify({ [qid]: `answer of ${key}` }) }).where('id', '=', id).execute();
    }
    // The past event happened long ago: one attended, both gave feedback.
    await db.updateTable('events').set({ starts_at: ago(400) }).where('id', '=', past.id).execute();
    await db.updateTable('registrations').set({ checked_in_at: ago(400) }).where('id', '=', regs[`${past.id}:${students[0]!.s.user.id}`]!).execute();
    await db.insertInto('feedback').values(students.map(({ s }, i) => ({ id: `ret-fb-${i}`, event_id: past.id, student_id: s.user.id, rating: 3 + i, comments: `comment ${i}`, created_at: ago(399) }))).execute();
    // An idle session and an old audit entry.
    await db.updateTable('sessions').set({ updated_at: ago(60) }).where('user_id', '=', students[1]!.s.user.id).execute();
    await db.insertInto('audit_entries').values({ id: 'ret-old-audit', at: ago(2000), actor_id: null, actor_name: 'x', actor_email: 'x@x', organizer_id: '', event_id: '', event_name: '', action: 'event.created', changes: null }).execute();

    const readEvent = async (id: string) => (await t.client().get(`/api/events/${id}`)).body;
    const beforePast = await readEvent(past.id);
    const beforeFuture = await readEvent(future.id);
    expect(beforePast.rating).toMatchObject({ count: 2 });

    await admin.put('/api/admin/retention', { answersDays: 0, feedbackAuthorDays: 0, auditDays: 0 });
    const first = await admin.post('/api/admin/retention/run');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ answersErased: 2, phonesErased: 2, feedbackUnlinked: 2, sessionsDeleted: 1, accountsWarned: 0, accountsDeleted: 0 });
    expect(first.body.auditEntriesDeleted).toBeGreaterThanOrEqual(1);

    const rows = await db.selectFrom('registrations').select(['id', 'event_id', 'answers', 'contact_no', 'status', 'checked_in_at']).where('event_id', 'in', [past.id, future.id]).execute();
    for (const row of rows) {
      if (row.event_id === past.id) expect(row).toMatchObject({ answers: '{}', contact_no: null, status: 'registered' });
      else expect(row).toMatchObject({ contact_no: '9876543210', answers: expect.stringContaining('answer of') });
    }
    expect(rows.filter((r) => r.checked_in_at).length).toBe(1);
    const feedback = await db.selectFrom('feedback').select(['student_id', 'rating', 'comments']).where('event_id', '=', past.id).orderBy('rating').execute();
    expect(feedback).toEqual([{ student_id: null, rating: 3, comments: 'comment 0' }, { student_id: null, rating: 4, comments: 'comment 1' }]);
    expect(await db.selectFrom('audit_entries').select('id').where('id', '=', 'ret-old-audit').execute()).toEqual([]);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', students[1]!.s.user.id).execute()).toEqual([]);
    expect((await students[0]!.client.get('/api/me')).status).toBe(200);
    // The figures read the same: counts, rating, attendance.
    expect(await readEvent(past.id)).toMatchObject({ registrations: beforePast.registrations, rating: beforePast.rating });
    expect(await readEvent(future.id)).toMatchObject({ registrations: beforeFuture.registrations });
    const ownFeedback = await organizer.get(`/api/events/${past.id}/feedback`);
    if (ownFeedback.status === 200) expect(JSON.stringify(ownFeedback.body)).toContain('comment 1');
    // Logged with its counts.
    const logged = await db.selectFrom('audit_entries').select(['actor_email', 'changes']).where('action', '=', 'retention.swept').execute();
    expect(logged.map((l) => JSON.parse(l.changes!).answersErased)).toContain(2);
    // An entry about no event is no event to find in the log's search.
    const found = await admin.get('/api/admin/audit/events?q=');
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).not.toContain('"id":""');

    const second = await admin.post('/api/admin/retention/run');
    expect(second.body).toEqual({ answersErased: 0, phonesErased: 0, sensitiveAnswersErased: 0, feedbackUnlinked: 0, sessionsDeleted: 0, signInRecordsDeleted: 0, auditEntriesDeleted: 0, accountsWarned: 0, accountsDeleted: 0 });
    await admin.put('/api/admin/retention', RESET);
  });

  it('handles each row once when several sweeps run at the same time', async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const event = await createEventAs(organizer, { name: 'Busy Past' });
    for (let i = 0; i < 6; i++) {
      const client = t.client();
      const s = await signUpStudent(client);
      expect((await client.post(`/api/events/${event.id}/registrations`, registrationBody(s))).status).toBe(201);
    }
    await t.ctx.db.updateTable('registrations').set({ contact_no: '9876543210' }).where('event_id', '=', event.id).execute();
    await t.ctx.db.updateTable('events').set({ starts_at: ago(200) }).where('id', '=', event.id).execute();
    const runs = await Promise.all([sweepRetention(t.ctx, null), sweepRetention(t.ctx, null), sweepRetention(t.ctx, null)]);
    expect(runs.reduce((n, r) => n + r.phonesErased, 0)).toBe(6);
  });

  it('warns an unused account by e-mail, deletes it 30 days later, and keeps one whose person came back', async () => {
    const gone = t.client();
    const g = await signUpStudent(gone);
    const back = t.client();
    const b = await signUpStudent(back);
    await admin.put('/api/admin/retention', { inactiveAccountDays: 0 });
    const warned = await admin.post('/api/admin/retention/run');
    expect(warned.body.accountsWarned).toBeGreaterThanOrEqual(2);
    const mails = await t.ctx.db.selectFrom('outbox').select(['recipient', 'kind']).where('kind', '=', 'account-inactive').execute();
    expect(mails.map((m) => m.recipient)).toEqual(expect.arrayContaining([g.input.email.toLowerCase(), b.input.email.toLowerCase()].map((e) => expect.stringMatching(new RegExp(`^${e}$`, 'i')))));
    expect(mails.map((m) => m.recipient)).not.toContain('office@privacy.test');
    // Nobody is warned twice.
    expect((await admin.post('/api/admin/retention/run')).body.accountsWarned).toBe(0);

    await t.ctx.db.updateTable('account_activity').set({ warned_at: ago(31), last_seen_at: ago(40) }).where('user_id', 'in', [g.user.id, b.user.id]).execute();
    await t.ctx.db.updateTable('sessions').set({ updated_at: ago(40) }).where('user_id', '=', g.user.id).execute();
    // One of them signed in since the warning.
    await t.ctx.db.updateTable('sessions').set({ updated_at: new Date().toISOString() }).where('user_id', '=', b.user.id).execute();
    await admin.put('/api/admin/retention', { inactiveAccountDays: 36500 });
    const swept = await admin.post('/api/admin/retention/run');
    expect(swept.body.accountsDeleted).toBe(1);
    expect(await t.ctx.db.selectFrom('users').select('id').where('id', 'in', [g.user.id, b.user.id]).execute()).toEqual([{ id: b.user.id }]);
    expect((await back.get('/api/me')).status).toBe(200);
    await admin.put('/api/admin/retention', RESET);
  });
});
