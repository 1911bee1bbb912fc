// Query plans of the requests the big campus measures, from the very queries the server
// runs (captured through Kysely's log), explained by the database itself.
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Db } from '../../src/server/infrastructure/db/connection.ts';
import type { Database } from '../../src/server/infrastructure/db/schema.ts';
import { findEvent, listEventsOfStudent, listUpcomingEvents, viewerStates } from '../../src/server/events/events/queries.ts';
import { feedbackEntries } from '../../src/server/attendance/feedback/queries.ts';
import { listEventRegistrations } from '../../src/server/registrations/registrations/queries.ts';

export interface Plan {
  request: string;
  sql: string;
  plan: string[];
  /** Tables read whole because no index serves the query. */
  fullScans: string[];
  /**
   * PostgreSQL only: sequential scans the planner chose although an index serves the
   * query (the plan with sequential scans disabled reads by index): tables of a few
   * pages, where one read of the whole table is cheaper than an index's.
   */
  chosenScans?: string[];
}

export interface PlanProbes {
  studentId: string;
  organizerId: string;
  eventId: string;
}

/** The requests' queries: what each endpoint runs, in order. */
async function runProbes(db: Db, p: PlanProbes, record: (request: string) => void) {
  const now = new Date().toISOString();
  record('GET /api/events (signed out)');
  await listUpcomingEvents(db, { limit: 50, now });
  record('GET /api/events (student: the shared page and their own state)');
  await viewerStates(db, p.studentId);
  record('GET /api/events/:id');
  await findEvent(db, p.eventId, p.studentId);
  record('GET /api/me/registrations (student profile)');
  await db.selectFrom('registrations').selectAll().where('student_id', '=', p.studentId).execute();
  await listEventsOfStudent(db, p.studentId);
  record('GET /api/events/:id/registrations (manage page)');
  await db.selectFrom('events').selectAll().where('id', '=', p.eventId).executeTakeFirst();
  await listEventRegistrations(db, p.eventId);
  record('GET /api/organizers/:id/feedback (dashboard summary)');
  await feedbackEntries(db, { organizerId: p.organizerId });
}

/** The table (and alias) a PostgreSQL plan line's Seq Scan reads: "Seq Scan on images img". */
function scannedTable(line: string): string {
  return /Seq Scan on (\S+(?: \w+)?)/.exec(line)?.[1] ?? line.trim();
}

export async function explainAll(target: { sqliteFile?: string; postgresUrl?: string }, probes: PlanProbes): Promise<Plan[]> {
  const captured: { request: string; query: CompiledQuery }[] = [];
  let current = '';
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') captured.push({ request: current, query: event.query });
  };
  let sqlite: SQLite.Database | undefined;
  let pool: pg.Pool | undefined;
  let db: Kysely<Database>;
  if (target.sqliteFile) {
    sqlite = new SQLite(target.sqliteFile, { readonly: true });
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log });
  } else {
    pool = new pg.Pool({ connectionString: target.postgresUrl, max: 2 });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  }
  try {
    await runProbes(db, probes, (request) => (current = request));
    // Better Auth's session lookup, on every signed-in request.
    const sessionQueries = [
      { sql: 'select * from "sessions" where "token" = ? limit 1', parameters: ['probe'] },
      { sql: 'select * from "users" where "id" = ? limit 1', parameters: [probes.studentId] },
    ];
    const plans: Plan[] = [];
    for (const { request, query } of [
      ...captured,
      ...sessionQueries.map((q) => ({ request: 'session lookup (every signed-in request)', query: { sql: q.sql, parameters: q.parameters } as unknown as CompiledQuery })),
    ]) {
      let lines: string[];
      if (sqlite) {
        const rows = sqlite.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as { detail: string }[];
        lines = rows.map((r) => r.detail);
      } else {
        let n = 0;
        const text = query.sql.includes('$1') ? query.sql : query.sql.replace(/\?/g, () => `$${++n}`);
        const explain = async (seqScans: boolean) => {
          const client = await pool!.connect();
          try {
            await client.query(`set enable_seqscan = ${seqScans ? 'on' : 'off'}`);
            const result = await client.query(`explain ${text}`, query.parameters as unknown[]);
            return result.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
          } finally {
            await client.query('reset enable_seqscan');
            client.release();
          }
        };
        lines = await explain(true);
        const seqScans = lines.filter((l) => /Seq Scan/.test(l));
        if (seqScans.length > 0) {
          // The planner reads a table of a few pages whole rather than through its index,
          // whatever its statistics: a full scan in the sense of the check (as SQLite's
          // SCAN) is one that remains when sequential scans are disabled, no index serving it.
          const forced = await explain(false);
          const fullScans = forced.filter((l) => /Seq Scan/.test(l));
          const tables = new Set(fullScans.map(scannedTable));
          const chosenScans = seqScans.filter((l) => !tables.has(scannedTable(l)));
          plans.push({ request, sql: query.sql, plan: lines, fullScans, chosenScans });
          continue;
        }
      }
      const fullScans = lines.filter((l) => (sqlite ? /^SCAN \w+( AS \w+)?$/.test(l.trim()) || /^SCAN \w+$/.test(l.trim()) : /Seq Scan/.test(l)));
      plans.push({ request, sql: query.sql, plan: lines, fullScans, ...(sqlite ? {} : { chosenScans: [] }) });
    }
    return plans;
  } finally {
    await db.destroy();
  }
}
