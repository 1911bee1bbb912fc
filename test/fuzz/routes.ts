import { z } from 'zod';
import { organizerProfileSchema, studentProfileSchema } from '../../src/domain/schemas/profile.ts';
import { registrationPatchSchema } from '../../src/domain/schemas/registration.ts';
import type { HttpClient } from '../support/http-client.ts';

/** The part of JSON Schema that the OpenAPI document of the zod schemas uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
}

export interface Param {
  name: string;
  schema: JsonSchema;
}

export interface RouteSpec {
  method: string;
  /** OpenAPI style: /api/events/{id} */
  path: string;
  pathParams: Param[];
  query: Param[];
  body?: JsonSchema;
}

/**
 * Routes left out, and why. Each would end one of the three actors (the fuzzer sends
 * every request with a copy of the actor's cookies, but a session revoked on the server
 * stays revoked), or never finishes.
 */
export const EXCLUDED_ROUTES: Record<string, string> = {
  'DELETE /api/me': "deletes the actor's account (and an organizer's events)",
  'POST /api/auth/sign-out': "revokes the actor's session on the server",
  'POST /api/me/sessions/sign-out-others': 'revokes sessions; it takes no parameters or body to fuzz',
  'GET /api/live': 'an endless event stream without parameters: the request never finishes',
};
// Kept on purpose: DELETE /api/me/sessions/{id} (the generators never know an actor's own
// session id, so it cannot sign one out) and DELETE /api/me/signup (refused with 409 for
// the actors, whose sign-ups are complete).

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const text = (maxLength = 300): JsonSchema => ({ type: 'string', maxLength });

/** Bodies that the OpenAPI document leaves out (the routes validate them by hand). */
const MISSING_BODIES: Record<string, JsonSchema> = {
  'PUT /api/me/profile': {
    type: 'object',
    properties: { ...jsonSchemaOf(studentProfileSchema).properties, ...jsonSchemaOf(organizerProfileSchema).properties },
  },
  'PATCH /api/registrations/{id}': jsonSchemaOf(registrationPatchSchema),
};

const body = (properties: Record<string, JsonSchema>): JsonSchema => ({ type: 'object', properties });
const route = (method: string, path: string, rest: Partial<RouteSpec> = {}): RouteSpec => ({
  method, path, query: [], ...rest, pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1]!, schema: text(500) })),
});

/** Routes hidden from OpenAPI that take input: Better Auth's, the image files, Better Auth's link landings. */
export const HIDDEN_ROUTES: RouteSpec[] = [
  route('POST', '/api/auth/sign-in/email', { body: body({ email: text(254), password: text(128), rememberMe: { type: 'boolean' }, callbackURL: text() }) }),
  route('POST', '/api/auth/request-password-reset', { body: body({ email: text(254), redirectTo: text() }) }),
  route('POST', '/api/auth/sign-in/magic-link', { body: body({ email: text(254), callbackURL: text(), name: text() }) }),
  route('POST', '/api/auth/reset-password', { body: body({ newPassword: text(128), token: text() }) }),
  route('POST', '/api/auth/sign-in/social', { body: body({ provider: text(), callbackURL: text() }) }),
  route('GET', '/api/auth/magic-link/verify', { query: [{ name: 'token', schema: text() }, { name: 'callbackURL', schema: text() }] }),
  route('GET', '/api/auth/reset-password/{token}', { query: [{ name: 'callbackURL', schema: text() }] }),
  route('GET', '/images/{id}', { query: [{ name: 'size', schema: { type: 'string', enum: ['card', 'full'] } }] }),
];

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Every operation of the OpenAPI document, with its path parameters, query and JSON body. */
export function routesFromOpenApi(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): RouteSpec[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const params = op.parameters ?? [];
      const key = `${method.toUpperCase()} ${path}`;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map(({ name, schema }) => ({ name, schema })),
        query: params.filter((p) => p.in === 'query').map(({ name, schema }) => ({ name, schema })),
        body: op.requestBody?.content['application/json']?.schema ?? MISSING_BODIES[key],
      };
    }),
  );
}

/** The routes to fuzz: the server's own OpenAPI document plus the hidden ones, minus the exclusions. */
export async function loadRoutes(client: HttpClient): Promise<RouteSpec[]> {
  const res = await client.get('/api/docs/json');
  if (res.status !== 200) throw new Error(`GET /api/docs/json answered ${res.status}`);
  const all = [...routesFromOpenApi(res.body), ...HIDDEN_ROUTES];
  return all.filter((r) => !(`${r.method} ${r.path}` in EXCLUDED_ROUTES));
}
