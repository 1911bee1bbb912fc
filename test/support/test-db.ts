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
 * Made once per run by the PostgreSQL projects' global setup (test/support/drop-run-schemas.ts):
 * a database migrated to the latest schema, in a schema of the same name, which each test
 * database is cloned from (CREATE DATABASE … TEMPLATE: ≈ 0.1–0.3 s, against ≈ 0.3 s to create an
 * empty one and 0.3–0.9 s more for the 26 migrations). Nothing may stay connected to it, or the
 * clone fails: the handle is closed before it returns. Safe to call again (the second project's
 * set-up finds it made).
 */
export async function createPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Both PostgreSQL projects (the main one and the last files) run this set-up.
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const inside = new pg.Client({ connectionString: url.toString() });
    await inside.connect();
    await inside.query(`create schema ${name}`);
    await inside.end();
    const handle = openPostgres(url.toString(), { schema: name, max: 1 });
    try {
      await migrateToLatest(handle);
    } finally {
      await handle.close();
    }
  } finally {
    await admin.end(); // ending the session releases the lock
  }
}

/**
 * A fresh database: a new SQLite file (a copy of a migrated one), or on PostgreSQL a new
 * database holding one schema of the same name, cloned from the run's migrated template
 * (QUAD_TEST_PG_TEMPLATE) when there is one, else empty (the app's start-up migrates it). A database of its own, not only a schema: the
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
    const template = process.env.QUAD_TEST_PG_TEMPLATE;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(template ? `create database ${schema} template ${template}` : `create database ${schema}`);
    await admin.end();
    const inside = new pg.Client({ connectionString: url });
    await inside.connect();
    // The template's schema carries the template's name: it takes this database's.
    await inside.query(template ? `alter schema ${template} rename to ${schema}` : `create schema ${schema}`);
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
