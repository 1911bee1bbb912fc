import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';
import { MSG } from '../../../domain/messages.ts';
import { errorBody } from '../http/errors.ts';
import { bodyCarriesNul, nulRefused } from '../http/input-guard.ts';
import { toHeaders } from './request-headers.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The slice of the server context these routes use (auth knows no resource). */
export interface AuthRouteOptions {
  ctx: { auth: Auth; config: { publicUrl: string } };
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

/**
 * Better Auth sees every request addressed to PUBLIC_URL, whatever Host or X-Forwarded-Host
 * it carried: its trusted origins, and so the callback and redirect URLs it accepts for
 * mailed links, are PUBLIC_URL's alone and never the request's.
 */
export function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = toHeaders(request);
  const origin = new URL(publicUrl).origin;
  const addressed = `${request.protocol}://${request.host}`;
  if (STATE_CHANGING.has(request.method)) {
    const claimed = headers.get('origin') ?? refererOrigin(headers.get('referer'));
    // Browsers always send Origin on state-changing requests; a request with neither Origin
    // nor Referer comes from a script or a server-side client, which cannot be forged
    // cross-site, so it is treated as same-origin. A page of the very address the request
    // reached passed the origin guard (http/origin.ts) as same-origin: it speaks for PUBLIC_URL.
    if (claimed === undefined || claimed === addressed) headers.set('origin', origin);
  }
  const url = new URL(routedUrl(request), origin);
  const body = request.body instanceof Buffer && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
  return new Request(url, { method: request.method, headers, body: STATE_CHANGING.has(request.method) ? body : undefined });
}

function refererOrigin(referer: string | null): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

async function forward(ctx: AuthRouteOptions['ctx'], request: FastifyRequest, reply: FastifyReply) {
  const response = await ctx.auth.handler(toFetchRequest(request, ctx.config.publicUrl));
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
  if (response.status === 403) return reply.send(withCatalogueMessage(text));
  return reply.send(text.length ? text : null);
}

/** Better Auth's refusals of a callback or redirect URL outside PUBLIC_URL. */
const UNTRUSTED_URL_CODES = new Set(['INVALID_CALLBACK_URL', 'INVALID_REDIRECT_URL', 'INVALID_ERROR_CALLBACK_URL', 'INVALID_NEW_USER_CALLBACK_URL']);

/** Better Auth's `{code, message}` stays; its English for an untrusted URL becomes the catalogue's. */
function withCatalogueMessage(text: string): string | null {
  if (!text.length) return null;
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown } | null;
    if (!body || typeof body.code !== 'string' || !UNTRUSTED_URL_CODES.has(body.code)) return text;
    return JSON.stringify({ ...body, message: MSG.linkOutsideQuad });
  } catch {
    return text;
  }
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
