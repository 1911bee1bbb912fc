import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, type DbHandle } from '../../src/server/infrastructure/db/connection.ts';
import { newId } from '../../src/server/infrastructure/db/ids.ts';
import { migrateToLatest } from '../../src/server/infrastructure/db/migrate.ts';

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

/**
 * The run's mark in the names of its PostgreSQL databases and schemas (QUAD_TEST_RUN, set by
 * vitest.config.ts). Kysely's migrator reads the tables of every schema of its database, and a
 * schema dropped in the middle of that read fails it ("schema … does not exist"); so while files
 * run side by side, what they made is dropped when the run ends (test/support/drop-run-schemas.ts),
 * not as each file ends. Without it (another runner), each is dropped at once.
 */
export function testRun(): string | undefined {
  return process.env.QUAD_TEST_RUN || undefined;
}

/** A PostgreSQL schema name: the prefix, the run's mark, a random part. */
export function testSchemaName(prefix: string, randomLength = 10): string {
  const run = testRun();
  return `${prefix}_${run ? `${run}_` : ''}${newId(randomLength).toLowerCase()}`;
}

/**
 * A fresh database: a new SQLite file (a copy of a migrated one), or on PostgreSQL a new, empty
 * database holding one schema of the same name. A database of its own, not only a schema: the
 * live bus's LISTEN/NOTIFY reaches every connection to one database, and files running side by
 * side would clear each other's caches.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quad-test-'));
  if (testDialect() === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('QUAD_TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = testSchemaName('quad_test');
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${schema}`;
    const url = databaseUrl.toString();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${schema}`);
    await admin.end();
    const inside = new pg.Client({ connectionString: url });
    await inside.connect();
    await inside.query(`create schema ${schema}`);
    await inside.end();
    const open = () => openPostgres(url, { schema, max: 5 });
    return {
      handle: open(),
      dataDir,
      postgres: { url, schema },
      reopen: open,
      async drop() {
        if (!testRun()) {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          await client.query(`drop database if exists ${schema} with (force)`);
          await client.end();
        }
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
