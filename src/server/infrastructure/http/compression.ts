import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * API answers travel compressed: a listing of 50 events is about 28 KB of JSON
 * and a few KB of brotli. Brotli when the client takes it, else gzip; nothing for a client
 * that asks for neither, for answers too small to gain, or for streams (CSV, PDF).
 *
 * An answer shared by many requests (the public read cache's serialized bodies) is the
 * same Buffer object each time, marked with `sharedBody`; its encodings are kept beside it
 * in a WeakMap: made once, gone with the cache entry. Compression runs on libuv's thread pool, off the event
 * loop. Not @fastify/compress: it compresses every answer again, per request.
 */

/** Smaller answers fit in one packet either way. */
export const MIN_COMPRESS_BYTES = 1024;
export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/(plain|calendar|csv|html))\b/;

const shared = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();

/** Marks a body that many requests will send as it is: compressed once, kept with it. */
export function sharedBody(body: Buffer): Buffer {
  if (!shared.has(body)) shared.set(body, {});
  return body;
}

/** The encoding the client takes: brotli first; `q=0` refuses one. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/** Brotli's window need not be larger than the body: the default 4 MB window costs its allocation per answer. */
const windowBits = (length: number) => Math.min(22, Math.max(16, Math.ceil(Math.log2(length + 1))));

/**
 * A body made for one request is compressed fast (brotli 2, gzip 1: about a sixth of the
 * time of brotli 5 for a 40 KB listing, and within 10 % of its size); a shared body, made
 * once for many, is worth brotli 5 and gzip 6.
 */
export function compress(body: Buffer, encoding: Encoding, shared: boolean): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: shared ? 5 : 2,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
        },
      })
    : gzipAsync(body, { level: shared ? 6 : 1 });
}

/** The body's encoding: made once for a shared body, for this request otherwise. */
export function encoded(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const versions = shared.get(body);
  if (!versions) return compress(body, encoding, false);
  return (versions[encoding] ??= compress(body, encoding, true));
}

/** An ETag of the uncompressed answer names a different byte sequence once compressed: weak, as nginx makes it. */
const weakened = (etag: string) => (etag.startsWith('W/') ? etag : `W/${etag}`);

async function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type) || reply.getHeader('content-encoding')) return payload;
  // Added to what the route said varies (an answer in the reader's language varies by language too).
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (reply.statusCode === 204 || reply.statusCode === 304 || request.method === 'HEAD') return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < MIN_COMPRESS_BYTES) return payload;
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string') reply.header('etag', weakened(etag));
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return encoded(body, encoding);
}

/** Registers compression for the routes of `app` (the /api scope): last of its onSend hooks. */
export function compressAnswers(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    compressAnswer(request, reply, payload).then((body) => done(null, body), done);
  });
}

/** Whether `If-None-Match` names `etag`, by weak comparison (RFC 9110 §13.1.2): a compressed copy's weak tag counts. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
