import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, type DbHandle } from '../../src/server/db/connection.ts';
import { newId } from '../../src/server/db/ids.ts';

export type TestDialect = 'sqlite' | 'postgres';

/** Which database the suite runs on: QUAD_TEST_DB=postgres (with TEST_DATABASE_URL) or SQLite. */
export function testDialect(): TestDialect {
  return process.env.QUAD_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDatabase {
  handle: DbHandle;
  dataDir: string;
  /** For PostgreSQL: the URL and schema, so a second process or app can open the same database. */
  postgres?: { url: string; schema: string };
  sqliteFile?: string;
  /** Opens another handle on the same database (e.g. a restarted server). */
  reopen(): DbHandle;
  drop(): Promise<void>;
}

/** A fresh, empty database: a new SQLite file, or a new PostgreSQL schema. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quad-test-'));
  if (testDialect() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('QUAD_TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `quad_test_${newId(10).toLowerCase()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const open = () => openPostgres(url, { schema, max: 5 });
    return {
      handle: open(),
      dataDir,
      postgres: { url, schema },
      reopen: open,
      async drop() {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const file = path.join(dataDir, 'quad.sqlite');
  return {
    handle: openSqlite(file),
    dataDir,
    sqliteFile: file,
    reopen: () => openSqlite(file),
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
