import type { SwaggerTransform } from '@fastify/swagger';
import { scopeForRoute } from '../../../domain/api-tokens.ts';
import { errorSchema } from '../../../domain/responses/errors.ts';

/** Documents the error statuses a route may answer with (API.md error shape, declared in src/domain/responses). */
export function errorResponses(...statuses: number[]): Record<number, typeof errorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorSchema]));
}

/**
 * The served document, made to say what the answers hold. Zod writes a nullable enum as
 * `{nullable: true, enum: [...]}`; OpenAPI 3.0 reads `nullable` as widening the type
 * only, so a strict client refuses null unless the enum lists it too.
 */
export function withNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) {
    node.forEach(withNullableEnums);
  } else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
    for (const value of Object.values(schema)) withNullableEnums(value);
  }
  return node;
}

/** The two ways to call the API, as the document declares them. */
export const SECURITY_SCHEMES = {
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'quad.session_token', description: 'The web app\'s session (signing in); writes must come from the same origin.' },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    description: "An API token (POST /api/me/tokens or /api/organizers/{id}/tokens) as `Authorization: Bearer quad_…`: acts as its owner, limited to its scopes (403 'Token scope does not allow this.'). Operations that list no scope cannot be called with a token.",
  },
} as const;

/**
 * Declares on each operation the token scope it needs (src/domain/api-tokens.ts,
 * ROUTE_SCOPES, the same table the server enforces): in `security` and in words.
 */
export function documentTokenScopes(transform: SwaggerTransform): SwaggerTransform {
  return (args) => {
    const out = transform(args);
    const method = [args.route.method].flat()[0] ?? 'GET';
    const scope = scopeForRoute(String(method), args.url);
    if (scope === undefined) return out;
    const schema: Record<string, unknown> = { ...out.schema };
    schema.security = [{ sessionCookie: [] }, { apiToken: scope === 'any' ? [] : [scope] }];
    const note = scope === 'any' ? 'API tokens: any scope.' : `API tokens: scope \`${scope}\`.`;
    schema.description = schema.description ? `${String(schema.description)}\n\n${note}` : note;
    return { ...out, schema };
  };
}
