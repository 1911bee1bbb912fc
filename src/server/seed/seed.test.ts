import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-db.ts';
import { organizerSignupSchema, studentSignupSchema } from '../../domain/schemas/account.ts';
import { seedDemoCampus } from './demo-campus.ts';
import { buildOrganizer, buildStudent } from './factories.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.handle);
});
afterAll(async () => {
  await database.handle.close();
  await database.drop();
});

describe('npm run seed', () => {
  it('fills a demo campus whose counts match its rows, and is safe to run twice', async () => {
    const summary = await seedDemoCampus(database.handle, 'UTC');
    expect(summary).toMatch(/Seeded 3 clubs, 4 students, 10 events/);
    const db = database.handle.db;
    const events = await db.selectFrom('events').select(['id', 'registrations_count', 'waitlisted_count', 'pending_count', 'entered_count', 'starts_at']).execute();
    for (const event of events) {
      const rows = await db.selectFrom('registrations').select('status').where('event_id', '=', event.id).execute();
      expect(event.registrations_count).toBe(rows.filter((r) => r.status === 'registered').length);
      expect(event.waitlisted_count).toBe(rows.filter((r) => r.status === 'waitlisted').length);
      expect(event.pending_count).toBe(rows.filter((r) => r.status === 'pending').length);
      expect(event.entered_count).toBe(rows.filter((r) => r.status === 'entered').length);
    }
    // Issue 18: a company visit awaiting approval, with answers, and a lottery with entrants.
    expect(events.filter((e) => e.pending_count === 3)).toHaveLength(1);
    expect(events.filter((e) => e.entered_count === 3)).toHaveLength(1);
    expect(events.filter((e) => new Date(e.starts_at).getTime() < Date.now())).toHaveLength(2);
    expect(events.some((e) => e.waitlisted_count > 0)).toBe(true);
    // A weekly series, tagged events, and a student with a feed of her own.
    expect(await db.selectFrom('events').select('id').where('series_id', 'is not', null).execute()).toHaveLength(6);
    expect((await db.selectFrom('events').select('tags').execute()).filter((e) => e.tags !== '[]').length).toBe(16);
    expect(await db.selectFrom('follows').select('student_id').execute()).toHaveLength(1);
    expect(await seedDemoCampus(database.handle, 'UTC')).toMatch(/already there/);
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
