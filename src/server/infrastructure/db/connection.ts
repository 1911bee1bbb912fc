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

export function openPostgres(url: string, options: { schema?: string; max?: number } = {}): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
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
