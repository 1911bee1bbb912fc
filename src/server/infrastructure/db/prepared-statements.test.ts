import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../../../../test/support/test-db.ts';
import { openPostgres, StatementNames, type DbHandle } from './connection.ts';
import { jsonInsertOf, oneOf } from './lists.ts';
import { migrateToLatest } from './migrate.ts';

describe('StatementNames', () => {
  it('names a text the second time it comes, and keeps that name', () => {
    const names = new StatementNames(2);
    expect(names.nameFor('select $1')).toBeUndefined();
    const name = names.nameFor('select $1');
    expect(name).toBeDefined();
    expect(names.nameFor('select $1')).toBe(name);
    expect(names.nameFor('select $2')).toBeUndefined();
    expect(names.nameFor('select $2')).not.toBe(name);
  });

  it('gives no more names than its limit: later texts go unnamed', () => {
    const names = new StatementNames(1);
    names.nameFor('a');
    expect(names.nameFor('a')).toBeDefined();
    names.nameFor('b');
    expect(names.nameFor('b')).toBeUndefined();
    expect(names.nameFor('a')).toBeDefined();
  });

  it('leaves a forgotten text unnamed for good', () => {
    const names = new StatementNames();
    names.nameFor('a');
    names.nameFor('a');
    names.forget('a');
    expect(names.nameFor('a')).toBeUndefined();
    expect(names.nameFor('a')).toBeUndefined();
  });

  it('never gives a forgotten name to another text: a connection may still hold it', () => {
    const names = new StatementNames();
    const nameOf = (text: string) => (names.nameFor(text), names.nameFor(text));
    const given = ['a', 'b', 'c'].map(nameOf);
    names.forget('b');
    const later = ['d', 'e'].map(nameOf);
    expect(new Set([...given, ...later]).size).toBe(5);
  });
});

describe('lists and JSON rows, on the test database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.handle);
    const now = new Date().toISOString();
    await database.handle.db
      .insertInto('users')
      .values(['ana', 'ben', 'cy'].map((name) => ({ id: `u-${name}`, name, email: `${name}@campus.test`, email_verified: sql<boolean>`false`, role: 'student', created_at: now, updated_at: now })))
      .execute();
  });
  afterAll(() => database.drop());

  it('oneOf matches any of none, one or several values', async () => {
    const { db } = database.handle;
    const named = async (ids: string[]) => (await db.selectFrom('users').select('name').where(oneOf(db, 'id', ids)).orderBy('name').execute()).map((r) => r.name);
    expect(await named([])).toEqual([]);
    expect(await named(['u-ben'])).toEqual(['ben']);
    expect(await named(['u-cy', 'u-ana', 'u-nobody'])).toEqual(['ana', 'cy']);
  });

  it('jsonInsertOf refuses rows of different shapes and none at all', () => {
    expect(jsonInsertOf('users', [])).toBeUndefined();
    expect(jsonInsertOf('users', [{ id: 'a', name: 'A' }, { id: 'b' }])).toBeUndefined();
    expect(jsonInsertOf('users', [{ id: 'a', name: 'A' }, { id: 'b', email: 'b@campus.test' }])).toBeUndefined();
    expect(jsonInsertOf('users', [{ id: 'a' }])).toBeDefined();
  });

  it.runIf(testDialect() === 'postgres')('jsonInsertOf writes each value as the column takes it: text with quotes and emoji, numbers, nulls, instants', async () => {
    const { db } = database.handle;
    const at = '2026-11-28T10:00:00.000Z';
    const rows = [
      { id: 'o-1', message_id: '<1@q>', kind: 'ticket', recipient: 'ana@campus.test', user_id: 'u-ana', event_id: null, batch_id: null, payload: '{"say":"\\"hi\\" 👋🏽"}', status: 'pending', expires_at: null, attempts: 0, next_attempt_at: at, created_at: at },
      { id: 'o-2', message_id: '<2@q>', kind: 'ticket', recipient: 'ben@campus.test', user_id: null, event_id: null, batch_id: 'b', payload: 'plain', status: 'pending', expires_at: at, attempts: 3, next_attempt_at: at, created_at: at },
    ];
    await sql`${jsonInsertOf('outbox', rows)}`.execute(db);
    const read = await db.selectFrom('outbox').select(['id', 'payload', 'user_id', 'batch_id', 'attempts', 'expires_at', 'claimed_by']).orderBy('id').execute();
    expect(read.map((r) => ({ ...r, expires_at: r.expires_at === null ? null : new Date(r.expires_at).toISOString() }))).toEqual([
      { id: 'o-1', payload: '{"say":"\\"hi\\" 👋🏽"}', user_id: 'u-ana', batch_id: null, attempts: 0, expires_at: null, claimed_by: null },
      { id: 'o-2', payload: 'plain', user_id: null, batch_id: 'b', attempts: 3, expires_at: at, claimed_by: null },
    ]);
  });
});

describe.runIf(testDialect() === 'postgres')('statements prepared by name on PostgreSQL', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.handle);
    // One connection, so what it has prepared can be read from it.
    handle = openPostgres(database.postgres!.url, { schema: database.postgres!.schema, max: 1 });
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db)).rows.map((r) => r.statement);

  it('prepares a statement with parameters the second time it runs, and binds it from then on', async () => {
    const byRole = (role: string) => handle.db.selectFrom('users').select('id').where('role', '=', role).where('id', '!=', 'prepared-check').execute();
    await byRole('student');
    expect((await prepared()).filter((s) => s.includes('prepared-check') || s.includes('"role" = $1'))).toEqual([]);
    await byRole('student');
    await byRole('organizer');
    expect((await prepared()).filter((s) => s.includes('"role" = $1'))).toHaveLength(1);
  });

  it('runs a prepared statement again, unnamed, once its table has changed shape under it', async () => {
    await sql`create table prepared_shape (id text primary key)`.execute(handle.db);
    await sql`insert into prepared_shape values ('a')`.execute(handle.db);
    const all = () => sql<Record<string, unknown>>`select * from prepared_shape where id = ${'a'}`.execute(handle.db);
    await all();
    await all();
    // Another process's migration adds a column.
    const other = openPostgres(database.postgres!.url, { schema: database.postgres!.schema, max: 1 });
    await sql`alter table prepared_shape add column note text default 'new'`.execute(other.db);
    await other.close();
    await expect(all()).rejects.toThrow(/cached plan must not change result type/);
    expect((await all()).rows).toEqual([{ id: 'a', note: 'new' }]);
  });
});
