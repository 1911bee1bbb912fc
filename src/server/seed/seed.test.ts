import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../test/support/http-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { organizerSignupSchema, studentSignupSchema } from '../../domain/schemas/account.ts';
import { SEEDED_ADMINS_FILE } from '../config.ts';
import { DEMO_PASSWORD, seedDemoCampus } from './demo-campus.ts';
import { buildOrganizer, buildStudent } from '../../../test/support/factories.ts';

// A server without ADMIN_EMAILS, as `npm start` runs it, on the database the seed fills.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: '' });
});
afterAll(async () => t?.close());

async function signIn(email: string): Promise<HttpClient> {
  const client = new HttpClient(t.baseUrl);
  const res = await client.post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
  expect(res.status, email).toBe(200);
  return client;
}

describe('npm run seed', () => {
  it('fills a demo campus whose counts match its rows, and is safe to run twice', async () => {
    const summary = await seedDemoCampus(t.ctx.handle, 'UTC', t.ctx.config.dataDir);
    expect(summary).toMatch(/Seeded 3 clubs, 4 students, 10 events/);
    // Every demo login is listed.
    for (const login of ['asha@demo.quad', 'robotics@demo.quad', 'priya@demo.quad', 'admin@demo.quad']) expect(summary).toContain(`${login} / ${DEMO_PASSWORD}`);
    expect(summary).toMatch(/club manager \(a student who manages Robotics Club\): priya@demo\.quad/);
    expect(summary).toMatch(/campus administrator: admin@demo\.quad/);
    const db = t.ctx.handle.db;
    const events = await db.selectFrom('events').select(['id', 'registrations_count', 'waitlisted_count', 'pending_count', 'entered_count', 'starts_at']).execute();
    for (const event of events) {
      const rows = await db.selectFrom('registrations').select('status').where('event_id', '=', event.id).execute();
      expect(event.registrations_count).toBe(rows.filter((r) => r.status === 'registered').length);
      expect(event.waitlisted_count).toBe(rows.filter((r) => r.status === 'waitlisted').length);
      expect(event.pending_count).toBe(rows.filter((r) => r.status === 'pending').length);
      expect(event.entered_count).toBe(rows.filter((r) => r.status === 'entered').length);
    }
    // A company visit awaiting approval, with answers, and a lottery with entrants.
    expect(events.filter((e) => e.pending_count === 3)).toHaveLength(1);
    expect(events.filter((e) => e.entered_count === 3)).toHaveLength(1);
    expect(events.filter((e) => new Date(e.starts_at).getTime() < Date.now())).toHaveLength(2);
    expect(events.some((e) => e.waitlisted_count > 0)).toBe(true);
    // A weekly series, tagged events, and a student with a feed of her own.
    expect(await db.selectFrom('events').select('id').where('series_id', 'is not', null).execute()).toHaveLength(6);
    expect((await db.selectFrom('events').select('tags').execute()).filter((e) => e.tags !== '[]').length).toBe(16);
    expect(await db.selectFrom('follows').select('student_id').execute()).toHaveLength(1);
    // One event read in every campus language, so the demo shows the language switch.
    expect((await db.selectFrom('event_translations').select('language').orderBy('language').execute()).map((r) => r.language)).toEqual(['hi', 'kn']);
    expect(await seedDemoCampus(t.ctx.handle, 'UTC', t.ctx.config.dataDir)).toMatch(/already there/);
  });

  it('makes an administrator and a club manager who sign in with their roles, without ADMIN_EMAILS', async () => {
    const admin = await signIn('admin@demo.quad');
    expect((await admin.get('/api/me')).body.user).toMatchObject({ email: 'admin@demo.quad', admin: true });
    expect((await admin.get('/api/admin/outbox')).status).toBe(200);

    const manager = await signIn('priya@demo.quad');
    const me = (await manager.get('/api/me')).body.user;
    expect(me).toMatchObject({ role: 'student', memberships: [{ name: 'Robotics Club', role: 'manager' }] });
    expect(me.admin).toBeUndefined();
    expect((await manager.get('/api/admin/outbox')).status).toBe(403);
    // Managing: the club's registrations are the manager's to read.
    const event = await t.ctx.db.selectFrom('events').select('id').where('organizer_id', '=', me.memberships[0].organizerId).where('registrations_count', '>', 0).executeTakeFirstOrThrow();
    expect((await manager.get(`/api/events/${event.id}/registrations`)).status).toBe(200);

    // The demo's administrator is one because the seed named it in the data folder; the students are not.
    expect((await (await signIn('asha@demo.quad')).get('/api/me')).body.user.admin).toBeUndefined();
    rmSync(path.join(t.ctx.config.dataDir, SEEDED_ADMINS_FILE));
  });
});

describe('the factories', () => {
  it('make students and organizers that pass the field rules (USN, semester, phone)', () => {
    for (let i = 0; i < 200; i++) {
      const student = buildStudent();
      expect(studentSignupSchema.safeParse(student).error?.issues ?? [], student.usn).toEqual([]);
      expect(organizerSignupSchema.safeParse(buildOrganizer()).error?.issues ?? []).toEqual([]);
    }
  });
});
