import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { mayHaveInvolvement } from '../../../domain/policy/registrations.ts';
import { credentialListSchema, credentialVerdictSchema, signedCredentialSchema } from '../../../domain/responses/credentials.ts';
import { credentialVerifySchema } from '../../../domain/schemas/outcomes.ts';
import { requireActor, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { myBundle, myCredential, myCredentials, verifyCredential } from './service.ts';

const tags = ['credentials'];
const students = requireActor(mayHaveInvolvement, MSG.onlyStudentsInvolvement);
const JWT_TYPE = 'application/vc+jwt';

/** A student's Open Badges 3.0 credentials, and their check by anyone. */
export async function credentialRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/me/credentials', {
    preValidation: students,
    schema: {
      tags, summary: 'Your Open Badges 3.0 credentials: one per attended event, one per club role held a term',
      description: 'Credentials earned since the last call are issued now; one that lost its ground (a check-in undone, an event deleted, a reflection withdrawn) is revoked and left out.',
      response: { 200: credentialListSchema, ...errorResponses(401, 403) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { credentials: await myCredentials(ctx, viewerOf(request).id) };
  });

  r.get('/me/credentials/clr', {
    preValidation: students,
    schema: { tags, summary: 'All your credentials in force as one CLR 2.0 ClrCredential, signed (VC-JWT)', response: { 200: signedCredentialSchema, ...errorResponses(401, 403) } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return myBundle(ctx, viewerOf(request).id);
  });

  r.get('/me/credentials/clr/download', {
    preValidation: students,
    schema: { tags, summary: 'The CLR bundle as a file (its VC-JWT)', response: { 200: z.unknown().describe(JWT_TYPE), ...errorResponses(401, 403) } },
  }, async (request, reply) => {
    const { jwt } = await myBundle(ctx, viewerOf(request).id);
    return reply.type(JWT_TYPE).header('content-disposition', 'attachment; filename="quad-record.clr.jwt"').header('cache-control', 'no-store').send(jwt);
  });

  r.get('/me/credentials/:id', {
    preValidation: students,
    schema: { tags, summary: 'One of your credentials: the Open Badges 3.0 credential and its VC-JWT (EdDSA)', params: idParams, response: { 200: signedCredentialSchema, ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { credential, jwt } = await myCredential(ctx, viewerOf(request).id, request.params.id);
    return { credential, jwt };
  });

  r.get('/me/credentials/:id/download', {
    preValidation: students,
    schema: { tags, summary: 'One of your credentials as a file (its VC-JWT)', params: idParams, response: { 200: z.unknown().describe(JWT_TYPE), ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    const { jwt } = await myCredential(ctx, viewerOf(request).id, request.params.id);
    return reply.type(JWT_TYPE).header('content-disposition', `attachment; filename="quad-credential-${request.params.id}.jwt"`).header('cache-control', 'no-store').send(jwt);
  });

  r.post('/credentials/verify', {
    schema: {
      tags, summary: 'Check a credential (its VC-JWT): signed by this campus, and whether it was revoked',
      description: '`valid` is false for anything this campus did not sign; `revoked` is read from its Bitstring Status List.',
      body: credentialVerifySchema, response: { 200: credentialVerdictSchema, ...errorResponses(400) },
    },
  }, async (request) => verifyCredential(ctx, request.body.jwt));
}
