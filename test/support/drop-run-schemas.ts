import pg from 'pg';

/**
 * Vitest global setup of the PostgreSQL projects: when the run ends, drops the databases and
 * the schemas its files made (named with QUAD_TEST_RUN; see testRun in test-db.ts).
 */
export default function setup() {
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
