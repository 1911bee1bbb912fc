import { createHash } from 'node:crypto';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../../domain/messages.ts';
import type { Db, Dialect } from '../db/connection.ts';
import { AppError, badRequest, conflict } from './errors.ts';
import { createGroupCommit, type Settled } from '../db/group-commit.ts';
import {
  claimIdempotencyKey, claimIdempotencyKeys, findIdempotencyKey, releaseIdempotencyKey, storeIdempotentAnswer, storeIdempotentAnswers,
  type IdempotencyClaim, type IdempotencyScope, type IdempotentAnswer,
} from './queries.ts';

/**
 * Creates that are safe to send twice (after the IETF httpapi Idempotency-Key draft): a
 * route opts in with `config: { idempotent: true }`. A signed-in request that carries the
 * header claims its key for its account, method and path before the handler runs; the
 * answer (status and body) is kept, and the same key within KEY_LIFETIME_MS replays it
 * instead of running the handler again. 5xx answers are not kept, so a retry runs anew.
 * Without the header nothing changes.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key replays its answer; the sweeper deletes older keys. */
export const KEY_LIFETIME_MS = 24 * 60 * 60_000;
/** A claimed key whose request never answered (the process died) is let go after this. */
export const STALE_CLAIM_MS = 60_000;
export const MAX_KEY_LENGTH = 200;
/** Visible ASCII, as an opaque token or a structured-field string ("…") carries it. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** POST that creates: honours the Idempotency-Key header (http/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: IdempotencyClaim & { settled: boolean };
  }
}

export const invalidKey = () => badRequest(MSG.idempotencyKeyInvalid, undefined, 'INVALID_IDEMPOTENCY_KEY');
/** API.md: the same key with a different body is a conflict. */
export const keyReused = () => new AppError(409, 'IDEMPOTENCY_KEY_REUSED', MSG.idempotencyKeyReused);
export const keyInProgress = () => conflict(MSG.idempotencyKeyInProgress, 'IDEMPOTENCY_KEY_IN_PROGRESS');

/** The key as sent, without the quotes of a structured-field string; undefined when absent. */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (Array.isArray(raw) || !KEY_PATTERN.test(raw)) throw invalidKey();
  const key = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (key.length === 0 || key.includes('"') || key.includes('\\')) throw invalidKey();
  return key;
}

/** JSON with object keys in order, so the same body spelled in another order is the same body. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What "the same request" means: the parsed body; an upload (multipart, read by its
 * handler as a stream) by its length, the only part known before it is read.
 */
function fingerprint(request: FastifyRequest): string {
  const type = request.headers['content-type'] ?? '';
  const basis = type.startsWith('multipart/') ? `multipart:${request.headers['content-length'] ?? ''}` : canonicalJson(request.body ?? null);
  return createHash('sha256').update(basis).digest('hex');
}

function pathOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? request.url : request.url.slice(0, at);
}

/**
 * The claims, and the answers kept, of requests that come together (a rush of registrations)
 * go in one statement each, in the event loop's next turn (db/group-commit.ts), not one write
 * and one commit per request. A statement that fails is tried again for each alone, so a
 * request fails only for itself.
 */
function batchedWrites(db: Db, dialect: Dialect) {
  const settle = async <T, R>(items: T[], together: (items: T[]) => Promise<R[]>, alone: (item: T) => Promise<R>): Promise<Settled<R>[]> => {
    try {
      return (await together(items)).map((value) => ({ ok: true, value }));
    } catch {
      return Promise.all(items.map((item) => alone(item).then((value): Settled<R> => ({ ok: true, value }), (error: unknown): Settled<R> => ({ ok: false, error }))));
    }
  };
  const claims = createGroupCommit<IdempotencyClaim, boolean>((_, items) =>
    settle(items, (all) => claimIdempotencyKeys(db, dialect, all), (one) => claimIdempotencyKey(db, one.scope, one.fingerprint, one.now)));
  const answers = createGroupCommit<IdempotentAnswer, void>((_, items) =>
    settle(items, (all) => storeIdempotentAnswers(db, dialect, all).then(() => all.map(() => undefined)), (one) => storeIdempotentAnswer(db, one.scope, one.answer)));
  return {
    claim: (claim: IdempotencyClaim) => claims.submit('claims', claim),
    store: (answer: IdempotentAnswer) => answers.submit('answers', answer),
  };
}

export const idempotencyPlugin = fp(async (app: FastifyInstance, { db, dialect, now = () => new Date() }: { db: Db; dialect: Dialect; now?: () => Date }) => {
  const writes = batchedWrites(db, dialect);
  // After authentication (a route's preValidation) and validation: a refused request claims nothing.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = readIdempotencyKey(request);
    if (key === undefined || !request.viewer) return;
    const scope: IdempotencyScope = { ownerId: request.viewer.id, method: request.method, path: pathOf(request), key };
    const print = fingerprint(request);
    // Twice at most: a row found expired or abandoned is let go and claimed once more.
    for (let attempt = 0; attempt < 2; attempt++) {
      const at = now();
      if (await writes.claim({ scope, fingerprint: print, now: at })) {
        request.idempotency = { scope, fingerprint: print, now: at, settled: false };
        return;
      }
      const first = await findIdempotencyKey(db, scope);
      if (!first) continue;
      const age = at.getTime() - first.createdAt.getTime();
      if (age >= KEY_LIFETIME_MS || (first.status === null && age >= STALE_CLAIM_MS)) {
        await releaseIdempotencyKey(db, scope, first.createdAt);
        continue;
      }
      if (first.fingerprint !== print) throw keyReused();
      if (first.status === null) {
        reply.header('retry-after', '1');
        throw keyInProgress();
      }
      if (first.contentType) reply.header('content-type', first.contentType);
      reply.header('idempotent-replayed', 'true');
      return reply.status(first.status).send(first.body ?? undefined);
    }
    throw keyInProgress();
  });

  // Kept before the answer leaves, so a retry sent the moment it arrives replays it.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || claim.settled) return payload;
    claim.settled = true;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
    if (reply.statusCode >= 500 || (body === undefined && payload != null)) {
      await releaseIdempotencyKey(db, claim.scope);
      return payload;
    }
    const type = reply.getHeader('content-type');
    await writes.store({ ...claim, answer: { status: reply.statusCode, content_type: typeof type === 'string' ? type : null, body: body ?? null } });
    return payload;
  });

  // An answer that never went out (the client went away first) keeps nothing.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotency;
    if (!claim || claim.settled) return;
    claim.settled = true;
    await releaseIdempotencyKey(db, claim.scope);
  });
});

/** The OpenAPI document shows the header, and its 400 and 409, on every route that honours it. */
export function documentIdempotencyKey(transform: SwaggerTransform): SwaggerTransform {
  return (args) => {
    const out = transform(args);
    if (!args.route.config?.idempotent) return out;
    const schema: Record<string, unknown> = { ...out.schema };
    const headers = (schema.headers as { type?: string; properties?: Record<string, unknown> } | undefined) ?? { type: 'object', properties: {} };
    schema.headers = {
      ...headers,
      properties: {
        ...headers.properties,
        [IDEMPOTENCY_HEADER]: {
          type: 'string',
          minLength: 1,
          maxLength: MAX_KEY_LENGTH,
          description:
            'Optional. Makes this create safe to send twice: the same key from the same account for the same method and path within 24 h replays the first answer (status and body; header Idempotent-Replayed: true) instead of creating again. The same key with a different body: 409 IDEMPOTENCY_KEY_REUSED; while the first request is still running: 409 IDEMPOTENCY_KEY_IN_PROGRESS. 5xx answers are not kept. 1–200 visible ASCII characters, else 400.',
        },
      },
    };
    const response = schema.response as Record<string, unknown> | undefined;
    const errorShape = response?.[400] ?? response?.[401] ?? response?.[403];
    if (response && errorShape) schema.response = { ...response, 400: response[400] ?? errorShape, 409: response[409] ?? errorShape };
    return { ...out, schema };
  };
}
