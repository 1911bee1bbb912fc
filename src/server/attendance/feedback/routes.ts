import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { feedbackSummarySchema, insightsSchema, ownFeedbackSchema } from '../../../domain/responses/feedback.ts';
import { feedbackInputSchema } from '../../../domain/schemas/feedback.ts';
import { requireAdmin } from '../../infrastructure/auth/admin.ts';
import { requireActor, requireUser, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import { loadEventFor } from '../../events/events/service.ts';
import { canReadEventFeedback, mayGiveFeedback, mayRunEvents } from '../../../domain/policy/events.ts';
import { managesClub, mayActAsClub } from '../../../domain/policy/organizers.ts';
import { authorize, forbidden, notFound } from '../../infrastructure/http/errors.ts';
import { requestTranslator } from '../../infrastructure/http/language.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams, MAX_ID_LENGTH } from '../../infrastructure/http/params.ts';
import { organizerInsights } from './insights.ts';
import { presentFeedbackSummary } from './presenters.ts';
import { feedbackEntries, findOwnFeedback, listPlatformFeedback } from './queries.ts';
import { giveEventFeedback, givePlatformFeedback } from './service.ts';

const tags = ['feedback'];

export async function feedbackRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** The reader's language: an unlinked author is named in it. */
  const tOf = (request: FastifyRequest) => requestTranslator(request, ctx.config, ctx.db);

  r.post('/events/:id/feedback', {
    config: { idempotent: true },
    preValidation: requireActor(mayGiveFeedback, MSG.onlyStudentsFeedback),
    schema: {
      tags, summary: 'Give feedback on an event (a student registered for it, after it started, once)',
      params: idParams, body: feedbackInputSchema,
      response: { 201: ownFeedbackSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    const row = await giveEventFeedback(ctx, viewerOf(request), request.params.id, request.body);
    return reply.status(201).send({ rating: row.rating, comments: row.comments, createdAt: row.created_at });
  });

  r.get('/events/:id/feedback/mine', {
    preValidation: requireActor(mayGiveFeedback, MSG.onlyStudentsFeedback),
    schema: { tags, summary: "The signed-in student's own feedback on an event", params: idParams, response: { 200: ownFeedbackSchema, ...errorResponses(401, 403, 404) } },
  }, async (request) => {
    const row = await findOwnFeedback(ctx.db, request.params.id, viewerOf(request).id);
    if (!row) throw notFound(MSG.noFeedbackYet, 'NO_FEEDBACK');
    return { rating: row.rating, comments: row.comments, createdAt: toIso(row.created_at) };
  });

  r.get('/events/:id/feedback', {
    preValidation: requireActor(mayRunEvents, MSG.onlyOrganizerReadsFeedback),
    schema: { tags, summary: "An event's feedback (its organizer)", params: idParams, response: { 200: feedbackSummarySchema, ...errorResponses(401, 403, 404) } },
  }, async (request) => {
    await loadEventFor(ctx, viewerOf(request), request.params.id, canReadEventFeedback, MSG.onlyOrganizerReadsFeedback);
    return presentFeedbackSummary(await feedbackEntries(ctx.db, { eventId: request.params.id }), false, await tOf(request));
  });

  r.get('/organizers/:id/feedback', {
    preValidation: requireActor(mayActAsClub, MSG.onlyClubReadsFeedback),
    schema: {
      tags, summary: "Feedback over all of an organizer's events, newest first (that organizer)",
      params: idParams, querystring: z.object({ eventId: z.string().max(MAX_ID_LENGTH).optional() }),
      response: { 200: feedbackSummarySchema, ...errorResponses(401, 403) },
    },
  }, async (request) => {
    authorize(managesClub(viewerOf(request), request.params.id), () => forbidden(MSG.onlyClubReadsFeedback));
    const rows = await feedbackEntries(ctx.db, { organizerId: request.params.id, eventId: request.query.eventId || undefined });
    return presentFeedbackSummary(rows, true, await tOf(request));
  });

  r.get('/organizers/:id/insights', {
    preValidation: requireActor(mayActAsClub, MSG.onlyClubReadsInsights),
    schema: {
      tags, summary: 'Rating distribution and registrations over time, per event (that organizer)',
      params: idParams, response: { 200: insightsSchema, ...errorResponses(401, 403) },
    },
  }, async (request) => {
    authorize(managesClub(viewerOf(request), request.params.id), () => forbidden(MSG.onlyClubReadsInsights));
    return organizerInsights(ctx.db, request.params.id, { timeZone: ctx.config.campusTimeZone, checkInOpensHours: ctx.config.checkInOpensHours });
  });

  r.post('/feedback', {
    config: { idempotent: true },
    preValidation: requireUser,
    schema: { tags, summary: 'Feedback on Quad itself (signed in)', body: feedbackInputSchema, response: { 201: ownFeedbackSchema, ...errorResponses(400, 401) } },
  }, async (request, reply) => {
    const row = await givePlatformFeedback(ctx, viewerOf(request), request.body);
    return reply.status(201).send({ rating: row.rating, comments: row.comments, createdAt: row.created_at });
  });

  r.get('/admin/feedback', {
    preValidation: requireAdmin(ctx, MSG.adminsOnly),
    schema: {
      tags, summary: 'Platform feedback (administrators: ADMIN_EMAILS)',
      response: { 200: feedbackSummarySchema, ...errorResponses(401, 403) },
    },
  }, async (request) => {
    const rows = await listPlatformFeedback(ctx.db, 500);
    const t = await tOf(request);
    return presentFeedbackSummary(
      rows.map((row) => ({ ...row, name: row.name ?? t('mail:people.deletedAccount'), email: row.email ?? '', event_id: '', event_name: '' })),
      false,
    );
  });
}
