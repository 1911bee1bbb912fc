import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { canKeepTeam } from '../../../domain/policy/organizers.ts';
import { invitationPreviewSchema, invitationSchema, membershipSchema, teamSchema } from '../../../domain/responses/team.ts';
import { handoverInputSchema, invitationInputSchema } from '../../../domain/schemas/team.ts';
import { requireUser, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import { authorize, forbidden } from '../../infrastructure/http/errors.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams, MAX_ID_LENGTH } from '../../infrastructure/http/params.ts';
import { presentInvitation, presentTeam } from './presenters.ts';
import { listMembers, listOpenInvitations } from './queries.ts';
import { acceptInvitation, cancelInvitation, clubOr404, handOver, inviteMember, openInvitation, removeMember, takeOver } from './service.ts';

const tags = ['teams'];
const memberParams = idParams.extend({ userId: z.string().min(1).max(MAX_ID_LENGTH) });
const invitationParams = idParams.extend({ invitationId: z.string().min(1).max(MAX_ID_LENGTH) });
const tokenParams = z.object({ token: z.string().min(1).max(MAX_ID_LENGTH) });

/** Club teams: the owner invites managers and door staff, keeps the team, hands the club over. */
export async function teamRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function team(organizerId: string) {
    const club = await clubOr404(ctx, organizerId);
    const [members, invitations] = await Promise.all([listMembers(ctx.db, organizerId), listOpenInvitations(ctx.db, organizerId, nowIso())]);
    return presentTeam(club, members, invitations);
  }

  r.post('/organizers/:id/members', {
    config: { idempotent: true },
    preValidation: requireUser,
    schema: {
      tags, summary: "Invite someone to the club's team by e-mail (the club's owner)",
      description: "`role`: `manager` (events, registrations, feedback, announcements) or `door` (check-in). Inviting an address again replaces its open invitation; someone on the team already is a 409.",
      params: idParams, body: invitationInputSchema,
      response: { 201: invitationSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    const row = await inviteMember(ctx, viewerOf(request), request.params.id, request.body);
    return reply.status(201).send(presentInvitation(row));
  });

  r.get('/organizers/:id/members', {
    preValidation: requireUser,
    schema: {
      tags, summary: "The club's team and open invitations (the club's owner)",
      params: idParams, response: { 200: teamSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request, reply) => {
    await clubOr404(ctx, request.params.id);
    authorize(canKeepTeam(viewerOf(request), request.params.id), () => forbidden(MSG.onlyOwnerKeepsTeam));
    reply.header('cache-control', 'no-store');
    return team(request.params.id);
  });

  r.delete('/organizers/:id/members/:userId', {
    preValidation: requireUser,
    schema: {
      tags, summary: 'Remove someone from the team (the club’s owner), or leave it (the member)',
      params: memberParams, response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    await removeMember(ctx, viewerOf(request), request.params.id, request.params.userId);
    return reply.status(204).send(null);
  });

  r.delete('/organizers/:id/invitations/:invitationId', {
    preValidation: requireUser,
    schema: { tags, summary: 'Withdraw an open invitation (the club’s owner)', params: invitationParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    await cancelInvitation(ctx, viewerOf(request), request.params.id, request.params.invitationId);
    return reply.status(204).send(null);
  });

  r.post('/organizers/:id/owner', {
    preValidation: requireUser,
    schema: {
      tags, summary: 'Hand the club over to one of its managers (the club’s owner)',
      description: "Given by the club account, the club account's own sign-in ends (its sessions and password are removed and no sign-in is accepted for it again): the club is then run from the new owner's own account. Given by an owner in person, they stay on as a manager.",
      params: idParams, body: handoverInputSchema, response: { 200: teamSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    await handOver(ctx, viewerOf(request), request.params.id, request.body.userId);
    return team(request.params.id);
  });

  r.post('/organizers/:id/take-over', {
    preValidation: requireUser,
    schema: {
      tags, summary: 'Take over a club that has no owner (campus administrators)',
      description: "A club whose account was handed over and whose owner's account is gone has nobody who can run it: an administrator becomes its owner (audited as `club.taken-over`) and can hand it on to a manager. A club with an owner is a 409.",
      params: idParams, response: { 200: teamSchema, ...errorResponses(401, 403, 404, 409) },
    },
  }, async (request) => {
    await takeOver(ctx, viewerOf(request), request.params.id);
    return team(request.params.id);
  });

  r.get('/invitations/:token', {
    schema: {
      tags, summary: 'What an invitation link offers: the club, the role and the invited address',
      params: tokenParams, response: { 200: invitationPreviewSchema, ...errorResponses(404) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const invitation = await openInvitation(ctx, request.params.token);
    return { organizerId: invitation.organizer_id, name: invitation.name ?? '', role: invitation.role, email: invitation.email };
  });

  r.post('/invitations/:token/accept', {
    config: { idempotent: true },
    preValidation: requireUser,
    schema: {
      tags, summary: "Join a club's team with an invitation (signed in, any account but the club's own)",
      params: tokenParams, response: { 200: membershipSchema, ...errorResponses(401, 404, 409) },
    },
  }, async (request) => acceptInvitation(ctx, viewerOf(request), request.params.token));
}
