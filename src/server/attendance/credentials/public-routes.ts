import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../infrastructure/context.ts';
import { notFound } from '../../infrastructure/http/errors.ts';
import { didDocument, issuerKeys } from './keys.ts';
import { statusListCredential } from './service.ts';

const hide = { hide: true } as const;

/**
 * What verifiers fetch, at the addresses their standards name (API.md "Outcomes,
 * reflections, credentials"): the issuer's keys (JWKS), its did:web document, and the
 * status lists. The keys change only with the configuration, so they may be cached an
 * hour; a status list is read fresh each time (a revocation counts at once).
 */
export async function credentialPublicRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }) {
  app.get('/.well-known/jwks.json', { schema: hide }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').header('access-control-allow-origin', '*').type('application/jwk-set+json').send(issuerKeys(ctx.config).jwks));

  app.get('/.well-known/did.json', { schema: hide }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').header('access-control-allow-origin', '*').type('application/did+json').send(didDocument(issuerKeys(ctx.config))));

  /**
   * The BitstringStatusListCredential as a VC-JWT (`application/vc+jwt`); asked for JSON
   * (`Accept: application/json`), `{credential, jwt}` as the student's credentials are.
   */
  app.get<{ Params: { list: string } }>('/credentials/status/:list', { schema: hide }, async (request, reply) => {
    const list = /^\d{1,9}$/.test(request.params.list) ? Number(request.params.list) : NaN;
    const signed = await statusListCredential(ctx, list);
    reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*');
    if (!signed) throw notFound();
    if ((request.headers.accept ?? '').includes('application/json')) return reply.type('application/json').send(signed);
    return reply.type('application/vc+jwt').send(signed.jwt);
  });
}
