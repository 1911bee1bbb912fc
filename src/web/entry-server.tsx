// The server's way into the app: renders a public page to HTML from the same components
// the browser runs, which then hydrates it (main.tsx). Built by `vite build --ssr` into
// dist/ssr and loaded by the server (server/platform/pages/app-pages.ts).
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { createI18n } from '../domain/i18n/i18n.ts';
import { PSEUDO_LANGUAGE, type UiLanguage } from '../domain/i18n/languages.ts';
import type { MatchPage, PageRead, RenderPage } from '../domain/page-render.ts';
import { configPreload } from './infrastructure/api/config.ts';
import { PersonalGate, sessionPreload } from './infrastructure/api/session.ts';
import type { Preload, ServerRendered } from './infrastructure/api/preload.ts';
import { MarkLive } from './app/MarkLive.tsx';
import { createQueryClient, Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';

const handler = createStaticHandler(routes);

/** One i18next instance per language, made on first need: a page's language never changes while it renders. */
const pageI18n = new Map<string, ReturnType<typeof createI18n>>();
function i18nFor(language: UiLanguage) {
  let instance = pageI18n.get(language);
  if (!instance) pageI18n.set(language, (instance = createI18n(language, { pseudo: language === PSEUDO_LANGUAGE })));
  return instance;
}

/** A boundary React could not finish (a lazy part whose code was not loaded yet). */
const UNFINISHED = '<!--$!-->';

/**
 * The page as plain HTML. A lazy part (the slideshow, the account menu) renders as its
 * fallback until its code has loaded once in this process; the browser would then render
 * it again and React reports that as an error. So a page with such a part is rendered
 * once more after `prerender` has waited for them all (the first time only). Not
 * `prerender`'s own output: it finishes late parts with inline scripts, which the CSP forbids.
 */
async function renderComplete(app: ReactElement): Promise<string> {
  let markup = renderToString(app);
  for (let attempt = 0; markup.includes(UNFINISHED) && attempt < 3; attempt++) {
    await (await prerender(app)).prelude.cancel();
    markup = renderToString(app);
  }
  return markup;
}

/** What the browser hydrates from: the query cache and the router's state. */
function serialize(client: QueryClient, context: StaticHandlerContext, forAnyone: boolean): string {
  return JSON.stringify({
    ...(forAnyone && { forAnyone }),
    queries: dehydrate(client),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  });
}

/** Puts an answer where the page's hook will look for it; false when a required read found nothing. */
function seed(client: QueryClient, preload: Preload, read: PageRead): boolean {
  if (read.status !== 200) return !(preload.required && read.status === 404);
  const data = preload.pick ? preload.pick(read.body) : read.body;
  client.setQueryData(preload.queryKey, preload.infinite ? { pages: [data], pageParams: [undefined] } : data);
  return true;
}

export const renderPage: RenderPage = async (url, read, viewer = 'visitor', language = 'en') => {
  const location = new URL(url);
  const matches = matchRoutes(routes, location.pathname);
  const leaf = matches?.at(-1);
  const ssr = (leaf?.route.handle as { ssr?: ServerRendered } | undefined)?.ssr;
  if (!leaf || !ssr) return undefined;
  const forAnyone = viewer === 'anyone';
  const pagePreloads = ssr.preload?.(leaf.params, location.searchParams) ?? [];
  // A sign-in page or a student's own picks depend on who is signed in: not for anyone.
  if (forAnyone && (ssr.signedOutOnly || pagePreloads.some((p) => p.personal))) return undefined;

  const client = createQueryClient(true);
  const preloads = [...(forAnyone ? [] : [sessionPreload]), configPreload, ...pagePreloads];
  const reads = await Promise.all(preloads.map((p) => read(p.path)));
  if (!preloads.every((p, i) => seed(client, p, reads[i]!))) return undefined;
  const signedIn = client.getQueryData(sessionPreload.queryKey) != null;
  if (signedIn ? ssr.signedOutOnly : ssr.signedInOnly) return undefined;

  const context = await handler.query(new Request(location), { requestContext: { queryClient: client } });
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <Providers client={client} i18n={i18nFor(language)}>
        <PersonalGate forAnyone={forAnyone}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <MarkLive />
        </PersonalGate>
      </Providers>
    </StrictMode>
  );
  return { status: ssr.status ?? context.statusCode, markup: await renderComplete(app), state: serialize(client, context, forAnyone), modules: [ssr.module], public: !signedIn && !forAnyone };
};

/**
 * The router's own route for a path (the server answers each page's status from it, so
 * its list of pages cannot drift from the app's): null for the catch-all.
 */
export const matchPage: MatchPage = (pathname) => {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf || leaf.route.path === '*') return null;
  const ssr = (leaf.route.handle as { ssr?: ServerRendered } | undefined)?.ssr;
  const params = Object.fromEntries(Object.entries(leaf.params).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return { path: leaf.route.path ?? '', params, ...(ssr?.status && { status: ssr.status }) };
};
