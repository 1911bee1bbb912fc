import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../domain/messages.ts';
import { badRequest, errorBody } from './errors.ts';

const NUL_IN_URL = /%00|\0/i;

/** Whether a parsed JSON value holds a NUL character in any string or key. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\0') || containsNul(inner));
  }
  return false;
}

/** JSON text whose parsed value may hold a NUL: only an escape can put one there. */
export function mayContainNul(text: string): boolean {
  return text.includes('\\u0000') || text.includes('\0');
}

/** A raw body (JSON or form-encoded) that would put a NUL into a value. */
export function bodyCarriesNul(body: Buffer): boolean {
  const text = body.toString('utf8');
  if (text.includes('\0') || /%00/i.test(text)) return true;
  if (!text.includes('\\u0000')) return false;
  try {
    return containsNul(JSON.parse(text));
  } catch {
    return false;
  }
}

export const nulRefused = () => badRequest(MSG.nulCharacter, undefined, 'NUL_CHARACTER');

/**
 * NUL characters are refused at the edge, in the URL (path and query) and in JSON
 * bodies (json-body.ts): PostgreSQL cannot store them in text and fails the whole
 * statement, and no form of Quad's has a use for them. Nothing behind the edge sees one.
 */
export function installNulGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!NUL_IN_URL.test(request.url)) return;
    return reply.status(400).send(errorBody('NUL_CHARACTER', MSG.nulCharacter));
  });
}
