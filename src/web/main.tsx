import './app/zod-jitless.ts';
import './app/mantine-styles.ts';
import './app/script-fonts.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PersonalGate, followSessionForOfflineCopies, personalizeOnFirstSession } from './infrastructure/api/session.ts';
import { MarkLive } from './app/MarkLive.tsx';
import { prepareBrowserI18n } from './app/i18n.ts';
import { Providers, queryClient } from './app/providers.tsx';
import { createRouter, routes } from './app/router.tsx';

/** What the server wrote beside a page it rendered (entry-server.tsx). */
interface ServerState {
  /** Rendered for anyone holding a session: the answers were read without their cookies. */
  forAnyone?: boolean;
  queries: DehydratedState;
  router: HydrationState;
}

/** The matched pages' code, loaded before hydrating: the first render must be the server's. */
async function loadMatchedPages() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const loaded = await (m.route.lazy as () => Promise<object>)();
      Object.assign(m.route, { ...loaded, lazy: undefined });
    }),
  );
}

// From the first answer on (the server's page included): offline copies belong to one account.
followSessionForOfflineCopies(queryClient);

async function start() {
  const container = document.getElementById('root')!;
  const stateElement = document.getElementById('quad-state');
  const server = stateElement ? (JSON.parse(stateElement.textContent ?? '{}') as ServerState) : undefined;
  if (server) hydrate(queryClient, server.queries);
  // The page's code and its language's words side by side: the first render must be the server's.
  await Promise.all([server ? loadMatchedPages() : undefined, prepareBrowserI18n()]);
  const forAnyone = server?.forAnyone === true;
  if (forAnyone) personalizeOnFirstSession(queryClient);
  const app = (
    <StrictMode>
      <Providers>
        <PersonalGate forAnyone={forAnyone}>
          <RouterProvider router={createRouter(server?.router)} />
          <MarkLive />
        </PersonalGate>
      </Providers>
    </StrictMode>
  );
  // A transition: React renders the page in slices and keeps the main thread free for
  // input in between (one long task otherwise, ≈ 300 ms on a slow phone).
  startTransition(() => {
    if (server) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();

// The service worker once the page has loaded: its code and the precache it
// fills do not compete with the page's own first download. Not in development or tests.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./infrastructure/pwa/register.ts').then(
      (m) => m.registerServiceWorker(),
      () => {}, // its code could not be fetched (offline before it was cached): next visit
    );
  // A page rendered by the server starts this code after its first paint, maybe after `load`.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
