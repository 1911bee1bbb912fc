import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenInputSchema } from '../../../domain/api-tokens.ts';
import { MSG } from '../../../domain/messages.ts';
import { ownsClub } from '../../../domain/policy/organizers.ts';
import { apiTokenListSchema, createdApiTokenSchema } from '../../../domain/responses/tokens.ts';
import { requireUser, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { authorize, forbidden, notFound } from '../../infrastructure/http/errors.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams, MAX_ID_LENGTH } from '../../infrastructure/http/params.ts';
import { clubOr404 } from '../../identity/teams/service.ts';
import { presentToken } from './presenters.ts';
import { deleteToken, listTokens, type TokenOwner } from './queries.ts';
import { createToken } from './service.ts';

const tags = ['tokens'];
const tokenIdParams = z.object({ id: z.string().min(1).max(MAX_ID_LENGTH) });
const clubTokenParams = idParams.extend({ tokenId: z.string().min(1).max(MAX_ID_LENGTH) });
const description =
  'Scopes: `events:read`, `events:write`, `registrations:read`, `registrations:write`, `check-in`, `feedback:read`. ' +
  '`expiresInDays` (1–365) or none for a token that lasts until deleted. The token is in this answer only; send it as `Authorization: Bearer <token>`.';

/** API tokens: a person's own (/me/tokens) and a club's, kept by its owner (/organizers/:id/tokens). */
export async function tokenRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The club's tokens are its owner's to keep: 404 for an unknown club, then 403. */
  async function clubOwner(request: Parameters<typeof viewerOf>[0], organizerId: string): Promise<TokenOwner> {
    await clubOr404(ctx, organizerId);
    const viewer = viewerOf(request);
    authorize(ownsClub(viewer, organizerId), () => forbidden(MSG.onlyClubOwnerTokens));
    return { userId: viewer.id, organizerId };
  }

  r.post('/me/tokens', {
    config: { idempotent: true },
    preValidation: requireUser,
    schema: { tags, summary: 'Create an API token acting as you, limited to its scopes', description, body: tokenInputSchema, response: { 201: createdApiTokenSchema, ...errorResponses(400, 401) } },
  }, async (request, reply) => {
    const created = await createToken(ctx, { userId: viewerOf(request).id, organizerId: null }, request.body);
    return reply.status(201).header('cache-control', 'no-store').send(created);
  });

  r.get('/me/tokens', {
    preValidation: requireUser,
    schema: { tags, summary: 'Your API tokens with their last use (never the tokens themselves)', response: { 200: apiTokenListSchema, ...errorResponses(401) } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { tokens: (await listTokens(ctx.db, { userId: viewerOf(request).id, organizerId: null })).map(presentToken) };
  });

  r.delete('/me/tokens/:id', {
    preValidation: requireUser,
    schema: { tags, summary: 'Delete one of your API tokens: it stops working at once', params: tokenIdParams, response: { 204: z.null(), ...errorResponses(401, 404) } },
  }, async (request, reply) => {
    // Someone else's token is answered like a missing one.
    if (!(await deleteToken(ctx.db, { userId: viewerOf(request).id, organizerId: null }, request.params.id))) throw notFound(MSG.tokenNotFound, 'TOKEN_NOT_FOUND');
    return reply.status(204).send(null);
  });

  r.post('/organizers/:id/tokens', {
    config: { idempotent: true },
    preValidation: requireUser,
    schema: { tags, summary: "Create an API token acting as the club's account (the club's owner)", description, params: idParams, body: tokenInputSchema, response: { 201: createdApiTokenSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request, reply) => {
    const owner = await clubOwner(request, request.params.id);
    return reply.status(201).header('cache-control', 'no-store').send(await createToken(ctx, owner, request.body));
  });

  r.get('/organizers/:id/tokens', {
    preValidation: requireUser,
    schema: { tags, summary: "The club's API tokens with their last use (the club's owner)", params: idParams, response: { 200: apiTokenListSchema, ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    const owner = await clubOwner(request, request.params.id);
    reply.header('cache-control', 'no-store');
    return { tokens: (await listTokens(ctx.db, owner)).map(presentToken) };
  });

  r.delete('/organizers/:id/tokens/:tokenId', {
    preValidation: requireUser,
    schema: { tags, summary: "Delete one of the club's API tokens (the club's owner)", params: clubTokenParams, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    const owner = await clubOwner(request, request.params.id);
    if (!(await deleteToken(ctx.db, owner, request.params.tokenId))) throw notFound(MSG.tokenNotFound, 'TOKEN_NOT_FOUND');
    return reply.status(204).send(null);
  });
}
