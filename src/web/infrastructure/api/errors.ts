/**
 * What a failed request looks like to the pages: kept apart from the client so that
 * components can read errors without being able to send requests (eslint.config.js).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Seconds to wait before trying again (a 429's Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** The error's own text, whatever it is. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The server refused the request (a 4xx): its message, from the catalogue, says why. */
export const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** An answer of the server with one of these statuses (0: it could not be reached). */
export const hasStatus = (error: unknown, ...statuses: number[]): error is ApiError => error instanceof ApiError && statuses.includes(error.status);

/** An answer of the server with this error code (e.g. 'INVALID_TOKEN'). */
export const hasCode = (error: unknown, code: string): error is ApiError => error instanceof ApiError && error.code === code;

/** What the server said of one field it refused (`field`), or of the first it names when no field is given. */
export function refusedField(error: unknown, field?: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return field === undefined ? Object.values(error.fields)[0] : error.fields[field];
}

/** For `shown`: every answer's own message, a 5xx's and no connection's too; only a failure that is no ApiError takes the fallback. */
export const EVERY_STATUS = () => true;

/** How a screen words a failed request; with nothing said, the error's own text. */
export interface ProblemWording {
  /** The statuses whose server message is shown as it is (default: every refusal, a 4xx). */
  shown?: readonly number[] | ((status: number) => boolean);
  /** What to say instead for some statuses (404: 'Registration not found') or error codes. */
  byStatus?: Partial<Record<number, string>>;
  byCode?: Partial<Record<string, string>>;
  /** For any other failure (a 5xx, no connection): this line instead of the error's text… */
  fallback?: string;
  /** …or this beginning before the error's text ('Sign in failed: ' + what happened). */
  prefix?: string;
}

const refusalStatus = (status: number) => status >= 400 && status < 500;

/**
 * The one way a failed request becomes a message on screen: a refusal's catalogue message
 * as the server wrote it (the person can act on it), anything else in the screen's words.
 */
export function problemMessage(error: unknown, wording: ProblemWording = {}): string {
  if (error instanceof ApiError) {
    const instead = wording.byCode?.[error.code] ?? wording.byStatus?.[error.status];
    if (instead !== undefined) return instead;
    const { shown = refusalStatus } = wording;
    if (typeof shown === 'function' ? shown(error.status) : shown.includes(error.status)) return error.message;
  }
  return wording.fallback ?? `${wording.prefix ?? ''}${errorMessage(error)}`;
}

/**
 * The server's message for each field it refused (a 400 names them), for the form to show
 * beside them; empty for any other failure. The form keeps what was typed either way.
 */
export function fieldProblems(error: unknown, statuses: readonly number[] = [400]): Record<string, string> {
  return error instanceof ApiError && statuses.includes(error.status) ? error.fields : {};
}
