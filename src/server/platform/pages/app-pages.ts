import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MatchPage, RenderPage } from '../../../domain/page-render.ts';
import { withThemeColor } from './brand.ts';
import { withColorScheme } from './color-scheme.ts';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The links a rendered page needs beyond what index.html loads: its chunks, preloaded, and its styles. */
export interface PageAssets {
  css: string[];
  js: string[];
}

/** The built app as the server sends it: the page shell, and the renderer when there is an SSR build. */
export interface AppPages {
  /** index.html, with the colour scheme applied before the first paint and the campus accent as its theme colour. */
  shell: string;
  render?: RenderPage;
  /** The router's route for a path (the server entry's), to answer each page's status. */
  match?: MatchPage;
  assetsOf(module: string): PageAssets;
}

function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key]!.imports ?? []) chunkClosure(manifest, imported, seen);
  return seen;
}

/** The chunks and styles a page module brings, less the entry's own (index.html already links those). */
export function pageAssets(manifest: Manifest, module: string): PageAssets {
  const loaded = chunkClosure(manifest, 'index.html');
  const page = [...chunkClosure(manifest, module)].filter((key) => !loaded.has(key));
  return {
    js: page.map((key) => `/${manifest[key]!.file}`),
    css: [...new Set(page.flatMap((key) => manifest[key]!.css ?? []))].map((file) => `/${file}`),
  };
}

/**
 * Reads the web build: dist/web (index.html and its manifest) and, beside it, dist/ssr
 * (the server entry, built by `vite build --ssr`). Without a web build there are no pages.
 */
export async function loadAppPages(webRoot: string | undefined, accent: string): Promise<AppPages | undefined> {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  if (!webRoot || !indexFile || !existsSync(indexFile)) return undefined;
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const entryFile = path.join(webRoot, '..', 'ssr', 'entry-server.js');
  const entry = existsSync(entryFile) ? ((await import(pathToFileURL(entryFile).href)) as { renderPage: RenderPage; matchPage?: MatchPage }) : undefined;
  const assets = new Map<string, PageAssets>();
  return {
    shell: withThemeColor(withColorScheme(readFileSync(indexFile, 'utf8')), accent),
    render: entry?.renderPage,
    match: entry?.matchPage,
    assetsOf(module) {
      let found = assets.get(module);
      if (!found) assets.set(module, (found = pageAssets(manifest, module)));
      return found;
    },
  };
}
