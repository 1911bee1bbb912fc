import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorBody } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built app's index.html, or undefined when there is no built app (API-only tests). */
export function readIndexHtml(webRoot: string | undefined): string | undefined {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  return indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
}

/**
 * Serves the built SPA: hashed assets cached for a year, everything else briefly,
 * and index.html for any other GET that is not under /api (history fallback).
 */
export async function serveSpa(app: FastifyInstance, webRoot: string | undefined) {
  const indexText = readIndexHtml(webRoot);
  const hasApp = indexText !== undefined;
  const indexHtml = hasApp ? Buffer.from(indexText) : undefined;

  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webRoot!,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', IMMUTABLE);
        else if (filePath.endsWith('index.html')) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  const sendIndex = (reply: FastifyReply, status = 200) =>
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  // The static plugin would refuse the bare directory.
  if (indexHtml) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/images/')) {
      return reply.status(404).send(errorBody('NOT_FOUND', 'Not found'));
    }
    if (indexHtml && (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/assets/')) {
      // An event page the router could not match (an id longer than any id) is a real 404.
      if (url.startsWith('/events/')) return sendIndex(reply, 404);
      return sendIndex(reply);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
