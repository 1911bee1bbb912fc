import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../context.ts';
import { errorBody } from '../http/errors.ts';
import { toHeaders } from './viewer.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Mounts Better Auth at /api/auth/*: the Fastify request becomes a Fetch Request
 * (raw body untouched) and Better Auth's Response is copied back.
 */
export async function authRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  // Better Auth reads the body itself: keep it raw in this scope.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => forward(ctx, request, reply),
  });
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
  const url = new URL(request.url, origin);
  const body = request.body instanceof Buffer && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
  return new Request(url, { method: request.method, headers, body: STATE_CHANGING.has(request.method) ? body : undefined });
}

async function forward(ctx: RouteOptions['ctx'], request: FastifyRequest, reply: FastifyReply) {
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
  return reply.send(text.length ? text : null);
}
