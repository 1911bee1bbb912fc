import { errorSchema } from '../../domain/responses/errors.ts';

/** Documents the error statuses a route may answer with (API.md error shape, declared in src/domain/responses). */
export function errorResponses(...statuses: number[]): Record<number, typeof errorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorSchema]));
}
