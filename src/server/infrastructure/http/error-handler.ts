import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '../../../domain/messages.ts';
import { describeIssues } from '../../../domain/schemas/issues.ts';
import { AppError, errorBody, saidInOf, STATUS_CODES } from './errors.ts';

/** Every error leaves as API.md's shape; bad input is never a 500. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.saidIn) saidInOf.set(request, error.saidIn);
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
    // A path the file server will not look up (a name longer than the file system takes,
    // a non-canonical form) names no file: it is not found, like any other unknown path.
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound();
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(errorBody('TOO_LARGE', 'The request is too large.'));
    if (status === 415) return reply.status(415).send(errorBody('UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type.'));
    if (status === 429) return reply.status(429).send(errorBody('TOO_MANY_REQUESTS', MSG.tooManyAttempts));
    if (status === 404) return reply.status(404).send(errorBody('NOT_FOUND', MSG.notFound));
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad content length and the like: the code says what the status says.
      const known = STATUS_CODES[status];
      return reply.status(known ? status : 400).send(errorBody(known ?? 'BAD_REQUEST', status === 401 ? MSG.loginFirst : status === 403 ? MSG.forbidden : MSG.invalidInput));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', MSG.internalError));
  });
}

/**
 * Requests Node refuses before Fastify sees them (headers or URL too large, a broken
 * request line, a timeout) still answer in API.md's error shape, code agreeing with status.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(errorBody(STATUS_CODES[status]!, status === 431 ? 'The request is too large.' : MSG.invalidInput));
  const reason = status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}
