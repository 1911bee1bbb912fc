import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { deviceSessionListSchema, revokedSessionsSchema } from '../../../domain/responses/sessions.ts';
import { requireUser, viewerOf } from '../../infrastructure/auth/viewer.ts';
import { toHeaders } from '../../infrastructure/auth/request-headers.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { notFound } from '../../infrastructure/http/errors.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { presentSessions } from './presenters.ts';
import { listActiveSessions, revokeOtherSessions, revokeSession } from './queries.ts';

/** The signed-in user's sessions (the account page): list, end one, end all others. */
export async function sessionRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/me/sessions', {
    preValidation: requireUser,
    schema: {
      tags: ['accounts'],
      summary: "The signed-in user's active sessions, this device first",
      response: { 200: deviceSessionListSchema, ...errorResponses(401) },
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    reply.header('cache-control', 'no-store');
    return { sessions: presentSessions(await listActiveSessions(ctx.db, viewer.id), viewer.sessionId) };
  });

  r.delete('/me/sessions/:id', {
    preValidation: requireUser,
    schema: {
      tags: ['accounts'],
      summary: 'End one of your sessions (ending this one signs you out)',
      params: z.object({ id: z.string().min(1).max(100) }),
      response: { 204: z.null(), ...errorResponses(401, 404) },
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    if (request.params.id === viewer.sessionId) {
      const { headers } = await ctx.auth.api.signOut({ headers: toHeaders(request), returnHeaders: true });
      reply.header('set-cookie', headers.getSetCookie());
      return reply.status(204).send(null);
    }
    // Another user's session is answered like a missing one: its existence is nobody's business.
    if (!(await revokeSession(ctx.db, viewer.id, request.params.id))) throw notFound(MSG.sessionNotFound, 'SESSION_NOT_FOUND');
    return reply.status(204).send(null);
  });

  r.post('/me/sessions/sign-out-others', {
    preValidation: requireUser,
    schema: {
      tags: ['accounts'],
      summary: 'Sign out everywhere else: end every session but this one',
      response: { 200: revokedSessionsSchema, ...errorResponses(401) },
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    return { revoked: await revokeOtherSessions(ctx.db, viewer.id, viewer.sessionId) };
  });
}
