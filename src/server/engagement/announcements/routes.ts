import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../../domain/messages.ts';
import { canAnnounce, mayRunEvents } from '../../../domain/policy/events.ts';
import { announcementCreatedSchema, announcementListSchema } from '../../../domain/responses/announcements.ts';
import { announcementInputSchema } from '../../../domain/schemas/announcement.ts';
import { requireActor, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import { loadEventFor } from '../../events/events/service.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { countDeliveryByAnnouncement, listEventAnnouncements } from './queries.ts';
import { sendAnnouncement } from './service.ts';

const tags = ['announcements'];

/** Sent rows are pruned after MAIL_RETENTION_DAYS; only those still to send or failed stay. So delivered = the rest. */
const deliveryOf = (recipients: number, counts: { pending: number; failed: number }) => ({
  delivered: Math.max(0, recipients - counts.pending - counts.failed), pending: counts.pending, failed: counts.failed,
});

export async function announcementRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/events/:id/announcements', {
    config: { idempotent: true },
    preValidation: requireActor(mayRunEvents, MSG.onlyOrganizerAnnounces),
    schema: {
      tags, summary: "An announcement to the event's registered students (and its waitlist, when asked): an e-mail and an inbox item each",
      params: idParams, body: announcementInputSchema,
      response: { 201: announcementCreatedSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
  }, async (request, reply) => {
    const created = await sendAnnouncement(ctx, viewerOf(request), request.params.id, request.body);
    return reply.status(201).send(created);
  });

  r.get('/events/:id/announcements', {
    preValidation: requireActor(mayRunEvents, MSG.onlyOrganizerAnnounces),
    schema: {
      tags, summary: "The event's announcements, newest first, with how many of their e-mails were delivered, are pending and failed (its organizer)",
      params: idParams, response: { 200: announcementListSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request, reply) => {
    await loadEventFor(ctx, viewerOf(request), request.params.id, canAnnounce, MSG.onlyOrganizerAnnounces);
    reply.header('cache-control', 'no-store');
    const rows = await listEventAnnouncements(ctx.db, request.params.id);
    const delivery = await countDeliveryByAnnouncement(ctx.db, rows.map((a) => a.id));
    return {
      announcements: rows.map((a) => ({
        id: a.id, subject: a.subject, message: a.message, includeWaitlist: Boolean(a.include_waitlist), recipients: a.recipients,
        createdAt: toIso(a.created_at), delivery: deliveryOf(a.recipients, delivery.get(a.id)!),
      })),
    };
  });
}
