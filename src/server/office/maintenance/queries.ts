import type { Db } from '../../infrastructure/db/connection.ts';

/** Deletes the e-mail link and verification tokens that expired before `now` (ISO); returns how many. */
export async function deleteExpiredVerifications(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('verifications').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the sessions that expired before `now` (ISO); returns how many. */
export async function deleteExpiredSessions(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
