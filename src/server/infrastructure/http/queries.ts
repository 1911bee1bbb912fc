import { sql } from 'kysely';
import type { Db, Dialect } from '../db/connection.ts';
import type { IdempotencyKeysTable } from '../db/schema.ts';
import { isUniqueViolation } from './errors.ts';

/** Which first request a key names: the account, method and path it was sent with. */
export interface IdempotencyScope {
  ownerId: string;
  method: string;
  path: string;
  key: string;
}

export interface StoredAnswer {
  fingerprint: string;
  /** null while the first request is still running. */
  status: number | null;
  contentType: string | null;
  body: string | null;
  createdAt: Date;
}

const scoped = (scope: IdempotencyScope) => ({
  owner_id: scope.ownerId,
  method: scope.method,
  path: scope.path,
  idempotency_key: scope.key,
});

/**
 * Claims the key for a request about to run (status null). False when a row already holds
 * it: the caller reads that row (a replay, a different body or one still running).
 */
export async function claimIdempotencyKey(db: Db, scope: IdempotencyScope, fingerprint: string, now: Date): Promise<boolean> {
  try {
    await db.insertInto('idempotency_keys').values({ ...scoped(scope), fingerprint, status: null, content_type: null, body: null, created_at: now.toISOString() }).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** One string per scope: the map key of a group's claims and answers. */
const scopeKey = (scope: IdempotencyScope) => JSON.stringify([scope.ownerId, scope.method, scope.path, scope.key]);

export interface IdempotencyClaim {
  scope: IdempotencyScope;
  fingerprint: string;
  now: Date;
}

/** A claim's row as written: its scope, its fingerprint and when it was claimed. */
const claimRow = ({ scope, fingerprint, now }: IdempotencyClaim) => ({ ...scoped(scope), fingerprint, created_at: now.toISOString() });

/**
 * Claims the keys of requests that arrived together, in one statement: whether each got its
 * key. Of two claims of one key in the list, only the first can. On PostgreSQL a group's rows
 * go as one JSON parameter (`json_to_recordset`), not as Kysely's node and parameter per value,
 * which were 8% of a registration rush's samples.
 */
export async function claimIdempotencyKeys(db: Db, dialect: Dialect, claims: IdempotencyClaim[]): Promise<boolean[]> {
  const keyOf = claims.map((claim) => scopeKey(claim.scope));
  const firstOfKey = new Map<string, number>();
  keyOf.forEach((key, i) => {
    if (!firstOfKey.has(key)) firstOfKey.set(key, i);
  });
  const rows = [...firstOfKey.values()].map((i) => claimRow(claims[i]!));
  type ClaimedRow = { owner_id: string; method: string; path: string; idempotency_key: string };
  const claimedRows: ClaimedRow[] = dialect === 'postgres'
    ? (await sql<ClaimedRow>`
        insert into idempotency_keys (owner_id, method, path, idempotency_key, fingerprint, created_at)
        select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(owner_id text, method text, path text, idempotency_key text, fingerprint text, created_at timestamptz)
        on conflict do nothing
        returning owner_id, method, path, idempotency_key`.execute(db)).rows
    : await db
      .insertInto('idempotency_keys')
      .values(rows.map((row) => ({ ...row, status: null, content_type: null, body: null })))
      .onConflict((conflict) => conflict.doNothing())
      .returning(['owner_id', 'method', 'path', 'idempotency_key'])
      .execute();
  const claimed = new Set(claimedRows.map((r) => scopeKey({ ownerId: r.owner_id, method: r.method, path: r.path, key: r.idempotency_key })));
  return keyOf.map((key, i) => firstOfKey.get(key) === i && claimed.has(key));
}

export interface IdempotentAnswer extends IdempotencyClaim {
  answer: Pick<IdempotencyKeysTable, 'status' | 'content_type' | 'body'>;
}

/**
 * Keeps the first answers of requests answered together, in one statement (the last given for
 * a key wins). On PostgreSQL as one JSON parameter, as the claims are.
 */
export async function storeIdempotentAnswers(db: Db, dialect: Dialect, answers: IdempotentAnswer[]): Promise<void> {
  const rows = [...new Map(answers.map((a) => [scopeKey(a.scope), a])).values()].map((a) => ({ ...claimRow(a), ...a.answer }));
  if (dialect === 'postgres') {
    await sql`
      insert into idempotency_keys (owner_id, method, path, idempotency_key, fingerprint, created_at, status, content_type, body)
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(owner_id text, method text, path text, idempotency_key text, fingerprint text, created_at timestamptz, status integer, content_type text, body text)
      on conflict (owner_id, method, path, idempotency_key) do update set status = excluded.status, content_type = excluded.content_type, body = excluded.body`.execute(db);
    return;
  }
  await db
    .insertInto('idempotency_keys')
    .values(rows)
    .onConflict((conflict) => conflict
      .columns(['owner_id', 'method', 'path', 'idempotency_key'])
      .doUpdateSet((eb) => ({ status: eb.ref('excluded.status'), content_type: eb.ref('excluded.content_type'), body: eb.ref('excluded.body') })))
    .execute();
}

export async function findIdempotencyKey(db: Db, scope: IdempotencyScope): Promise<StoredAnswer | undefined> {
  const s = scoped(scope);
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'content_type', 'body', 'created_at'])
    .where('owner_id', '=', s.owner_id)
    .where('method', '=', s.method)
    .where('path', '=', s.path)
    .where('idempotency_key', '=', s.idempotency_key)
    .executeTakeFirst();
  if (!row) return undefined;
  return { fingerprint: row.fingerprint, status: row.status, contentType: row.content_type, body: row.body, createdAt: new Date(row.created_at) };
}

/** Keeps the first answer, for the same key to replay. */
export async function storeIdempotentAnswer(db: Db, scope: IdempotencyScope, answer: Pick<IdempotencyKeysTable, 'status' | 'content_type' | 'body'>): Promise<void> {
  const s = scoped(scope);
  await db
    .updateTable('idempotency_keys')
    .set(answer)
    .where('owner_id', '=', s.owner_id)
    .where('method', '=', s.method)
    .where('path', '=', s.path)
    .where('idempotency_key', '=', s.idempotency_key)
    .execute();
}

/**
 * Lets the key go: its request failed on our side (no answer kept), or its row is stale.
 * With `createdAt`, only that very row, so a request that claimed it anew keeps it.
 */
export async function releaseIdempotencyKey(db: Db, scope: IdempotencyScope, createdAt?: Date): Promise<void> {
  const s = scoped(scope);
  let query = db
    .deleteFrom('idempotency_keys')
    .where('owner_id', '=', s.owner_id)
    .where('method', '=', s.method)
    .where('path', '=', s.path)
    .where('idempotency_key', '=', s.idempotency_key);
  if (createdAt) query = query.where('created_at', '=', createdAt.toISOString());
  await query.execute();
}

/** Deletes the keys claimed before `before` (ISO); returns how many. */
export async function deleteExpiredIdempotencyKeys(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The language a person chose for Quad (null: none chosen). */
export async function findAccountLanguage(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return row?.language ?? null;
}
