import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenMayCall } from '../../../domain/api-tokens.ts';
import { MSG } from '../../../domain/messages.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../db/connection.ts';
import { errorBody } from '../http/errors.ts';
import { routePattern } from '../http/origin.ts';
import type { RateLimiter} from '../rate-limit/limiter.ts';
import { retryAfterSeconds } from '../rate-limit/limiter.ts';
import { findClubRoles, findTokenWithActor, touchToken } from './queries.ts';
import type { ClubMembership } from '../../../domain/policy/actor.ts';

/** "Last used" in the token list is exact to this much; the row is written at most this often. */
export const TOKEN_USE_RESOLUTION_MS = 60_000;
const WINDOW_MS = 60_000;

/** The viewer a token resolves to (viewer.ts's Viewer, with `token` set). */
export interface TokenViewer {
  id: string;
  name: string;
  email: string;
  role: string;
  sessionId: string;
  memberships: ClubMembership[];
  token: { id: string; name: string; scopes: string[] };
}

/** Only a hash of a token is stored: the table alone opens nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer …` header; undefined without one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || !/^Bearer(\s|$)/i.test(header)) return undefined;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? '';
}

/** Requests with a token are API calls: a page route ignores the header and reads cookies as ever. */
export function isApiRoute(request: FastifyRequest): boolean {
  const pattern = routePattern(request);
  return pattern === undefined || pattern.startsWith('/api/');
}

/**
 * Resolves a bearer request: the token's account (the club's account for a club token)
 * becomes the viewer, limited to the token's scopes. Cookies are not read for such a
 * request, so a token never borrows a browser session and the origin check (a guard
 * for cookies) does not apply. Answers (and so ends the request) with 401 for an
 * unknown or expired token, 403 when the operation needs a scope the token lacks,
 * 429 past the token's own rate limit. Returns the viewer otherwise.
 */
export async function resolveBearer(
  deps: { config: Config; db: Db; limiter: RateLimiter },
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<TokenViewer | null> {
  const row = token ? await findTokenWithActor(deps.db, hashToken(token)) : undefined;
  const now = Date.now();
  if (!row || (row.expires_at !== null && new Date(row.expires_at).getTime() <= now)) {
    void reply.status(401).header('www-authenticate', 'Bearer error="invalid_token"').send(errorBody('UNAUTHENTICATED', MSG.tokenInvalid));
    return null;
  }
  const scopes = row.scopes.split(' ').filter(Boolean);
  const pattern = routePattern(request);
  // An unknown path is answered 404 as for anyone; every known one needs its scope.
  if (pattern !== undefined && !tokenMayCall(scopes, request.method, pattern)) {
    void reply.status(403).send(errorBody('TOKEN_SCOPE', MSG.tokenScope));
    return null;
  }
  const rule = { limit: deps.config.apiTokenRateLimit, windowMs: WINDOW_MS };
  const count = await deps.limiter.hit(`api-token:${row.token_id}`, rule, now);
  if (count.count > rule.limit) {
    void reply.status(429).header('retry-after', String(retryAfterSeconds(count.resetAt, now))).send(errorBody('TOO_MANY_REQUESTS', MSG.tokenRateLimited));
    return null;
  }
  const lastUsed = row.last_used_at === null ? 0 : new Date(row.last_used_at).getTime();
  if (now - lastUsed >= TOKEN_USE_RESOLUTION_MS) await touchToken(deps.db, row.token_id, now, TOKEN_USE_RESOLUTION_MS);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role ?? 'student',
    // No session: nothing records "last active" or signs out for a token.
    sessionId: '',
    memberships: await findClubRoles(deps.db, row.id),
    token: { id: row.token_id, name: row.token_name, scopes },
  };
}
