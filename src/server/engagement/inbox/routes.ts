import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inboxReadSchema, inboxSchema } from '../../../domain/responses/announcements.ts';
import { requireUser, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { nowIso, toIso } from '../../infrastructure/db/time.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { requestLanguage } from '../../infrastructure/http/language.ts';
import { MAX_ID_LENGTH } from '../../infrastructure/http/params.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { PSEUDO_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { newEventInLanguage } from '../follows/new-event-words.ts';
import { countUnread, listInboxItems, markRead } from './queries.ts';

const tags = ['inbox'];
// Unknown fields are ignored, as on every request (API.md).
const markReadBody = z.object({ ids: z.array(z.string().min(1).max(MAX_ID_LENGTH)).max(200).optional() });

export async function inboxRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/me/inbox', {
    preValidation: requireUser,
    schema: {
      tags, summary: "The signed-in account's inbox, newest first, with the unread count",
      description: "A followed club's new event (`kind` `new-event`) is said in the request's language; an announcement as its organizer wrote it.",
      response: { 200: inboxSchema, ...errorResponses(401) },
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    reply.header('cache-control', 'no-store');
    const [items, unread, language] = await Promise.all([listInboxItems(ctx.db, viewer.id), countUnread(ctx.db, viewer.id), requestLanguage(request, ctx.config, ctx.db)]);
    const t = translatorFor(language, language === PSEUDO_LANGUAGE);
    return {
      items: items.map((i) => ({
        id: i.id, kind: i.kind, ...(i.kind === 'new-event' ? newEventInLanguage(i, t, language) : { subject: i.subject, message: i.message }), eventId: i.event_id, createdAt: toIso(i.created_at), readAt: i.read_at ? toIso(i.read_at) : null,
      })),
      unread,
    };
  });

  r.post('/me/inbox/read', {
    preValidation: requireUser,
    schema: {
      tags, summary: 'Marks inbox items read: the given ids, or all without them',
      body: markReadBody, response: { 200: inboxReadSchema, ...errorResponses(400, 401) },
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    await markRead(ctx.db, viewer.id, request.body.ids, nowIso());
    return { unread: await countUnread(ctx.db, viewer.id) };
  });
}
