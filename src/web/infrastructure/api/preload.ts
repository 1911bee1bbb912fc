import type { Params } from 'react-router';

/**
 * One API read the server answers before it renders a page (entry-server.tsx): the same
 * request, under the same query key, as the hook the page calls, so the page's first
 * render on the server and its hydration in the browser read the same data.
 */
export interface Preload {
  queryKey: readonly unknown[];
  /** The API path, as the hook requests it. */
  path: string;
  /** The hook's data from the answer's body, when the hook reshapes it. */
  pick?: (body: unknown) => unknown;
  /** A useInfiniteQuery's first page. */
  infinite?: boolean;
  /** When this read answers 404, the page is not rendered on the server (the app shows its own not-found state). */
  required?: boolean;
  /** The signed-in person's own (a student's For-you picks): never in a page rendered for anyone. */
  personal?: boolean;
}

/** What a route declares (its `handle.ssr`) when the server renders it. */
export interface ServerRendered {
  /** The page's source file (src/web/...), its key in the build manifest. */
  module: string;
  preload?: (params: Params, search: URLSearchParams) => Preload[];
  /** Rendered only for signed-out visitors (a signed-in one is sent on by the page itself). */
  signedOutOnly?: boolean;
  /** Rendered only for someone signed in (a page of their own; a signed-out visitor is sent to sign in by the app). */
  signedInOnly?: boolean;
  /** The HTTP status of the page (the not-found page answers 404). */
  status?: number;
}
