import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once.ts';
import type { Db } from '../db/connection.ts';

/** The session with the token, its user (with the language they chose) and the clubs they serve: compiled once (the query of every signed-in request). */
const sessionWithUserRows = compiledOnce(1, (db: Db, token: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('club_members as m', 'm.user_id', 'u.id')
    .select(['s.id as session_id', 's.expires_at', 's.updated_at', 'u.id', 'u.name', 'u.email', 'u.role', 'u.language', 'm.organizer_id', 'm.role as club_role'])
    .where('s.token', '=', token),
);

/** The same for many tokens in one query (PostgreSQL: the tokens as one array parameter). */
const sessionsWithUserRows = compiledOnce(1, (db: Db, tokens: string[]) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('club_members as m', 'm.user_id', 'u.id')
    .select(['s.token', 's.id as session_id', 's.expires_at', 's.updated_at', 'u.id', 'u.name', 'u.email', 'u.role', 'u.language', 'm.organizer_id', 'm.role as club_role'])
    .where(sql<boolean>`s.token = any(${tokens})`),
);

export type SessionWithUser = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;

/**
 * The sessions with these tokens (PostgreSQL only), each as findSessionWithUser reads it:
 * the signed-in requests that arrive together, in one query. Tokens without a session are absent.
 */
export async function findSessionsWithUsers(db: Db, tokens: string[]): Promise<Map<string, SessionWithUser>> {
  const found = new Map<string, SessionWithUser>();
  for (const { token, organizer_id, club_role, ...session } of await sessionsWithUserRows(db, tokens)) {
    let entry = found.get(token);
    if (!entry) found.set(token, (entry = { ...session, memberships: [] }));
    if (organizer_id && club_role) entry.memberships.push({ organizerId: organizer_id, role: club_role });
  }
  return found;
}

/**
 * The session with the token, joined with its user and the clubs they serve:
 * what a signed-in request resolves to, in one query (a row per club, or one with none).
 */
export async function findSessionWithUser(db: Db, token: string) {
  const rows = await sessionWithUserRows(db, token);
  const first = rows[0];
  if (!first) return undefined;
  const { organizer_id: _organizer, club_role: _role, ...session } = first;
  const memberships = rows.flatMap((r) => (r.organizer_id && r.club_role ? [{ organizerId: r.organizer_id, role: r.club_role }] : []));
  return { ...session, memberships };
}

/** The clubs a person serves and as what: read with the session, for every policy. */
export function findClubRoles(db: Db, userId: string) {
  return db.selectFrom('club_members').select(['organizer_id as organizerId', 'role']).where('user_id', '=', userId).execute();
}

/** Whether this account is a club whose sign-in was handed over to a person. */
export async function isHandedOverClub(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('organizers').select('handed_over_at').where('user_id', '=', userId).executeTakeFirst();
  return Boolean(row?.handed_over_at);
}

/** What decides administrator rights: the account's address and whether its owner confirmed it. */
export function findAdminCandidate(db: Db, userId: string) {
  return db.selectFrom('users').select(['email', 'email_verified']).where('id', '=', userId).executeTakeFirst();
}

/** The user with the address (stored lower-case), if any. */
export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'email_verified']).where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** Whether the user can sign in with a password (a credential account with one set). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider_id', '=', 'credential')
    .where('password', 'is not', null)
    .executeTakeFirst();
  return Boolean(row);
}

/** Ends every session of the user, but the one with the token `keepToken` when given. */
export async function deleteUserSessions(db: Db, userId: string, keepToken?: string): Promise<void> {
  let revoke = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) revoke = revoke.where('token', '!=', keepToken);
  await revoke.execute();
}

/** Counts the user's address as confirmed. */
export async function markEmailVerified(db: Db, userId: string, now: string): Promise<void> {
  // The literal TRUE reads as boolean on PostgreSQL and as 1 on SQLite.
  await db.updateTable('users').set({ email_verified: sql<boolean>`true`, updated_at: now }).where('id', '=', userId).execute();
}

/** An API token by its hash, with the account it acts as (the club's for a club token). */
export function findTokenWithActor(db: Db, tokenHash: string) {
  return db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', (join) => join.on((eb) => eb('u.id', '=', eb.fn.coalesce('t.organizer_id', 't.user_id'))))
    .select(['t.id as token_id', 't.name as token_name', 't.scopes', 't.expires_at', 't.last_used_at', 'u.id', 'u.name', 'u.email', 'u.role'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Records a token's use; the statement skips a row written less than `resolutionMs` ago. */
export async function touchToken(db: Db, tokenId: string, now: number, resolutionMs: number): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: new Date(now).toISOString() })
    .where('id', '=', tokenId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(now - resolutionMs).toISOString())]))
    .execute();
}
