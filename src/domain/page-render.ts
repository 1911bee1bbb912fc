/**
 * The contract between the server and the web app's server entry (src/web/entry-server.tsx),
 * which the server loads from the build (dist/ssr) and never imports as source.
 */

import type { UiLanguage } from './i18n/languages.ts';

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
export type RenderPage = (url: string, read: (path: string) => Promise<PageRead>, viewer?: PageViewer, language?: UiLanguage) => Promise<RenderedPage | undefined>;

/**
 * What a route's path parameter names (src/web/app/router.tsx): the server looks each one
 * up to answer 404 when the page's thing does not exist. A route with a parameter not
 * named here fails the test that walks the router's routes.
 */
export const ROUTE_PARAM_THINGS = {
  eventId: 'event',
  seriesId: 'series',
  organizerId: 'club',
  /** A club by its name (the create-event link, and /{organizerName}, which leads home). */
  organizerName: 'club-name',
  registrationId: 'registration',
  usn: 'student',
  /** A club invitation's link token. */
  token: 'invitation',
} as const;
export type RouteThing = (typeof ROUTE_PARAM_THINGS)[keyof typeof ROUTE_PARAM_THINGS];

/** The app's route a path matches: its pattern and parameters, and the status the route itself answers with. */
export interface MatchedPage {
  path: string;
  params: Record<string, string>;
  /** Set by the route (the not-found page: 404). */
  status?: number;
}

/** The router's route for a path, or null when no route but the catch-all matches (an unknown path). */
export type MatchPage = (pathname: string) => MatchedPage | null;
