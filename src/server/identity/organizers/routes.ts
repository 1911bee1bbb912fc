import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../../domain/messages.ts';
import { organizerProfileSchema } from '../../../domain/schemas/profile.ts';
import { requireUser, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { organizerSchema } from '../../../domain/responses/organizers.ts';
import { presentEvent } from '../../events/events/presenters.ts';
import { listOrganizerEvents } from '../../events/events/queries.ts';
import { authorize, forbidden, notFound } from '../../infrastructure/http/errors.ts';
import { ownsClub, staffsClub } from '../../../domain/policy/organizers.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { findOrganizer, isFollowing } from './queries.ts';
import { updateOrganizer } from './service.ts';
import { requestLanguage } from '../../infrastructure/http/language.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';

export async function organizerRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function present(id: string, wanted: UiLanguage, viewerStudentId?: string, unreviewed = false) {
    const organizer = await findOrganizer(ctx.db, id);
    if (!organizer) throw notFound(MSG.organizerNotFound, 'ORGANIZER_NOT_FOUND');
    const now = new Date();
    const events = (await listOrganizerEvents(ctx.db, id, viewerStudentId, unreviewed)).map((row) => presentEvent(row, { campus: ctx.config.defaultLanguage, wanted }, now));
    // Upcoming first (soonest first), then past (latest first).
    const upcoming = events.filter((e) => e.status !== 'past').reverse();
    const past = events.filter((e) => e.status === 'past');
    return {
      id: organizer.id,
      name: organizer.name ?? '',
      email: organizer.email,
      description: organizer.field ?? '',
      phone: organizer.phone,
      followers: Number(organizer.followers ?? 0),
      ...(viewerStudentId && { following: await isFollowing(ctx.db, viewerStudentId, organizer.id) }),
      events: [...upcoming, ...past],
    };
  }

  r.get('/organizers/:id', {
    schema: {
      tags: ['organizers'],
      summary: 'An organizing group and its events (public dashboard)',
      params: idParams,
      response: { 200: organizerSchema, ...errorResponses(404) },
    },
  }, async (request) => {
    // The club's team also sees its events waiting for the campus office or sent back.
    const team = staffsClub(request.viewer, request.params.id);
    return present(request.params.id, await requestLanguage(request, ctx.config, ctx.db), request.viewer?.role === 'student' ? request.viewer.id : undefined, team);
  });

  r.patch('/organizers/:id', {
    preValidation: requireUser,
    schema: {
      tags: ['organizers'],
      summary: "Update the organizing group's name, field and phone (that organizer)",
      params: idParams,
      body: organizerProfileSchema,
      response: { 200: organizerSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    const organizer = await findOrganizer(ctx.db, request.params.id);
    if (!organizer) throw notFound(MSG.organizerNotFound, 'ORGANIZER_NOT_FOUND');
    authorize(ownsClub(viewer, organizer.id), () => forbidden(MSG.onlyOwnOrganizerProfile));
    await updateOrganizer(ctx.db, organizer.id, request.body);
    return present(organizer.id, await requestLanguage(request, ctx.config, ctx.db), undefined, true);
  });
}
