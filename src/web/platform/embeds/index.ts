import { lazy } from 'react';

// The embeds feature as the rest of the web app sees it (eslint.config.js: only through here).
// The snippets load when the club's settings are first opened, not with the workspace's
// other sections. The caller holds them in a Suspense.
export const EmbedSnippets = lazy(() => import('./EmbedSnippets.tsx').then((m) => ({ default: m.EmbedSnippets })));
