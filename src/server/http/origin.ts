import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests sent by a page of another origin (CSRF).
 * Browsers always send Origin (or at least Referer) on such requests; scripts that
 * send neither cannot be driven cross-site and are let through. This covers Better
 * Auth's routes too: it would let a cross-site sign-in through (login CSRF).
 */
export function installOriginGuard(app: FastifyInstance, publicUrl: string) {
  const configured = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    // Identity providers may post their answer back from their own origin.
    if (request.url.startsWith('/api/auth/callback/')) return;
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
