import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { runtimeCaching } from './src/web/infrastructure/pwa/service-worker.ts';
import { chunksByView, pageFiles, pagesInOwnChunks } from './vite.chunks.ts';

/**
 * The app's scripts at low priority: most pages arrive rendered by the server, and their
 * styles and images must not share the first seconds of a slow connection with code
 * that only makes them interactive (Lighthouse mobile: first paint 2.2–2.6 s → 1.5–1.8 s).
 */
const scriptsAfterContent: Plugin = {
  name: 'quad-scripts-after-content',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html
        .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
        .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href='),
  },
};

/**
 * The installable app and its service worker, by vite-plugin-pwa.
 *
 * generateSW rather than injectManifest: what the worker does is Workbox's standard
 * strategies (precache; network first for pages and a few API reads; a precached fallback),
 * all expressible as configuration, so Workbox writes and bundles the worker and we keep
 * no worker code, no worker build and no direct workbox-* dependencies of our own.
 *
 * - The manifest is public/manifest.webmanifest, linked by index.html itself (which every
 *   page the server sends is made from), so the plugin writes none (`manifest: false`).
 *   Installability is checked by Chromium's own `Page.getInstallabilityErrors` in
 *   e2e/pwa.spec.ts: Lighthouse 12 has no PWA category any more.
 * - Precached: the built JS and CSS, index.html (the offline fallback shell), icons and
 *   the manifest. Not the organizer's insight charts (440 KB, useless without a network),
 *   and never an API answer: those are runtime caches, emptied when the user changes.
 * - No `navigateFallback` and no `directoryIndex`: both would answer navigations (`/`
 *   included) with the precached shell before the network, and the server's rendered
 *   pages must come from the server while it can be reached (service-worker.ts).
 * - skipWaiting and clientsClaim ('autoUpdate'): a new version takes over at once and
 *   quietly, without a prompt or a reload (pwa/register.ts).
 * - Registered by main.tsx after `load` (injectRegister: false), not by a script in the page.
 * - Push notifications: public/sw-push.js, imported by the worker (the one piece of worker
 *   code of our own: Workbox has no configuration for the push and notificationclick events).
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  injectRegister: false,
  manifest: false,
  // The top bar's logo too: every page shows it.
  includeAssets: ['favicon.svg', 'logo.svg', 'manifest.webmanifest', 'icons/*.png'],
  workbox: {
    globPatterns: ['**/*.{js,css}', 'index.html'],
    globIgnores: ['**/InsightsCharts-*.js'],
    navigateFallback: null,
    directoryIndex: null,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching,
    // Web Push: showing a push message and opening its page on a tap (public/sw-push.js).
    importScripts: ['/sw-push.js'],
  },
});

/**
 * The chunks: by the views that need them (vite.chunks.ts). The views: every page
 * (router.tsx loads each on its own), and what the page frame loads on its own after the
 * first paint: the notification and dialog hosts (every page, once idle), the account menu
 * and inbox button (every page, signed in), the phone menu (once opened), and the home
 * page's slideshow. The first views are the public pages a visit usually starts on, which
 * the server renders: the home page and an event's page.
 */
// Real paths, as the bundler names modules.
const web = realpathSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/web'));
const inWeb = (...files: string[]) => files.map((file) => path.join(web, file));
const pages = pageFiles(web);
const codeSplitting = chunksByView(
  [
    ...pages.map((file) => ({ name: path.basename(file, '.tsx'), roots: [file] })),
    { name: 'hosts', roots: inWeb('infrastructure/components/NotificationsHost.tsx', 'infrastructure/components/ModalsHost.tsx') },
    { name: 'account-bar', roots: inWeb('app/AccountMenu.tsx', 'app/InboxButton.tsx') },
    { name: 'MobileMenu', roots: inWeb('app/MobileMenu.tsx') },
    { name: 'HeroCarousel', roots: inWeb('events/home/HeroCarousel.tsx'), within: 'HomePage' },
  ],
  ['HomePage', 'EventPage'],
);

const apiPort = process.env.QUAD_API_PORT ?? '3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The server's renderer (dist/ssr) has no worker or manifest.
  plugins: [react(), scriptsAfterContent, ...(isSsrBuild ? [] : [pwa, pagesInOwnChunks(pages)])],
  build: {
    // The server entry (dist/ssr) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting } },
  },
  // The icons in the server's renderer as in the browser's bundle, only those used: the
  // package's own entry is one 3.5 MB module of every icon, which the server would load
  // and keep (≈ 10 MB of an idle server's heap).
  ssr: { noExternal: ['@tabler/icons-react'] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/images': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
}));
