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
 * Renders `url` (absolute) as the app would show it, reading the API through `read`;
 * undefined when the page is one the server leaves to the browser.
 */
export type RenderPage = (url: string, read: (path: string) => Promise<PageRead>) => Promise<RenderedPage | undefined>;
