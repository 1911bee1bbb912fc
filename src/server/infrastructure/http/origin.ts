import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The route the router matched (its pattern, e.g. `/api/events/:id`), whatever the URL's spelling. */
export function routePattern(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

/**
 * Better Auth's OpenID Connect callback: identity providers may post their answer from
 * their own origin. Judged on the path the router decoded (the wildcard), not the raw URL.
 */
function isIdentityProviderCallback(request: FastifyRequest): boolean {
  if (routePattern(request) !== '/api/auth/*') return false;
  const rest = (request.params as { '*'?: string } | undefined)?.['*'] ?? '';
  return rest.startsWith('callback/');
}

/**
 * Refuses state-changing requests sent by a page of another origin (CSRF), on every
 * path: the check runs for every POST, PUT, PATCH and DELETE whatever the URL's
 * spelling (encoded letters, double slashes, dot segments, case), because a prefix of
 * the raw URL says nothing about the route the router will run. Browsers always send
 * Origin (or at least Referer) on such requests; scripts that send neither cannot be
 * driven cross-site and are let through. This covers Better Auth's routes too: it
 * would let a cross-site sign-in through (login CSRF).
 */
export function installOriginGuard(app: FastifyInstance, publicUrl: string) {
  const configured = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method) || isIdentityProviderCallback(request)) return;
    // A token request carries no cookie authority (auth/bearer.ts), and a page of another
    // site cannot set this header without the server's CORS consent, which it never gives.
    if (/^Bearer\s/i.test(request.headers.authorization ?? '') && (routePattern(request) ?? '/api/').startsWith('/api/')) return;
    const claimed = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (claimed === undefined) return;
    const own = `${request.protocol}://${request.host}`;
    if (claimed === own || claimed === configured) return;
    return reply.status(403).send(errorBody('INVALID_ORIGIN', 'Requests from other sites are not allowed.'));
  });
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
