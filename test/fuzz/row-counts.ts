import { sql } from 'kysely';
import type { TestApp } from '../support/test-app.ts';

/**
 * Tables whose row count may change on a refused request, by design.
 * Every other table of the database is counted.
 */
export const TABLES_CHANGED_BY_REFUSALS: Record<string, string> = {
  // A refused sign-in (401) or an over-the-limit attempt (429) is what this table counts.
  rate_limits: 'counts failed attempts: a refused sign-in must add or update a row',
};
// `sessions` is counted: recording activity updates a row (updated_at), it never adds one.

export type RowCounts = Map<string, number>;

/** Every table of the test database, from the catalogue (SQLite file, or this test's PostgreSQL schema). */
async function listTables(t: TestApp): Promise<string[]> {
  const db = t.ctx.db;
  if (t.database.postgres) {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = ${t.database.postgres.schema} and table_type = 'BASE TABLE'`.execute(db);
    return rows.map((r) => r.name);
  }
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.map((r) => r.name);
}

/** One query counting the rows of every table (a UNION ALL of counts). */
export async function rowCounter(t: TestApp): Promise<{ tables: string[]; count: () => Promise<RowCounts> }> {
  const tables = (await listTables(t)).filter((name) => !(name in TABLES_CHANGED_BY_REFUSALS)).sort();
  if (!tables.length) throw new Error('no tables found in the test database');
  const schema = t.database.postgres?.schema;
  const counts = sql.join(
    tables.map((name) => sql`select ${sql.lit(name)} as name, count(*) as n from ${schema ? sql.table(`${schema}.${name}`) : sql.table(name)}`),
    sql` union all `,
  );
  const query = sql<{ name: string; n: number | string }>`${counts}`;
  return {
    tables,
    count: async () => new Map((await query.execute(t.ctx.db)).rows.map((r) => [r.name, Number(r.n)])),
  };
}

/** "registrations: 3 → 4" for every table whose count differs. */
export function changedCounts(before: RowCounts, after: RowCounts): string[] {
  return [...after].filter(([name, n]) => before.get(name) !== n).map(([name, n]) => `${name}: ${before.get(name)} → ${n}`);
}
