import { lazy } from 'react';

// The account feature as the rest of the web app sees it (eslint.config.js: only through here).
// Its pages are reached by the router. The club's tokens load with the first owner who opens
// the club's settings: nobody else downloads them. The caller holds them in a Suspense.
export const ClubTokensPanel = lazy(() => import('./TokensPage.tsx').then((m) => ({ default: m.ClubTokensPanel })));
