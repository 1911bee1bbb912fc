import fc from 'fast-check';
import { Base64Json, hostileValue, hugeString, type Huge } from './hostile.ts';
import { Ref } from './refs.ts';
import { hostileCookie, hostileQueryValue, pathId, rawQuery } from './url-parts.ts';
import type { JsonSchema, Param, RouteSpec } from './routes.ts';

/** Values known to pass a field's validation (by field name), so that a request gets past some checks. */
export type Pools = Record<string, fc.Arbitrary<unknown>>;

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | null; text: string | Huge };

export interface FuzzRequest {
  actor: 'anonymous' | 'student' | 'organizer';
  method: string;
  path: string;
  params: Record<string, unknown>;
  /** Encoded when sent. */
  query: [string, unknown][];
  /** Appended as it is: broken percent-encodings. */
  rawQuery: string;
  /** A forged Cookie header, sent by the anonymous actor only ('' for none). */
  cookie: string;
  body: BodySpec;
}

const ACTORS: FuzzRequest['actor'][] = ['anonymous', 'student', 'organizer'];
export const actorName = fc.constantFrom(...ACTORS);

/** Mostly one of the actors the route lets in (see probe.ts), sometimes any. */
export const actorAmong = (allowed: FuzzRequest['actor'][]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...allowed) }, { weight: 1, arbitrary: actorName });

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/** A value the schema itself accepts (refinements such as dates may still refuse it). */
export function validValue(schema: JsonSchema, field: string, pools: Pools): fc.Arbitrary<unknown> {
  const pooled = pools[field];
  if (pooled) return pooled;
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1000, 1_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, field, pools), { maxLength: 3 });
    case 'object':
      return validObject(schema, pools);
    default:
      return fc.string({ minLength: Math.max(1, schema.minLength ?? 1), maxLength: Math.min(schema.maxLength ?? 24, 24) });
  }
}

/** Just inside and just outside the schema's limits: max length, max + 1, blank, min − 1, max + 1. */
export function boundaryValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    const edges = [schema.minimum, schema.maximum].filter((v): v is number => v !== undefined);
    return fc.constantFrom(...edges.flatMap((v) => [v, v - 1, v + 1, v + 0.5]), 0, -1);
  }
  const max = schema.maxLength ?? 200;
  return fc.constantFrom('', '   ', '\t\n', 'a'.repeat(max), 'a'.repeat(max + 1), '😀'.repeat(max), 'é'.repeat(max + 1));
}

/** One field: usually valid, else at its limits, or hostile. */
export function fieldValue(schema: JsonSchema, field: string, pools: Pools): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: validValue(schema, field, pools) },
    { weight: 1, arbitrary: boundaryValue(schema) },
    { weight: 3, arbitrary: hostileValue },
  );
}

function validObject(schema: JsonSchema, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  return fc.record(Object.fromEntries(props.map(([name, s]) => [name, validValue(s, name, pools)])));
}

/** Every field valid but one, which is hostile or missing. */
function objectWithOneBadField(schema: JsonSchema, pools: Pools) {
  const names = Object.keys(schema.properties ?? {});
  if (!names.length) return fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 4 });
  return fc.tuple(validObject(schema, pools), fc.constantFrom(...names), fc.option(hostileValue, { freq: 4 })).map(([valid, bad, value]) => {
    const body: Record<string, unknown> = { ...valid };
    if (value === null) delete body[bad];
    else body[bad] = value;
    return body;
  });
}

/** Each field independently valid, at a limit, hostile or missing. */
function objectWithMixedFields(schema: JsonSchema, pools: Pools) {
  const props = Object.entries(schema.properties ?? {});
  return fc.record(Object.fromEntries(props.map(([name, s]) => [name, fieldValue(s, name, pools)])), { requiredKeys: [] });
}

/** A valid body plus unknown fields, including prototype-polluting keys. */
function objectWithExtraFields(schema: JsonSchema, pools: Pools) {
  return fc.tuple(validObject(schema, pools), fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'id', 'organizerId', 'isAdmin'), hostileValue, { minKeys: 1, maxKeys: 3 }))
    .map(([valid, extra]) => Object.fromEntries([...Object.entries(valid), ...Object.entries(extra)]));
}

/** Bodies no JSON parser or validator should choke on: malformed, wrong media type, deep, Infinity. */
export const malformedBody: fc.Arbitrary<BodySpec> = fc.oneof(
  fc.record({
    contentType: fc.constantFrom<string | null>('application/json', 'application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml', null),
    text: fc.constantFrom('{"name":', '{"a":1}}', "{'a':1}", '\ufeff{}', 'null', '[]', '"text"', '123', 'true', '{"rating":1e400,"capacity":1e400,"semester":-1e400}', '{"capacity":123456789012345678901234567890}', '{"name":"a","name":{"$gt":""}}', 'name=x&usn=%00', '\u0000', `${'['.repeat(5000)}${']'.repeat(5000)}`, `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`),
  }),
  hugeString.map((text) => ({ contentType: 'application/json', text })),
).map((raw) => ({ kind: 'raw' as const, ...raw }));

/** A JSON body for the schema: mostly an object, valid or close to it (hostile strings may still be valid strings). */
export function jsonBody(schema: JsonSchema | undefined, pools: Pools): fc.Arbitrary<BodySpec> {
  const s = schema ?? {};
  const json = fc.oneof(
    { weight: 2, arbitrary: validObject(s, pools) },
    { weight: 4, arbitrary: objectWithOneBadField(s, pools) },
    { weight: 3, arbitrary: objectWithMixedFields(s, pools) },
    { weight: 1, arbitrary: objectWithExtraFields(s, pools) },
    { weight: 1, arbitrary: hostileValue },
  );
  return fc.oneof({ weight: 9, arbitrary: json.map((value) => ({ kind: 'json' as const, value })) }, { weight: 1, arbitrary: malformedBody });
}

/** Query parameters: each missing or valid but one (hostile or repeated, i.e. an array), or each anything; sometimes an unknown one. */
export function queryParams(params: Param[], pools: Pools): fc.Arbitrary<[string, unknown][]> {
  type Entries = [string, unknown][];
  // Symbolic values (a real id, an encoded token) stay as they are: send.ts turns them into text.
  const asText = (v: unknown) => (typeof v === 'string' || v instanceof Ref || v instanceof Base64Json ? v : JSON.stringify(v));
  const fine = (p: Param) =>
    fc.oneof({ weight: 1, arbitrary: fc.constant<Entries>([]) }, { weight: 2, arbitrary: validValue(p.schema, p.name, pools).map((v): Entries => [[p.name, asText(v)]]) });
  const bad = (p: Param) =>
    fc.oneof(
      { weight: 2, arbitrary: hostileQueryValue.map((v): Entries => [[p.name, v]]) },
      { weight: 1, arbitrary: fc.array(fc.oneof(hostileQueryValue, fc.constant('1')), { minLength: 2, maxLength: 3 }).map((vs) => vs.map((v): Entries[number] => [p.name, v])) },
    );
  const oneBad = params.length
    ? fc.integer({ min: 0, max: params.length - 1 }).chain((i) => fc.tuple(...params.map((p, j) => (i === j ? bad(p) : fine(p)))))
    : fc.constant([] as Entries[]);
  const mixed = fc.tuple(...params.map((p) => fc.oneof({ weight: 2, arbitrary: fine(p) }, { weight: 1, arbitrary: bad(p) })));
  const unknown = fc.array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'limit', 'x'), hostileQueryValue), { maxLength: 1 });
  return fc.tuple(fc.oneof(oneBad, mixed, fc.tuple(...params.map(fine))), unknown).map(([each, extra]) => [...each.flat(), ...extra]);
}

const noBody = fc.constant<BodySpec>({ kind: 'none' });

/** A whole request for a route, as one of the three actors (mostly one it lets in). */
export function requestFor(route: RouteSpec, pools: Pools, allowed: FuzzRequest['actor'][] = ACTORS): fc.Arbitrary<FuzzRequest> {
  const body = route.method === 'GET' ? noBody : route.body ? jsonBody(route.body, pools) : fc.oneof(noBody, jsonBody(undefined, pools));
  return fc.record({
    actor: actorAmong(allowed),
    method: fc.constant(route.method),
    path: fc.constant(route.path),
    params: fc.record(Object.fromEntries(route.pathParams.map((p) => [p.name, pathId(route.path)]))),
    query: queryParams(route.query, pools),
    rawQuery: rawQuery([...route.query, ...route.pathParams].map((p) => p.name)),
    cookie: hostileCookie,
    body,
  });
}
