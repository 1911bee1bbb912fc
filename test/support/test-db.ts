import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, type DbHandle } from '../../src/server/db/connection.ts';
import { newId } from '../../src/server/db/ids.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

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

let sqliteTemplate: Promise<string> | undefined;

/**
 * A SQLite file migrated to the latest schema, made once per worker process: each test
 * database starts as a copy of it (a copy takes milliseconds, the migrations a few hundred).
 * The app's own start-up still runs the migrator on the copy, which finds nothing to do.
 */
function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quad-template-'));
    const file = path.join(dir, 'quad.sqlite');
    const handle = openSqlite(file);
    await migrateToLatest(handle);
    await handle.close(); // closing the last connection folds the WAL into the file
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return file;
  })();
  return sqliteTemplate;
}

/** A fresh database: a new SQLite file (a copy of a migrated one), or a new, empty PostgreSQL schema. */
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
  copyFileSync(await migratedSqliteTemplate(), file);
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
