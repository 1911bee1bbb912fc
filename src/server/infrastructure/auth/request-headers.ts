import type { FastifyRequest } from 'fastify';

/** The client address as Fastify resolved it (honouring TRUST_PROXY): set here, never taken from the client. */
export const CLIENT_IP_HEADER = 'x-quad-client-ip';

/** The request's headers for Better Auth, plus the client address it records and limits by. */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    // Quad's own x-quad-* headers are set here, never taken from the client.
    if (key.startsWith('x-quad-')) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}
