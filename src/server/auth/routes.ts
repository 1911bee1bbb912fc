import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';
import { errorBody } from '../http/errors.ts';
import { bodyCarriesNul, nulRefused } from '../http/input-guard.ts';
import { toHeaders } from './request-headers.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The slice of the server context these routes use (auth knows no resource). */
export interface AuthRouteOptions {
  ctx: { auth: Auth };
}

/**
 * Mounts Better Auth at /api/auth/*: the Fastify request becomes a Fetch Request
 * (raw body untouched) and Better Auth's Response is copied back.
 */
export async function authRoutes(app: FastifyInstance, { ctx }: AuthRouteOptions) {
  // Better Auth reads the body itself: keep it raw in this scope.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    if (bodyCarriesNul(body as Buffer)) return done(nulRefused(), undefined);
    done(null, body);
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => forward(ctx, request, reply),
  });
}

/**
 * The URL as the router ran it: `/%61pi/auth/get-session` reached this route, so Better
 * Auth sees `/api/auth/get-session` too, never a second reading of the raw text.
 */
function routedUrl(request: FastifyRequest): string {
  const rest = (request.params as { '*'?: string })['*'];
  if (rest === undefined) return request.url;
  const query = request.url.indexOf('?');
  const path = `/api/auth/${rest.split('/').map(encodeURIComponent).join('/')}`;
  return query === -1 ? path : `${path}${request.url.slice(query)}`;
}

export function toFetchRequest(request: FastifyRequest): Request {
  const headers = toHeaders(request);
  const origin = `${request.protocol}://${request.host}`;
  // Browsers always send Origin on state-changing requests; a request with neither Origin
  // nor Referer comes from a script or a server-side client, which cannot be forged
  // cross-site, so it is treated as same-origin.
  if (STATE_CHANGING.has(request.method) && !headers.has('origin') && !headers.has('referer')) {
    headers.set('origin', origin);
  }
  const url = new URL(routedUrl(request), origin);
  const body = request.body instanceof Buffer && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
  return new Request(url, { method: request.method, headers, body: STATE_CHANGING.has(request.method) ? body : undefined });
}

async function forward(ctx: AuthRouteOptions['ctx'], request: FastifyRequest, reply: FastifyReply) {
  const response = await ctx.auth.handler(toFetchRequest(request));
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  // Unknown or closed /api/auth paths answer like every other unknown API path.
  if (response.status === 404 && !(response.headers.get('content-type') ?? '').includes('json')) {
    return reply.type('application/json; charset=utf-8').send(errorBody('NOT_FOUND', 'Not found'));
  }
  if (isSessionRead(request) && response.ok) return reply.send(withoutSessionToken(text));
  return reply.send(text.length ? text : null);
}

/** Better Auth's session read, as the router decoded its path. */
function isSessionRead(request: FastifyRequest): boolean {
  return (request.params as { '*'?: string })['*'] === 'get-session';
}

/**
 * The session token lives in an HttpOnly cookie so that page scripts cannot read it;
 * Better Auth's session read would hand it to them in the body. Everything else stays.
 */
function withoutSessionToken(text: string): string | null {
  if (!text.length) return null;
  const body = JSON.parse(text) as { session?: Record<string, unknown> } | null;
  if (body?.session) delete body.session.token;
  return JSON.stringify(body);
}
