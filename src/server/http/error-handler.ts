import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages.ts';
import { describeIssues } from '../../domain/schemas/issues.ts';
import { AppError, errorBody } from './errors.ts';

/** Every error leaves as API.md's shape; bad input is never a 500. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? MSG.invalidInput,
      }));
      const { message, fields } = describeIssues(issues as never);
      return reply.status(400).send(errorBody('INVALID_INPUT', message, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(errorBody('TOO_LARGE', 'The request is too large.'));
    if (status === 415) return reply.status(415).send(errorBody('UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type.'));
    if (status === 429) return reply.status(429).send(errorBody('TOO_MANY_REQUESTS', MSG.tooManyAttempts));
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad content length and the like.
      return reply.status(status).send(errorBody('BAD_REQUEST', MSG.invalidInput));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', MSG.internalError));
  });
}
