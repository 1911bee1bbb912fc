import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import { errorBody } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The service worker and its Workbox runtime (vite.config.ts): checked at every visit, so
 * a new version reaches the browser with the deploy, not an hour later.
 */
const SERVICE_WORKER = /[/\\](sw|sw-push|workbox-[\w-]+)\.js$/;
/** A precompressed file (scripts/compress-web.mjs) is named for its original. */
const ENCODED = /\.(br|gz)$/;

/** Answers a page of the app with the status of what it shows (pages/page-status.ts): rendered on the server, or the shell the app fills in. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Serves the built SPA: hashed assets cached for a year, everything else briefly,
 * and the app's page for any other GET that is not under /api (history fallback).
 */
export async function serveSpa(app: FastifyInstance, webRoot: string | undefined, sendPage: SendPage | undefined) {
  if (sendPage) {
    await app.register(fastifyStatic, {
      root: webRoot!,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(res, sentPath) {
        const filePath = sentPath.replace(ENCODED, '');
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', IMMUTABLE);
        else if (filePath.endsWith('index.html') || SERVICE_WORKER.test(filePath)) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/images/')) {
      return reply.status(404).send(errorBody('NOT_FOUND', 'Not found'));
    }
    if (sendPage && (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/assets/')) {
      return sendPage(request, reply);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
