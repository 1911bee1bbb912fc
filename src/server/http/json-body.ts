import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';
import { MSG } from '../../domain/messages.ts';

/**
 * JSON bodies: an empty body with a JSON content type counts as no body (clients
 * often send the header on DELETE), and only JSON is read as JSON — a text/plain body
 * is an unsupported media type, not a string to validate.
 */
export function installJsonBodyParser(app: FastifyInstance) {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest(MSG.invalidInput, undefined, 'MALFORMED_JSON'), undefined);
    }
  });
}
