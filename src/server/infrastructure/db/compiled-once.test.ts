import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-db.ts';
import { compiledOnce } from './compiled-once.ts';
import type { Db } from './connection.ts';
import { migrateToLatest } from './migrate.ts';

describe('compiledOnce', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.handle);
    db = database.handle.db;
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values(['ana', 'ben', 'cy'].map((name) => ({ id: `u-${name}`, name, email: `${name}@campus.test`, email_verified: sql<boolean>`false`, role: name === 'cy' ? 'organizer' : 'student', created_at: now, updated_at: now })))
      .execute();
  });
  afterAll(() => database.drop());

  it('builds the query once and runs it with each call’s values, in any order of arguments', async () => {
    let builds = 0;
    const byRoleAndName = compiledOnce(2, (d: Db, role: string, name: string) => {
      builds += 1;
      return d.selectFrom('users').select(['id', 'name']).where('role', '=', role).where('name', '!=', name).orderBy('name');
    });
    expect(await byRoleAndName(db, 'student', 'ana')).toEqual([{ id: 'u-ben', name: 'ben' }]);
    expect(await byRoleAndName(db, 'student', 'ben')).toEqual([{ id: 'u-ana', name: 'ana' }]);
    expect(await byRoleAndName(db, 'organizer', 'nobody')).toEqual([{ id: 'u-cy', name: 'cy' }]);
    expect(await byRoleAndName(db, 'admin', 'x')).toEqual([]);
    expect(builds).toBe(1);
  });

  it('refuses a query that does not carry each argument exactly once', async () => {
    const twice = compiledOnce(1, (d: Db, name: string) => d.selectFrom('users').select('id').where('name', '=', name).where('email', '!=', name));
    await expect(twice(db, 'ana')).rejects.toThrow(/reached the query 2 times, not once/);
    const never = compiledOnce(1, (d: Db, _name: string) => d.selectFrom('users').select('id'));
    await expect(never(db, 'ana')).rejects.toThrow(/reached the query 0 times, not once/);
  });
});
