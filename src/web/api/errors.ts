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

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
