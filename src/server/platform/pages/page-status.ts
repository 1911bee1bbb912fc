import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTE_PARAM_THINGS, type MatchedPage, type RouteThing } from '../../../domain/page-render.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import type { AppPages } from './app-pages.ts';
import { notFoundHead } from './heads.ts';
import { thingExists } from './queries.ts';
import { sendAppPage } from './respond.ts';

/** The thing a route's parameter names, or undefined for a parameter the server does not know. */
export const thingOf = (param: string): RouteThing | undefined => (ROUTE_PARAM_THINGS as Record<string, RouteThing>)[param];

/**
 * The status of an app page the router matched: the route's own (the not-found page's
 * 404), else 404 when a thing its path names does not exist, else 200.
 */
export async function matchedStatus(ctx: ServerContext, match: MatchedPage): Promise<number> {
  if (match.status) return match.status;
  for (const [param, value] of Object.entries(match.params)) {
    const thing = thingOf(param);
    if (!thing) throw new Error(`The route ${match.path} names ${param}, which the server cannot look up (domain/page-render.ts ROUTE_PARAM_THINGS)`);
    if (!(await thingExists(ctx.db, thing, value))) return 404;
  }
  return 200;
}

/**
 * Answers a page of the app that no server route answers (the history fallback): with the
 * status of what the router shows there, found by the router's own route table (the
 * server entry's matchPage), so the two cannot drift. An unknown path is a 404.
 */
export async function sendRoutedPage(app: FastifyInstance, ctx: ServerContext, pages: AppPages, request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0]!;
  // Without a server entry (a build without SSR) every path is the app's to judge.
  const match = pages.match ? pages.match(pathname) : { path: pathname, params: {} };
  const status = match ? await matchedStatus(ctx, match) : 404;
  // SPEC.md: /{organizerName} on its own leads home.
  if (status === 200 && match?.path === '/:organizerName') return reply.redirect('/', 302);
  return sendAppPage(app, ctx, pages, request, reply, status === 404 ? () => notFoundHead(ctx, request.url) : undefined, status);
}
