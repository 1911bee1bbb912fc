// The typed client of API.md: JSON in and out, errors as ApiError with the catalogue message.
// Only the api modules (src/web/infrastructure/api/*.ts, src/web/<feature>/api.ts) send requests (eslint.config.js).
import type { ErrorBody } from '../../../domain/responses/errors.ts';
import { ApiError, hasCode, isRefusal } from './errors.ts';
import { withPageLanguage } from './page-language.ts';

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

export async function apiRequest<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { accept: 'application/json', ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }
  let response: Response;
  try {
    response = await fetch(withPageLanguage(path), init);
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) throw await parseError(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}

/** A file the server sends (a download): its bytes, and the name it suggests. */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string }> {
  let response: Response;
  try {
    response = await fetch(withPageLanguage(path), { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) throw await parseError(response);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), filename: named?.[1] ?? 'download' };
}

/** A submission still to be answered for sure: its key, and its request while that runs. */
interface Submission {
  key: string;
  startedAt: number;
  pending?: Promise<unknown>;
}

/** Keys live a day on the server; a submission kept longer would be created anew anyway. */
const SUBMISSION_LIFETIME_MS = 23 * 60 * 60_000;
const submissions = new Map<string, Submission>();

/** 128 random bits as hex; crypto.randomUUID is missing outside secure contexts (a campus server on plain http). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What makes two sends the same submission: the path and the body (a file by its name, size, type and date). */
function submissionOf(path: string, body: unknown): string {
  if (body instanceof FormData) {
    const parts = [...body.entries()].map(([name, value]) =>
      typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.type, value.lastModified],
    );
    return `${path}\n${JSON.stringify(parts)}`;
  }
  return `${path}\n${JSON.stringify(body)}`;
}

/**
 * POST that creates, sent once per submission with an `Idempotency-Key` (API.md "Safe to
 * submit twice"). The same submission sent again while it runs (a double click or tap)
 * shares its request instead of sending another; sent again after no answer (the network
 * failed) or a 5xx, it carries the same key, so the server creates at most once. Once the
 * server has answered, the next submission is a new one, with a new key.
 */
export function apiCreate<T>(path: string, body: unknown = {}): Promise<T> {
  const id = submissionOf(path, body);
  const now = Date.now();
  for (const [other, submission] of submissions) {
    if (!submission.pending && now - submission.startedAt > SUBMISSION_LIFETIME_MS) submissions.delete(other);
  }
  const known = submissions.get(id);
  if (known?.pending) return known.pending as Promise<T>;
  const submission: Submission = known ?? { key: newIdempotencyKey(), startedAt: now };
  const pending = apiRequest<T>('POST', path, body, { 'idempotency-key': submission.key });
  submission.pending = pending;
  submissions.set(id, submission);
  pending.then(
    () => submissions.delete(id),
    (error: unknown) => {
      // Refused for good (a 4xx): the next submission is a new one; a 5xx, no connection or one still in progress keeps its key.
      const answered = isRefusal(error) && !hasCode(error, 'IDEMPOTENCY_KEY_IN_PROGRESS');
      if (answered) submissions.delete(id);
      else submission.pending = undefined;
    },
  );
  return pending;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => apiRequest<T>('POST', path, body),
  /** POST that creates: one Idempotency-Key per submission (apiCreate). */
  create: apiCreate,
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown) => apiRequest<T>('PATCH', path, body),
  delete: <T = void>(path: string) => apiRequest<T>('DELETE', path),
};
