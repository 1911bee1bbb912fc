import type { Db } from '../../infrastructure/db/connection.ts';
import { nowIso, toIso } from '../../infrastructure/db/time.ts';

export interface SessionRecord {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
}

/** The user's sessions that have not expired, most recently active first. */
export async function listActiveSessions(db: Db, userId: string): Promise<SessionRecord[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip_address', 'created_at', 'updated_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso())
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.user_agent,
    ipAddress: row.ip_address,
    createdAt: toIso(row.created_at),
    lastActiveAt: toIso(row.updated_at),
    expiresAt: toIso(row.expires_at),
  }));
}

/** Ends one of the user's sessions; false when the user has no such session. */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the user but `keepId`; returns how many ended. */
export async function revokeOtherSessions(db: Db, userId: string, keepId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Records activity on a session (its updated_at), at most once per `everyMs`. */
export async function touchSession(db: Db, sessionId: string, everyMs: number, now = Date.now()): Promise<void> {
  await touchSessions(db, [sessionId], everyMs, now);
}

/** The same for several sessions in one statement. */
export async function touchSessions(db: Db, sessionIds: string[], everyMs: number, now = Date.now()): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .updateTable('sessions')
    .set({ updated_at: new Date(now).toISOString() })
    .where('id', 'in', sessionIds)
    .where('updated_at', '<', new Date(now - everyMs).toISOString())
    .execute();
}
