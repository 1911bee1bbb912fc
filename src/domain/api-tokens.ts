import { z } from 'zod';
import { MSG } from './messages.ts';

/** What a token may be used for. Each API operation needs at most one of these (ROUTE_SCOPES). */
export const TOKEN_SCOPES = ['events:read', 'events:write', 'registrations:read', 'registrations:write', 'check-in', 'feedback:read'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Tokens are made with a visible prefix, so a leaked one is easy to recognise (and to scan for). */
export const TOKEN_PREFIX = 'quad_';
export const MAX_TOKEN_EXPIRY_DAYS = 365;

/** POST /api/me/tokens and POST /api/organizers/:id/tokens, and the form on /account/tokens. */
export const tokenInputSchema = z.object({
  name: z.string({ error: MSG.tokenNameRequired }).trim().min(1, MSG.tokenNameRequired).max(80, MSG.tokenNameTooLong),
  scopes: z
    .array(z.enum(TOKEN_SCOPES, { error: MSG.tokenScopesInvalid }), { error: MSG.tokenScopesInvalid })
    .min(1, MSG.tokenScopesInvalid)
    .max(TOKEN_SCOPES.length, MSG.tokenScopesInvalid)
    .transform((scopes) => TOKEN_SCOPES.filter((s) => scopes.includes(s))),
  expiresInDays: z
    .number({ error: MSG.tokenExpiryInvalid })
    .int(MSG.tokenExpiryInvalid)
    .min(1, MSG.tokenExpiryInvalid)
    .max(MAX_TOKEN_EXPIRY_DAYS, MSG.tokenExpiryInvalid)
    .nullable()
    .optional(),
});
export type TokenInput = z.input<typeof tokenInputSchema>;

/**
 * The scope each API operation needs when called with a token, keyed by method and route
 * pattern. An operation missing here cannot be called with a token at all (account,
 * token and team management, administration): a new route is closed to tokens until it is
 * given a scope. 'any': open to every token (who am I, the public configuration).
 */
export const ROUTE_SCOPES: Readonly<Record<string, TokenScope | 'any'>> = {
  'GET /api/me': 'any',
  'GET /api/config': 'any',
  'GET /api/health': 'any',

  'GET /api/events': 'events:read',
  'GET /api/events/:id': 'events:read',
  'GET /api/events/:id/calendar.ics': 'events:read',
  'GET /api/events/:id/announcements': 'events:read',
  'GET /api/series/:id': 'events:read',
  'GET /api/organizers/:id': 'events:read',
  'GET /api/organizers/:id/insights': 'events:read',
  'GET /api/organizers/:id/calendar.ics': 'events:read',
  'GET /api/oembed': 'events:read',
  'GET /api/venues': 'events:read',
  'POST /api/events': 'events:write',
  'PATCH /api/events/:id': 'events:write',
  'DELETE /api/events/:id': 'events:write',
  'POST /api/events/:id/announcements': 'events:write',

  'GET /api/events/:id/registrations': 'registrations:read',
  'GET /api/events/:id/registrations.csv': 'registrations:read',
  'GET /api/events/:id/draw': 'registrations:read',
  'GET /api/registrations/:id': 'registrations:read',
  'GET /api/me/registrations': 'registrations:read',
  'POST /api/events/:id/registrations': 'registrations:write',
  'POST /api/events/:id/registrations/decisions': 'registrations:write',
  'PATCH /api/registrations/:id': 'registrations:write',
  'DELETE /api/registrations/:id': 'registrations:write',
  'POST /api/registrations/:id/confirm': 'registrations:write',

  'GET /api/events/:id/door-list': 'check-in',
  'POST /api/events/:id/check-in': 'check-in',
  'POST /api/events/:id/check-ins': 'check-in',
  'POST /api/registrations/:id/check-in': 'check-in',

  'GET /api/events/:id/feedback': 'feedback:read',
  'GET /api/organizers/:id/feedback': 'feedback:read',
};

/** The scope a token needs for this operation; undefined when no token may call it. */
export function scopeForRoute(method: string, pattern: string | undefined): TokenScope | 'any' | undefined {
  if (!pattern) return undefined;
  const verb = method === 'HEAD' ? 'GET' : method;
  return ROUTE_SCOPES[`${verb} ${pattern}`];
}

/** Whether a token holding `scopes` may call the operation: never one without a scope. */
export function tokenMayCall(scopes: readonly string[], method: string, pattern: string | undefined): boolean {
  const needed = scopeForRoute(method, pattern);
  if (needed === undefined) return false;
  return needed === 'any' || scopes.includes(needed);
}
