import pg from 'pg';
import { createPostgresTemplate } from './test-db.ts';

/**
 * Vitest global setup of the PostgreSQL projects: makes the run's migrated template database
 * (QUAD_TEST_PG_TEMPLATE, see createPostgresTemplate in test-db.ts) and, when the run ends,
 * drops the databases and the schemas its files made (named with QUAD_TEST_RUN; see testRun
 * in test-db.ts), the template among them.
 */
export default async function setup() {
  const template = process.env.QUAD_TEST_PG_TEMPLATE;
  if (process.env.TEST_DATABASE_URL && template) await createPostgresTemplate(process.env.TEST_DATABASE_URL, template);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    const run = process.env.QUAD_TEST_RUN;
    if (!url || !run) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        `select nspname as name from pg_namespace where nspname like '%\\_' || $1 || '\\_%'`,
        [run],
      );
      // One statement per schema: dropping them all at once takes a lock per table and index.
      for (const { name } of rows) await client.query(`drop schema if exists "${name}" cascade`);
      const databases = await client.query<{ name: string }>(
        `select datname as name from pg_database where datname like '%\\_' || $1 || '\\_%'`,
        [run],
      );
      for (const { name } of databases.rows) await client.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await client.end();
    }
  };
}
