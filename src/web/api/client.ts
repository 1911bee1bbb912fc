// The typed client of API.md: JSON in and out, errors as ApiError with the catalogue message.
// Only the api modules (src/web/api/*.ts, src/web/<feature>/api.ts) send requests (eslint.config.js).
import type { ErrorBody } from '../../domain/responses/errors.ts';
import { ApiError } from './errors.ts';

/** Quad's ErrorBody, or Better Auth's `{code, message}` (under /api/auth); either may be missing. */
type ErrorShape = Partial<ErrorBody> & { code?: string; message?: string };

async function parseError(response: Response): Promise<ApiError> {
  let body: ErrorShape = {};
  try {
    body = (await response.json()) as ErrorShape;
  } catch {
    // not JSON: keep the status text
  }
  // Quad's shape is {error: {...}}; Better Auth's (under /api/auth) is {code, message}.
  const code = body.error?.code ?? body.code ?? `HTTP_${response.status}`;
  const message = body.error?.message ?? body.message ?? (response.statusText || 'Request failed');
  const retryAfter = Number(response.headers.get('retry-after')) || undefined;
  return new ApiError(response.status, code, message, body.error?.fields ?? {}, retryAfter);
}

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { accept: 'application/json' } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) throw await parseError(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown) => apiRequest<T>('PATCH', path, body),
  delete: <T = void>(path: string) => apiRequest<T>('DELETE', path),
};
