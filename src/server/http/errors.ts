import { MSG } from '../../domain/messages.ts';
import type { ErrorBody } from '../../domain/responses/errors.ts';

/** An expected failure with its HTTP status, code and catalogue message (API.md error shape). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>, code = 'INVALID_INPUT') =>
  new AppError(400, code, message, fields);
export const unauthorized = () => new AppError(401, 'UNAUTHENTICATED', MSG.loginFirst);
export const forbidden = (message: string = MSG.forbidden, code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message: string = MSG.notFound, code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT', fields?: Record<string, string>) =>
  new AppError(409, code, message, fields);

/**
 * Where a policy's "no" becomes an answer: the domain decides (src/domain/policy), the
 * server throws the catalogue's error. `error` is built only when refused.
 */
export function authorize(allowed: boolean, error: () => AppError): asserts allowed {
  if (!allowed) throw error();
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields && Object.keys(fields).length ? { code, message, fields } : { code, message } };
}

/** Unique-constraint violations on either database, so a race becomes a 409, not a 500. */
export function isUniqueViolation(error: unknown, hint?: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: string; message?: string; constraint?: string; detail?: string };
  const unique = e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  if (!unique || !hint) return unique;
  const text = `${e.message ?? ''} ${e.constraint ?? ''} ${e.detail ?? ''}`.toLowerCase();
  return text.includes(hint.toLowerCase());
}
