import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './connection.ts';

/**
 * A query whose shape never changes, built and compiled once per database and then run
 * with each call's values. Kysely builds and compiles a query on every call,
 * and for a small indexed read that costs more than the database running it: the session
 * lookup's join was a tenth of a registration rush's CPU, nearly all of it Kysely's.
 *
 * `build` is called once with a stand-in for each argument; each stand-in must reach the
 * compiled query as one parameter, exactly once (checked on first use). An argument may be
 * an array when the query takes it as one parameter (PostgreSQL's `= any($1)`).
 */
export function compiledOnce<A extends unknown[], O>(arity: A['length'], build: (db: Db, ...args: A) => Compilable<O>) {
  const compiled = new WeakMap<Db, { query: CompiledQuery<O>; slots: number[] }>();
  const standIns = Array.from({ length: arity }, (_, i) => `\u0000compiled-once argument ${i}\u0000`) as unknown as A;

  function compile(db: Db) {
    const query = build(db, ...standIns).compile();
    const slots = standIns.map((standIn) => {
      const found = query.parameters.flatMap((value, index) => (value === standIn ? [index] : []));
      if (found.length !== 1) throw new Error(`compiledOnce: argument "${standIn}" reached the query ${found.length} times, not once`);
      return found[0]!;
    });
    const entry = { query, slots };
    compiled.set(db, entry);
    return entry;
  }

  return async function run(db: Db, ...args: A): Promise<O[]> {
    const { query, slots } = compiled.get(db) ?? compile(db);
    const parameters = [...query.parameters];
    slots.forEach((slot, i) => (parameters[slot] = args[i]));
    const result = await db.executeQuery<O>({ ...query, parameters });
    return result.rows;
  };
}
