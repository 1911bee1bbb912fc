import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, testSchemaName, type TestDatabase } from '../../../../test/support/test-db.ts';
import { openPostgres, openSqlite, type DbHandle } from './connection.ts';
import { migrateToLatest, migrateUpTo } from './migrate.ts';

/**
 * A migration's rows: a database is brought to the schema before the migration, rows are
 * planted in it, and the migration must keep every one of them (and what refers to them).
 */
describe('migrations over existing rows', () => {
  let handle: DbHandle;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    if (testDialect() === 'postgres') {
      // An empty schema of its own inside a test database (the test databases start migrated).
      const database: TestDatabase = await createTestDatabase();
      const schema = testSchemaName('quad_migration');
      await sql`create schema ${sql.raw(schema)}`.execute(database.handle.db);
      handle = openPostgres(database.postgres!.url, { schema, max: 2 });
      cleanUp = async () => {
        await handle.close();
        await database.handle.close();
        await database.drop();
      };
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), 'quad-migration-'));
      handle = openSqlite(path.join(dir, 'quad.sqlite'));
      cleanUp = async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      };
    }
  });
  afterAll(() => cleanUp());

  it('027 lets a registration outlive its student, keeping every row, index and reference', async () => {
    await migrateUpTo(handle, '026_event_translations');
    const now = new Date().toISOString();
    const run = (query: string) => sql.raw(query).execute(handle.db);
    const truth = handle.dialect === 'postgres' ? 'true' : '1';
    await run(`insert into users (id, name, email, email_verified, role, created_at, updated_at) values
      ('u-club', 'Robotics Club', 'club@quad.test', ${truth}, 'organizer', '${now}', '${now}'),
      ('u-asha', 'Asha Rao', 'asha@quad.test', ${truth}, 'student', '${now}', '${now}')`);
    await run(`insert into organizers (user_id, name, created_at, updated_at) values ('u-club', 'Robotics Club', '${now}', '${now}')`);
    await run(`insert into students (user_id, usn, semester, calendar_token, created_at, updated_at) values ('u-asha', '1QD01', '3', 'cal-asha', '${now}', '${now}')`);
    await run(`insert into events (id, organizer_id, name, description, venue, type, date, time, starts_at, capacity, registrations_count, created_at, updated_at)
      values ('ev1', 'u-club', 'Hack Night', 'Code', 'Lab 2', 'Workshop', '2026-01-10', '18:00', '2026-01-10T18:00:00.000Z', 10, 1, '${now}', '${now}')`);
    await run(`insert into registrations (id, event_id, student_id, name, usn, email, semester, contact_no, status, ticket_code, checked_in_at, created_at, updated_at, answers, sensitive_answers)
      values ('ev1_1QD01', 'ev1', 'u-asha', 'Asha Rao', '1QD01', 'asha@quad.test', '3', '9800000001', 'registered', 'ticket-1', '${now}', '${now}', '${now}', '{"q1":"yes"}', 'v1.sealed')`);
    await run(`insert into reminders_sent (registration_id, kind, created_at) values ('ev1_1QD01', 'day', '${now}')`);

    await migrateUpTo(handle, '027_former_participants');

    const rows = await sql<Record<string, unknown>>`select id, student_id, name, usn, email, contact_no, status, ticket_code, answers, sensitive_answers from registrations`.execute(handle.db);
    expect(rows.rows).toEqual([{
      id: 'ev1_1QD01', student_id: 'u-asha', name: 'Asha Rao', usn: '1QD01', email: 'asha@quad.test', contact_no: '9800000001', status: 'registered',
      ticket_code: 'ticket-1', answers: '{"q1":"yes"}', sensitive_answers: 'v1.sealed',
    }]);
    // Rows that refer to a registration are still there (SQLite's rebuild must not cascade to them).
    expect((await sql`select registration_id from reminders_sent`.execute(handle.db)).rows).toEqual([{ registration_id: 'ev1_1QD01' }]);

    // A former participant: no student, the event's figures unchanged.
    await run(`update registrations set student_id = null, name = '', usn = '', email = '' where id = 'ev1_1QD01'`);
    expect((await sql`select student_id from registrations`.execute(handle.db)).rows).toEqual([{ student_id: null }]);

    // Constraints and indexes kept: the status check, the unique ticket code, one registration per student and event, the foreign keys.
    const insert = (id: string, student: string, ticket: string, status = 'registered') =>
      run(`insert into registrations (id, event_id, student_id, name, usn, email, semester, status, ticket_code, created_at, updated_at)
        values ('${id}', 'ev1', ${student}, 'x', 'x', 'x', '1', '${status}', '${ticket}', '${now}', '${now}')`);
    await expect(insert('r-bad', `'u-asha'`, 'ticket-2', 'maybe')).rejects.toThrow();
    await expect(insert('r-dup', `'u-asha'`, 'ticket-1')).rejects.toThrow();
    await expect(insert('r-ghost', `'u-nobody'`, 'ticket-3')).rejects.toThrow();
    await insert('r-asha', `'u-asha'`, 'ticket-4');
    await expect(insert('r-asha-2', `'u-asha'`, 'ticket-5')).rejects.toThrow();
    await insert('r-former-2', 'null', 'ticket-6');
    if (handle.dialect === 'sqlite') {
      const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'registrations' and sql is not null order by name`.execute(handle.db);
      expect(indexes.rows.map((r) => r.name)).toEqual(['registrations_event_status', 'registrations_offers_due', 'registrations_student']);
      expect((await sql`pragma foreign_key_check`.execute(handle.db)).rows).toEqual([]);
    }
    // The student's account going still takes their own registrations with it.
    await run(`delete from users where id = 'u-asha'`);
    expect((await sql<{ id: string }>`select id from registrations order by id`.execute(handle.db)).rows.map((r) => r.id)).toEqual(['ev1_1QD01', 'r-former-2']);
  });

  it('028 counts an event\'s checked-in registrations from an index of those alone, not by reading all its registrations', async () => {
    await migrateToLatest(handle);
    const count = handle.db.selectFrom('registrations').select((r) => r.fn.countAll().as('n')).where('event_id', '=', 'ev1').where('checked_in_at', 'is not', null).compile();
    const plan = await handle.db.connection().execute(async (db) => {
      if (handle.dialect === 'sqlite') return (await sql.raw(`explain query plan ${count.sql.replace('?', "'ev1'")}`).execute(db)).rows.map((r) => JSON.stringify(r)).join('\n');
      // The test's tables are a few rows, which PostgreSQL would rather read whole.
      await sql`set enable_seqscan = off`.execute(db);
      const lines = (await sql.raw(`explain ${count.sql.replace('$1', "'ev1'")}`).execute(db)).rows.map((r) => JSON.stringify(r)).join('\n');
      await sql`reset enable_seqscan`.execute(db);
      return lines;
    });
    expect(plan).toContain('registrations_checked_in');
  });
});
