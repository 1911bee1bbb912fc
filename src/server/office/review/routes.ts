import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { REVIEW_STATUSES } from '../../../domain/policy/review.ts';
import { eventSchema, reviewQueueSchema } from '../../../domain/responses/events.ts';
import { rejectionSchema } from '../../../domain/schemas/review.ts';
import { requireAdmin } from '../../infrastructure/auth/admin.ts';
import { viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import type { FollowerLinks } from '../../events/events/follower-links.ts';
import { presentEvent } from '../../events/events/presenters.ts';
import { findEvent, listEventsByReview } from '../../events/events/queries.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { reviewEvent } from './service.ts';

const tags = ['admin'];
const QUEUE_LIMIT = 500;

/** The campus office's approval queue (EVENT_APPROVAL=required). */
export async function reviewRoutes(app: FastifyInstance, { ctx, followers }: RouteOptions & { followers: FollowerLinks }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireAdmin(ctx, MSG.adminsOnlyApproval);
  // The office reads each event as its club wrote it.
  const original = { campus: ctx.config.defaultLanguage };
  const present = async (id: string) => presentEvent((await findEvent(ctx.db, id))!, original);

  r.get('/admin/events', {
    preValidation: admin,
    schema: {
      tags, summary: 'Events by review status, soonest first (administrators); `status` is `pending` unless given',
      querystring: z.object({ status: z.enum(REVIEW_STATUSES, { error: MSG.reviewStatusInvalid }).default('pending') }),
      response: { 200: reviewQueueSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { events: (await listEventsByReview(ctx.db, request.query.status, QUEUE_LIMIT)).map((row) => presentEvent(row, original)) };
  });

  r.post('/admin/events/:id/approve', {
    preValidation: admin,
    schema: { tags, summary: 'Approve an event (administrators): listed, open to registration; its club is told', params: idParams, response: { 200: eventSchema, ...errorResponses(401, 403, 404, 409) } },
  }, async (request) => {
    await reviewEvent(ctx, followers, viewerOf(request), request.params.id, { decision: 'approved' });
    return present(request.params.id);
  });

  r.post('/admin/events/:id/reject', {
    preValidation: admin,
    schema: {
      tags, summary: 'Send a waiting event back to its club with a reason (administrators); its club is told',
      params: idParams, body: rejectionSchema, response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    await reviewEvent(ctx, followers, viewerOf(request), request.params.id, { decision: 'rejected', reason: request.body.reason });
    return present(request.params.id);
  });
}
