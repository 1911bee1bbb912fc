import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';
import { containsNul, mayContainNul, nulRefused } from './input-guard.ts';
import { MSG } from '../../../domain/messages.ts';

/**
 * JSON bodies: an empty body with a JSON content type counts as no body (clients
 * often send the header on DELETE), and only JSON is read as JSON — a text/plain body
 * is an unsupported media type, not a string to validate. A NUL in any string is
 * refused here (see input-guard.ts).
 */
export function installJsonBodyParser(app: FastifyInstance) {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(badRequest(MSG.invalidInput, undefined, 'MALFORMED_JSON'), undefined);
    }
    if (mayContainNul(text) && containsNul(parsed)) return done(nulRefused(), undefined);
    done(null, parsed);
  });
}
