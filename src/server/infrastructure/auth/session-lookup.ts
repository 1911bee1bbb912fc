import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../db/connection.ts';
import type { RecentReads } from '../http/recent-reads.ts';
import type { ClubMembership } from '../../../domain/policy/actor.ts';
import { findSessionsWithUsers, findSessionWithUser, type SessionWithUser } from './queries.ts';

/** What a signed-in request resolves to: the user and their session. */
export interface SessionViewer {
  id: string;
  name: string;
  email: string;
  role: string;
  sessionId: string;
  /** When the session row was last written ("last active"), in ms. */
  sessionUpdatedAt?: number;
  /** The clubs the person serves. */
  memberships: ClubMembership[];
  /** The language the person chose for Quad (null: none), read with the session. */
  language?: string | null;
}

/** Better Auth's session settings (auth.ts): a session lasts 30 days and is extended once a day. */
export const SESSION_EXPIRES_IN_S = 30 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_S = 24 * 60 * 60;

/**
 * The common case of Better Auth's getSession, read in one indexed query: the signed
 * session cookie (HMAC-SHA256 with the session secret, as Better Auth signs it), the
 * session row joined with its user. Every other case — no valid session row, an
 * expired one, one due for its daily extension, a "don't remember me" session — is
 * answered 'better-auth', and Better Auth's own getSession handles it as before.
 *
 * A session found is remembered in `recent` (keyed by the signed cookie value) until
 * the earliest of its expiry, its daily extension and the cache's own lifetime. The
 * cache is emptied by every write request this process answers and by every session
 * or account change another process announces (app.ts), so a session deleted at
 * sign-out fails the very next request.
 *
 * Measured: Better Auth's getSession cost about 0.6 ms per request (its endpoint
 * machinery, Web Crypto key import per call, two queries); this is one query (the
 * clubs served joined in), and none while the session is remembered.
 */
export function createSessionLookup(config: Pick<Config, 'publicUrl' | 'sessionSecret'>, db: Db, recent?: RecentReads<SessionViewer>, options: { batched?: boolean } = {}) {
  const secure = config.publicUrl.startsWith('https://');
  const cookieName = `${secure ? '__Secure-' : ''}quad.session_token`;
  const dontRememberName = `${secure ? '__Secure-' : ''}quad.dont_remember`;
  // Made once: a string secret is turned into a key on every createHmac.
  const secret = createSecretKey(Buffer.from(config.sessionSecret, 'utf8'));
  const read = options.batched ? batchedSessionReads(db) : (token: string) => findSessionWithUser(db, token);

  function cookieValue(header: string, name: string): string | undefined {
    for (const part of header.split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
      let value = part.slice(eq + 1).trim();
      if (value.startsWith('"')) value = value.slice(1, -1);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    return undefined;
  }

  /** The session token when the cookie's signature is right; null when it is forged. */
  function verifiedToken(value: string): string | null {
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    if (signature.length !== 44 || !signature.endsWith('=')) return null;
    const expected = createHmac('sha256', secret).update(token).digest('base64');
    const a = Buffer.from(signature);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b) ? token : null;
  }

  return async function lookup(cookieHeader: string): Promise<SessionViewer | null | 'better-auth'> {
    const signed = cookieValue(cookieHeader, cookieName);
    if (!signed) return null;
    if (cookieValue(cookieHeader, dontRememberName) !== undefined) return 'better-auth';
    const remembered = recent?.get(signed);
    if (remembered) return remembered;
    const token = verifiedToken(signed);
    if (!token) return null;
    const ticket = recent?.ticket();
    const row = await read(token);
    if (!row) return 'better-auth';
    const expiresAt = new Date(row.expires_at).getTime();
    const now = Date.now();
    if (expiresAt < now) return 'better-auth';
    const extensionDueAt = expiresAt - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000;
    if (extensionDueAt <= now) return 'better-auth';
    const viewer: SessionViewer = {
      id: row.id, name: row.name, email: row.email, role: row.role ?? 'student', sessionId: row.session_id,
      sessionUpdatedAt: new Date(row.updated_at).getTime(), memberships: row.memberships, language: row.language ?? null,
    };
    if (recent && ticket !== undefined) recent.store(ticket, signed, viewer, Math.min(expiresAt, extensionDueAt));
    return viewer;
  };
}

/** Tokens read in one query at most: a page of sessions, well under any limit of PostgreSQL's. */
const MAX_BATCH = 500;

/**
 * Session reads that arrive in the same turn of the event loop go to PostgreSQL as one
 * query: in a rush every request is another student, so no cache helps, and a round trip
 * per request (a socket write that wakes a database process, the driver's parsing) was the
 * largest single cost of a registration on PostgreSQL. The batch starts after the requests
 * this turn has read (setImmediate, never a timer), so a lone request waits for nothing.
 */
export function batchedSessionReads(db: Db) {
  let waiting: Map<string, { resolve: (row: SessionWithUser | undefined) => void; reject: (error: unknown) => void }[]> | undefined;

  async function flush(batch: NonNullable<typeof waiting>) {
    const tokens = [...batch.keys()];
    for (let i = 0; i < tokens.length; i += MAX_BATCH) {
      const page = tokens.slice(i, i + MAX_BATCH);
      try {
        const found = await findSessionsWithUsers(db, page);
        for (const token of page) for (const w of batch.get(token)!) w.resolve(found.get(token));
      } catch (error) {
        for (const token of page) for (const w of batch.get(token)!) w.reject(error);
      }
    }
  }

  return (token: string) =>
    new Promise<SessionWithUser | undefined>((resolve, reject) => {
      if (!waiting) {
        const batch = (waiting = new Map());
        setImmediate(() => {
          waiting = undefined;
          void flush(batch);
        });
      }
      const list = waiting.get(token);
      if (list) list.push({ resolve, reject });
      else waiting.set(token, [{ resolve, reject }]);
    });
}
