import type { FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { MSG } from '../../../domain/messages.ts';
import type { ErrorBody } from '../../../domain/responses/errors.ts';

/** A message made of parts (a number, a date) said in a language from the catalogue. */
export type SaidIn = (t: TFunction, language: UiLanguage) => string;

/** How an error's message and fields are said in another language than English. */
export interface SaidInLanguage {
  message?: SaidIn;
  fields?: Record<string, SaidIn>;
}

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

  /** Its message (and fields) made of parts, for language.ts to say in the request's language. */
  saidIn?: SaidInLanguage;

  /** The same error, said in other languages by `said`; its English stays `message`. */
  sayingIn(said: SaidInLanguage): this {
    this.saidIn = said;
    return this;
  }
}

/** The parts of the error a request is answered with, from the error handler to language.ts. */
export const saidInOf = new WeakMap<FastifyRequest, SaidInLanguage>();

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

/** The code of an error known only by its status (the framework's, a file server's): one code per status. */
export const STATUS_CODES: Readonly<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  411: 'LENGTH_REQUIRED',
  413: 'TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
  500: 'INTERNAL',
  501: 'NOT_IMPLEMENTED',
};

const BAD_INPUT_CODES = new Set(['INVALID_INPUT', 'MALFORMED_JSON', 'NUL_CHARACTER']);

/**
 * Whether an answer's status and code say the same thing: a generic code has its one
 * status, bad input is 400 and anything "not found" is 404. A specific code (EMAIL_IN_USE)
 * may go with the status its route documents.
 */
export function codeAgreesWithStatus(code: string, status: number): boolean {
  const generic = Object.entries(STATUS_CODES).find(([, c]) => c === code);
  if (generic) return Number(generic[0]) === status;
  if (BAD_INPUT_CODES.has(code)) return status === 400;
  if (code.endsWith('NOT_FOUND')) return status === 404;
  return status >= 400 && status < 600;
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
