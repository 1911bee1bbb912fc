import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every query lives in its module's queries.ts (or a queries/ folder once that
 * grows past ~200 lines); services, the lifecycle and routes call named functions from
 * there. The database layer itself (src/server/infrastructure/db: connection, migrator, migrations) is
 * exempt.
 */

const SERVER = fileURLToPath(new URL('.', import.meta.url));

/** Kysely's query-builder entry points, and the `sql` tag (template or helper). */
const QUERY_CALL = [
  /\.\s*(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|selectNoFrom|with)\s*(<[^>()]*>)?\s*\(/,
  /\bsql\s*(<[^`]*?>)?\s*`/,
  /\bsql\.(raw|lit|ref|id|table|join|val)\s*\(/,
];

export interface QueryCall {
  line: number;
  code: string;
}

/** The lines of `text` that build or run SQL. */
export function findQueryCalls(text: string): QueryCall[] {
  const found: QueryCall[] = [];
  text.split('\n').forEach((code, i) => {
    if (QUERY_CALL.some((pattern) => pattern.test(code))) found.push({ line: i + 1, code: code.trim() });
  });
  return found;
}

/** Where queries may be written: a queries.ts, a queries/ folder, or the database layer. */
export function isQueryHome(path: string): boolean {
  const parts = path.split(/[\\/]/);
  return parts.at(-1) === 'queries.ts' || parts.slice(0, -1).includes('queries') || parts.slice(0, 2).join('/') === 'infrastructure/db';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `path:line  code` for every query written outside a query home under src/server. */
function misplacedQueries(): string[] {
  return sourceFiles(SERVER).flatMap((file) => {
    const path = relative(SERVER, file).split(sep).join('/');
    if (isQueryHome(path)) return [];
    return findQueryCalls(readFileSync(file, 'utf8')).map(({ line, code }) => `src/server/${path}:${line}  ${code}`);
  });
}

describe('queries live in queries files', () => {
  it('finds no query-builder call or sql template outside a queries.ts, a queries/ folder or src/server/infrastructure/db', () => {
    const offenders = misplacedQueries();
    expect(
      offenders,
      `Queries outside a queries file — move each into a named function of its module's queries.ts (or queries/ folder) and call that:\n${offenders.join('\n')}`,
    ).toEqual([]);
  });

  it('catches a query in a service, a route or a chained builder, with its line', () => {
    const service = [
      "import { sql } from 'kysely';",
      'export async function bump(ctx, id) {',
      "  const row = await ctx.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();",
      '  await ctx.db',
      "    .updateTable('events')",
      '    .set({ registrations_count: sql`registrations_count + 1` })',
      '    .execute();',
      "  await trx.deleteFrom('users').where('id', '=', id).execute();",
      "  await db.insertInto('feedback').values(row).execute();",
      "  const n = sql<number>`count(*)`;",
      "  await sql.raw('select 1').execute(db);",
      "  await db.with('mine', (qb) => qb).selectAll().execute();",
      '}',
    ].join('\n');
    expect(findQueryCalls(service).map((c) => c.line)).toEqual([3, 5, 6, 8, 9, 10, 11, 12]);
    expect(findQueryCalls(service)[0]!.code).toBe("const row = await ctx.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();");
  });

  it('leaves calls of query functions and look-alikes alone', () => {
    const route = [
      "import { findEvent, lockEvent } from './queries.ts';",
      'const row = await findEvent(ctx.db, id);',
      'const r = app.withTypeProvider<ZodTypeProvider>();',
      "const message = 'select the events you like';",
      'const sqlite = openSqlite(file);',
    ].join('\n');
    expect(findQueryCalls(route)).toEqual([]);
  });

  it('accepts queries in queries.ts, a queries/ folder and the database layer only', () => {
    expect(isQueryHome('events/events/queries.ts')).toBe(true);
    expect(isQueryHome('events/events/queries/listing.ts')).toBe(true);
    expect(isQueryHome('infrastructure/db/migrations/001_initial.ts')).toBe(true);
    expect(isQueryHome('infrastructure/db/connection.ts')).toBe(true);
    expect(isQueryHome('events/events/service.ts')).toBe(false);
    expect(isQueryHome('registrations/registrations/lifecycle.ts')).toBe(false);
    expect(isQueryHome('identity/accounts/queries-helpers.ts')).toBe(false);
  });
});
