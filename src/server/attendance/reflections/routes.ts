import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { mayActAsClub } from '../../../domain/policy/organizers.ts';
import { canReviewReflection, mayReflect } from '../../../domain/policy/reflections.ts';
import { myReflectionsSchema, outcomeProgressSchema, reflectionSchema, waitingReflectionsSchema } from '../../../domain/responses/outcomes.ts';
import { reflectionInputSchema, reflectionReturnSchema } from '../../../domain/schemas/outcomes.ts';
import { requireActor, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { authorize, forbidden } from '../../infrastructure/http/errors.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { approveReflection, outcomeProgress, ownReflections, putReflection, returnReflection, waitingReflections, withdrawReflection } from './service.ts';

const tags = ['attendance'];
const students = requireActor(mayReflect, MSG.onlyStudentsReflect);
const reviewers = requireActor(mayActAsClub, MSG.reflectionReviewForbidden);

/** Reflections on attended events, their review by the club, and the record by learning outcome. */
export async function reflectionRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put('/events/:id/reflection', {
    preValidation: students,
    schema: {
      tags, summary: 'Write or rewrite your reflection on an event you were checked in at (waits for the club’s approval)',
      description: 'At most 2,000 characters (as a reader counts them). 403 when you were not checked in at the event.',
      params: idParams, body: reflectionInputSchema, response: { 200: reflectionSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => putReflection(ctx, viewerOf(request), request.params.id, request.body.text));

  r.delete('/events/:id/reflection', {
    preValidation: students,
    schema: {
      tags, summary: 'Withdraw your reflection on an event: a credential that carried it is revoked',
      params: idParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
  }, async (request, reply) => {
    await withdrawReflection(ctx, viewerOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  r.get('/me/reflections', {
    preValidation: students,
    schema: { tags, summary: 'Your reflections, newest first', response: { 200: myReflectionsSchema, ...errorResponses(401, 403) } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { reflections: await ownReflections(ctx, viewerOf(request).id) };
  });

  r.get('/me/involvement/outcomes', {
    preValidation: requireActor(mayReflect, MSG.onlyStudentsInvolvement),
    schema: {
      tags, summary: 'Your involvement record by learning outcome: the events, hours and approved reflections',
      response: { 200: outcomeProgressSchema, ...errorResponses(401, 403) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return outcomeProgress(ctx, viewerOf(request).id);
  });

  r.get('/organizers/:id/reflections', {
    preValidation: reviewers,
    schema: {
      tags, summary: "The reflections on the club's events waiting for review (its owner or managers), oldest first",
      params: idParams, response: { 200: waitingReflectionsSchema, ...errorResponses(401, 403) },
    },
  }, async (request, reply) => {
    authorize(canReviewReflection(viewerOf(request), request.params.id), () => forbidden(MSG.reflectionReviewForbidden));
    reply.header('cache-control', 'no-store');
    return { reflections: await waitingReflections(ctx, request.params.id) };
  });

  r.post('/reflections/:id/approve', {
    preValidation: reviewers,
    schema: {
      tags, summary: 'Approve a reflection (the club’s owner or managers): it appears on the student’s credential',
      params: idParams, response: { 200: reflectionSchema, ...errorResponses(401, 403, 404, 409) },
    },
  }, async (request) => approveReflection(ctx, viewerOf(request), request.params.id));

  r.post('/reflections/:id/return', {
    preValidation: reviewers,
    schema: {
      tags, summary: 'Return a reflection to its student with a reason (the club’s owner or managers)',
      params: idParams, body: reflectionReturnSchema, response: { 200: reflectionSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => returnReflection(ctx, viewerOf(request), request.params.id, request.body.reason));
}
