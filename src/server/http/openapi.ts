import { errorSchema } from '../../domain/responses/errors.ts';

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
