import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type Transaction, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import type { Config } from '../../config.ts';
import type { Database } from './schema.ts';

/** A transaction on Quad's database (either dialect). */
export type Trx = Transaction<Database>;

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** The pg pool (PostgreSQL only), for LISTEN/NOTIFY. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

// COUNT(*) and BIGINT come back as numbers, not strings; NUMERIC (averages) too.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; the same SQL text is prepared once here and the
 * statement reused (better-sqlite3 runs one statement at a time, so reuse is safe).
 * Profiled: preparing was 7% of a registration rush's CPU.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        // Queries with IN lists of every length would grow it without bound.
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * Kysely's SQLite driver, with a first-come-first-served lock on the one connection.
 * Kysely's own lock wakes every waiting query at each release (and all but one wait
 * again): under 200 concurrent requests that was most of a registration's cost.
 */
class FifoSqliteDriver extends SqliteDriver {
  private readonly waiting: (() => void)[] = [];
  private locked = false;

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.locked) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.locked = true;
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    const next = this.waiting.shift();
    if (next) next();
    else this.locked = false;
  }
}

class FifoSqliteDialect extends SqliteDialect {
  constructor(private readonly fifoConfig: SqliteDialectConfig) {
    super(fifoConfig);
  }

  override createDriver(): Driver {
    return new FifoSqliteDriver(this.fifoConfig);
  }
}

export function openSqlite(file: string): DbHandle {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new FifoSqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** How many statement texts a process prepares by name; later ones go unnamed, as before. */
const PREPARED_STATEMENTS = 300;

/**
 * PostgreSQL parses and plans an unnamed statement anew each time; in a registration rush
 * that was a third of the database's CPU (the group's write alone took 1.7 ms to plan, under
 * the event's lock). A statement text with parameters that comes a second time is given a
 * name, and each connection then prepares it once and binds it from then on. Queries whose
 * text varies with their values (`in` lists) fill the names up to PREPARED_STATEMENTS,
 * so hot queries take arrays (`= any($1)`) or JSON instead.
 */
export class StatementNames {
  private readonly seen = new Set<string>();
  private readonly names = new Map<string, string>();
  private readonly unnamed = new Set<string>();
  /** Names are never given twice: a connection may still hold a forgotten one. */
  private given = 0;

  constructor(private readonly limit = PREPARED_STATEMENTS) {}

  /** The name `text` is prepared under, or undefined while it is new (or the names are full). */
  nameFor(text: string): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined || this.unnamed.has(text)) return name;
    if (this.names.size >= this.limit) return undefined;
    if (!this.seen.has(text)) {
      // Remembering every text once would grow without bound too.
      if (this.seen.size >= this.limit * 10) this.seen.clear();
      this.seen.add(text);
      return undefined;
    }
    this.seen.delete(text);
    const fresh = `quad_${this.given++}`;
    this.names.set(text, fresh);
    return fresh;
  }

  /**
   * A prepared statement whose tables changed shape under it (a migration beside a running
   * process): PostgreSQL refuses it ('cached plan must not change result type'), so the text
   * goes unnamed from then on.
   */
  forget(text: string) {
    this.names.delete(text);
    this.unnamed.add(text);
  }
}

/** pg's client, running a statement with parameters by name when `names` gives it one. */
function clientPreparingBy(names: StatementNames): new () => pg.ClientBase {
  return class PreparingClient extends pg.Client {
    // pg's own overloads; Kysely calls query(text, values).
    override query(...args: unknown[]): never {
      const [text, values] = args;
      const name = typeof text === 'string' && Array.isArray(values) && values.length > 0 && args.length === 2 ? names.nameFor(text) : undefined;
      const run = super.query as (...a: unknown[]) => never;
      if (name === undefined) return run.apply(this, args);
      const result = run.call(this, { name, text, values }) as unknown as Promise<unknown>;
      return result.catch((error: { code?: string; message?: string }) => {
        if (error.code === '0A000' && /cached plan/.test(error.message ?? '')) names.forget(text as string);
        throw error;
      }) as never;
    }
  } as unknown as new () => pg.ClientBase;
}

export function openPostgres(url: string, options: { schema?: string; max?: number } = {}): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    Client: clientPreparingBy(new StatementNames()),
    // A test run lives in its own schema; production uses the default search path.
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', pool, close: () => db.destroy() };
}

export function openDatabase(config: Pick<Config, 'database'>): DbHandle {
  const d = config.database;
  return d.kind === 'sqlite' ? openSqlite(d.file) : openPostgres(d.url, { schema: d.schema });
}
