/**
 * The contract between the server and the web app's server entry (src/web/entry-server.tsx),
 * which the server loads from the build (dist/ssr) and never imports as source.
 */

/** An API answer as the server gives it to the renderer (the request's own cookies, in process). */
export interface PageRead {
  status: number;
  body: unknown;
}

export interface RenderedPage {
  status: number;
  /** The app's markup, for inside `<div id="root">`. */
  markup: string;
  /** JSON for the browser: the query cache and the router's state, to hydrate from. */
  state: string;
  /** The page modules rendered (src/web/...), whose chunks and styles go with the page. */
  modules: string[];
  /** Nobody was signed in: the page is the same for every signed-out visitor. */
  public: boolean;
}

/**
 * Whose page: `visitor` reads the API with the request's own cookies (the session, if any,
 * rendered in); `anyone` reads it without cookies and leaves the session unread, so the
 * page is the same for every visitor who holds a session and is cached for all of them.
 * Their own parts (account, actions, states) stand in until the browser has read the
 * session. Undefined in `anyone` when the page cannot be made that way (a sign-in page, a
 * student's own listing, an event only its team may see).
 */
export type PageViewer = 'visitor' | 'anyone';

/**
 * Renders `url` (absolute) as the app would show it, reading the API through `read`;
 * undefined when the page is one the server leaves to the browser.
 */
export type RenderPage = (url: string, read: (path: string) => Promise<PageRead>, viewer?: PageViewer) => Promise<RenderedPage | undefined>;
