import { PostgresAdapter, sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from './connection.ts';

/** Whether a database or transaction is PostgreSQL's. */
const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * `column` is one of `values`. On PostgreSQL the values are one array parameter
 * (`= any($1)`), so the statement's text is the same for any number of them and is prepared
 * once per connection (connection.ts); `in ($1, …, $n)` made a new statement for each
 * length. SQLite, whose statements run in the process, keeps `in (…)`.
 */
export function oneOf(db: Db, column: string, values: readonly string[]): RawBuilder<boolean> {
  return isPostgres(db) ? sql<boolean>`${sql.ref(column)} = any(${values})` : sql<boolean>`${sql.ref(column)} in (${sql.join(values)})`;
}

/**
 * PostgreSQL: an insert of rows of one shape (every row the first row's keys) as one JSON
 * parameter, read back as the table's own row type (`json_populate_recordset`). Its text does
 * not change with the number of rows, and one JSON string costs less to build and send than
 * a parameter per value. Undefined when there are no rows or they differ in shape.
 */
export function jsonInsertOf(table: string, rows: readonly object[]): Expression<unknown> | undefined {
  if (rows.length === 0) return undefined;
  const columns = Object.keys(rows[0]!);
  const sameShape = (row: object) => {
    const keys = Object.keys(row);
    return keys.length === columns.length && keys.every((key, i) => key === columns[i]);
  };
  if (!rows.every(sameShape)) return undefined;
  const list = sql.join(columns.map((column) => sql.ref(column)));
  return sql`insert into ${sql.table(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)`;
}
