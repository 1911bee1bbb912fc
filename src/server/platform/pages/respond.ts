import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type UiLanguage } from '../../../domain/i18n/languages.ts';
import type { PageRead, PageViewer, RenderedPage } from '../../../domain/page-render.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { chooseEncoding, compress, type Encoding } from '../../infrastructure/http/compression.ts';
import { requestLanguage } from '../../infrastructure/http/language.ts';
import type { AppPages } from './app-pages.ts';
import { deferredPreload, withAppStart } from './app-start.ts';
import { escapeHtml, withHead, type PageHead } from './head.ts';
import { notFoundHead } from './heads.ts';

const HTML = 'text/html; charset=utf-8';

interface PageAnswer {
  status: number;
  html: string;
  /** Encoded on first need, and kept with a cached page. */
  encoded?: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

/** The encoding the browser takes (brotli first), compressed off the main thread; a shared page once. */
function encode(answer: PageAnswer, acceptEncoding: string | undefined, shared: boolean): { encoding?: Encoding; body: Promise<Buffer> | string } {
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding) return { body: answer.html };
  answer.encoded ??= {};
  answer.encoded[encoding] ??= compress(Buffer.from(answer.html), encoding, shared);
  return { encoding, body: answer.encoded[encoding] };
}

type AppStart = Parameters<typeof withAppStart>[1];
const startShells = new WeakMap<AppPages, Partial<Record<AppStart, string>>>();

/** The shell whose scripts start after the first paint or on the first interaction (app-start.ts), made once per build. */
function renderedShell(pages: AppPages, start: AppStart): string {
  let shells = startShells.get(pages);
  if (!shells) startShells.set(pages, (shells = {}));
  return (shells[start] ??= withAppStart(pages.shell, start));
}

/** The rendered page inside the shell: its head, its chunks and styles, its markup and the state to hydrate from. */
function assemble(pages: AppPages, head: PageHead, page: RenderedPage, start: AppStart): string {
  const links = page.modules.flatMap((module) => {
    const { css, js } = pages.assetsOf(module);
    return [
      ...css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
      ...js.map((href) => deferredPreload(escapeHtml(href))),
    ];
  });
  // JSON in a non-executed script: no CSP exception, and `<` escaped so nothing can close it.
  const state = page.state.replace(/</g, '\\u003c');
  return withHead(renderedShell(pages, start), head)
    .replace('</head>', () => `${links.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.markup}</div><script type="application/json" id="quad-state">${state}</script>`)
    // The page is there to read without script: the empty shell's notice would sit, unstyled, under its footer.
    .replace(/\s*<noscript>[^<]*<\/noscript>/, '');
}

/**
 * The page in its language: `<html lang>`, and a `hreflang` alternate for each language
 * (the same address with `?lang=`, which chooses it) and `x-default` (the address as is,
 * whose language the visitor's choice decides).
 */
export function withLanguage(html: string, language: UiLanguage, pageUrl: string): string {
  const alternate = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
  const url = new URL(pageUrl);
  url.searchParams.delete('lang');
  const withLang = (lang: string) => {
    const u = new URL(url);
    u.searchParams.set('lang', lang);
    return u.href;
  };
  const links = [...LANGUAGES.map((lang) => alternate(lang, withLang(lang))), alternate('x-default', url.href)];
  return html
    .replace(/(<html\b[^>]*?\s)lang="[^"]*"/, (_, start: string) => `${start}lang="${escapeHtml(language)}"`)
    .replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

/** An API answer for the renderer, asked in process from the visitor's address, with their cookies unless the page is for anyone, in the page's language. */
function reader(app: FastifyInstance, request: FastifyRequest, viewer: PageViewer, setCookies: string[], language: UiLanguage) {
  const cookie = viewer === 'visitor' ? request.headers.cookie : undefined;
  return async (path: string): Promise<PageRead> => {
    const res = await app.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'application/json', 'accept-language': language, ...(cookie && { cookie }) },
      remoteAddress: request.ip,
    });
    const cookies = res.headers['set-cookie'];
    if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
    let body: unknown = null;
    try {
      body = res.json();
    } catch {
      // not JSON: the renderer sees the status alone
    }
    return { status: res.statusCode, body };
  };
}

/**
 * Answers a page of the app: rendered on the server when it is one of the public pages
 * (src/web/app/router.tsx marks them), otherwise the shell that the app fills in. A
 * signed-out visitor's page is the same for all of them, so it is kept in the public
 * read cache, which every write clears (as the listing's is). So is the page for anyone
 * holding a session, whose own parts the browser fills in (PageViewer): a rush of
 * students opening one event's link costs one rendering, not one each. Only a page that
 * cannot be made that way is rendered for the visitor.
 */
export async function sendAppPage(
  app: FastifyInstance,
  ctx: ServerContext,
  pages: AppPages,
  request: FastifyRequest,
  reply: FastifyReply,
  /** The page's head, made only when the page is rendered (not for each cached answer). */
  head: (() => PageHead) | undefined,
  status = 200,
  /**
   * The page is this visitor's own (a club's team at its workspace): rendered with their
   * session, never the page for anyone, which would paint the public page first.
   */
  personal = false,
) {
  const setCookies: string[] = [];
  const language = await requestLanguage(request, ctx.config, ctx.db);
  const pageUrl = `${ctx.config.publicUrl}${request.url}`;
  const signedOut = !request.headers.cookie?.includes('session_token');
  const render = async (viewer: PageViewer): Promise<PageAnswer | null> => {
    let page: RenderedPage | undefined;
    try {
      page = await pages.render?.(pageUrl, reader(app, request, viewer, setCookies, language), viewer, language);
    } catch (error) {
      // A page that cannot be rendered here is still the app's: the browser renders it.
      request.log.error({ err: error }, 'server rendering failed');
    }
    if (!page) return null;
    const pageHead = page.status === 404 ? notFoundHead(ctx, request.url) : head?.();
    // A signed-out visitor's page is whole as sent; a session's own parts need the app at once.
    const start: AppStart = signedOut ? 'on-interaction' : 'after-paint';
    return pageHead ? { status: page.status, html: withLanguage(assemble(pages, pageHead, page, start), language, pageUrl) } : null;
  };
  // One copy per language: a visitor is never given a page made for another language.
  const shared = async (key: string, viewer: PageViewer) =>
    (await ctx.publicReads.get(`${key}:${language}:${request.url}`, async () => ({ body: await render(viewer) }))).body as PageAnswer | null;
  const forAnyone = signedOut || personal ? null : await shared('page-for-anyone', 'anyone');
  const answer = signedOut ? await shared('page', 'visitor') : (forAnyone ?? (await render('visitor')));
  if (setCookies.length) reply.header('set-cookie', setCookies);
  reply.header('cache-control', 'no-cache').type(HTML);
  // The language comes from the account or the lang cookie (Cookie) or Accept-Language.
  reply.header('vary', 'accept-encoding, accept-language, cookie');
  reply.header('content-language', language);
  if (answer) {
    const { encoding, body } = encode(answer, request.headers['accept-encoding'], signedOut || answer === forAnyone);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.status(answer.status).send(await body);
  }
  return reply.status(status).send(withLanguage(head ? withHead(pages.shell, head()) : pages.shell, language, pageUrl));
}
