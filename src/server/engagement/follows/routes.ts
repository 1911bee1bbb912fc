import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { mayRegister } from '../../../domain/policy/events.ts';
import { requireActor, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import { notFound } from '../../infrastructure/http/errors.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { findOrganizer } from '../../identity/organizers/queries.ts';
import { followingSchema } from '../../../domain/responses/organizers.ts';
import { follow, listFollowing, unfollow } from './queries/follows.ts';

const tags = ['follows'];

/** Students follow clubs: idempotent PUT and DELETE, and the list on the profile. */
export async function followRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onlyStudents = requireActor(mayRegister, MSG.onlyStudentsFollow);

  async function club(id: string) {
    const organizer = await findOrganizer(ctx.db, id);
    if (!organizer) throw notFound(MSG.organizerNotFound, 'ORGANIZER_NOT_FOUND');
    return organizer;
  }

  r.put('/organizers/:id/follow', {
    preValidation: onlyStudents,
    schema: { tags, summary: 'Follow a club (students; idempotent)', params: idParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    await club(request.params.id);
    await follow(ctx.db, viewerOf(request).id, request.params.id, nowIso());
    return reply.status(204).send(null);
  });

  r.delete('/organizers/:id/follow', {
    preValidation: onlyStudents,
    schema: { tags, summary: 'Stop following a club (students; idempotent)', params: idParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    await club(request.params.id);
    await unfollow(ctx.db, viewerOf(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  r.get('/me/following', {
    preValidation: onlyStudents,
    schema: {
      tags, summary: 'The clubs the signed-in student follows',
      response: { 200: followingSchema, ...errorResponses(401, 403) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await listFollowing(ctx.db, viewerOf(request).id);
    return { organizers: rows.map((o) => ({ id: o.id, name: o.name ?? '' })) };
  });
}
