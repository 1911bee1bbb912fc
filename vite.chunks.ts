import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What Rolldown tells a chunk group's `name` about a module (a subset of its ModuleInfo). */
interface ModuleInfo {
  code: string | null;
  importedIds: readonly string[];
  exports: readonly string[];
}
interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** A part of the app that is loaded on its own: a page, or code a page loads after it shows. */
export interface View {
  name: string;
  /** Its modules (absolute file paths). */
  roots: string[];
  /** Loaded only by this page (a lazy part of it): shared with that page alone, a module stays the page's. */
  within?: string;
}

/** The page modules, as router.tsx finds them: each feature folder's `…Page.tsx` (src/web/<area>/<feature>/). */
export function pageFiles(web: string): string[] {
  const folders = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => path.join(dir, entry.name));
  return folders(web)
    .flatMap(folders)
    .flatMap((dir) => readdirSync(dir).filter((file) => file.endsWith('Page.tsx')).map((file) => path.join(dir, file)));
}

/** `import { a, b as c } from "x"` → x: {a, b}; `import * as n from "x"` → x: all. */
function importedNames(code: string): Map<string, Set<string> | 'all'> {
  const found = new Map<string, Set<string> | 'all'>();
  for (const [, what, from] of code.matchAll(/\bimport\s+(?:[\w$]+\s*,\s*)?(\{[^}]*\}|\*\s*as\s+[\w$]+)\s*from\s*["']([^"']+)["']/g)) {
    const had = found.get(from!);
    if (what!.startsWith('*') || had === 'all') {
      found.set(from!, 'all');
      continue;
    }
    const names = what!.slice(1, -1).split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!).filter(Boolean);
    found.set(from!, new Set([...(had ?? []), ...names]));
  }
  return found;
}

/** A module of imports and re-exports only: a package's index. */
function isIndexCode(code: string): boolean {
  const statements = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '').split(/;|\n/).map((s) => s.trim()).filter(Boolean);
  return statements.length > 0 && statements.every((s) => /^(import\s[^(]*\sfrom\s|import\s*["']|export\s*(\*|\{))/.test(s));
}

/** What the closures ask of each module, worked out once per module. */
function memo<T>(of: (id: string) => T): (id: string) => T {
  const known = new Map<string, T>();
  return (id) => {
    if (!known.has(id)) known.set(id, of(id));
    return known.get(id)!;
  };
}

/**
 * The modules a view needs, as the bundle includes them: everything it imports, except that
 * from a package's index (Mantine's, the icons') only the modules giving the names it
 * imports; the app's own indexes are followed whole, as the bundle does for modules that
 * may have side effects. An approximation: a module wrongly in or out only changes which
 * chunk holds it, never what runs.
 */
function closures(graph: ModuleGraph) {
  const info = (id: string) => graph.getModuleInfo(id);
  const isIndex = memo((id) => id.includes('/node_modules/') && isIndexCode(info(id)?.code ?? ''));
  const importsOf = memo((id) => importedNames(info(id)?.code ?? ''));
  const namesGiven = memo((id) => (isIndex(id) ? [...(info(id)?.exports ?? [])] : [...(info(id)?.exports ?? []), path.basename(id).replace(/\.\w+$/, '')]));
  return (roots: string[]): Set<string> => {
    const found = new Set<string>();
    const wholeIndexes = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id)) return;
      found.add(id);
      for (const dep of info(id)?.importedIds ?? []) {
        if (isIndex(dep)) visitIndex(dep, namesFrom(importsOf(id), dep) ?? 'all');
        else visit(dep);
      }
    };
    const visitIndex = (index: string, wanted: Set<string> | 'all') => {
      if (wholeIndexes.has(index)) return;
      if (wanted === 'all') wholeIndexes.add(index);
      found.add(index);
      const parts = info(index)?.importedIds ?? [];
      const given = new Set<string>();
      for (const part of parts) {
        const asked = wanted === 'all' ? [] : namesGiven(part).filter((n) => wanted.has(n));
        if (wanted !== 'all' && !asked.length) continue;
        asked.forEach((n) => given.add(n));
        if (isIndex(part)) visitIndex(part, wanted === 'all' ? 'all' : new Set(asked));
        else visit(part);
      }
      // A name no part gives under that name (a namespace, a renamed export): all of them.
      if (wanted !== 'all' && [...wanted].some((n) => !given.has(n))) visitIndex(index, 'all');
    };
    roots.forEach(visit);
    return found;
  };
}

/** The names a module imports from the package index `dep`, by the longest specifier naming it. */
function namesFrom(names: Map<string, Set<string> | 'all'>, dep: string): Set<string> | 'all' | undefined {
  const from = [...names.keys()].filter((f) => dep.includes(`/node_modules/${f}/`)).sort((a, b) => b.length - a.length)[0];
  return from === undefined ? undefined : names.get(from);
}

/**
 * Chunks by the views that need them, instead of Rolldown's default of one chunk
 * per set of entries, where every lazy component is an entry too: that made ~70 chunks of a
 * few hundred bytes, and 66 script requests on the home page's first visit.
 *
 * - `shell`: what the entry (main.tsx) imports, in the entry's own file.
 * - A module the first views (the public pages a visit starts on) need goes with them:
 *   in the page's own chunk if only that page needs it, else in one `public` chunk, so a
 *   first view is the shell, `public` and the page: 3 files.
 * - Any other module goes in one chunk per set of views needing it, so a page or view
 *   still downloads only what it needs, in a few files rather than dozens.
 * - A module no view needs (only a lazy component inside a page does) is left to Rolldown.
 */
export function chunksByView(views: View[], firstViews: string[]) {
  const needed = new Map<string, Set<string>>();
  let closureOf: ((roots: string[]) => Set<string>) | undefined;
  let pass: ModuleInfo | null = null;
  const needs = (graph: ModuleGraph, view: View, id: string) => {
    // A new build (watch mode) has a new graph: what was worked out for the last one is stale.
    const first = graph.getModuleInfo(views[0]!.roots[0]!);
    if (first !== pass) {
      pass = first;
      needed.clear();
      closureOf = undefined;
    }
    let closure = needed.get(view.name);
    if (!closure) needed.set(view.name, (closure = (closureOf ??= closures(graph))(view.roots)));
    return closure.has(id);
  };
  // A page stays a chunk of its own, its entry in the build manifest, which the server reads
  // for the scripts and styles of a page it renders (server/platform/pages/app-pages.ts).
  const pages = new Set(views.filter((v) => v.roots.length === 1).map((v) => v.roots[0]));
  const chunkName = (id: string, graph: ModuleGraph): string | null => {
    if (pages.has(id)) return null;
    const needing = views.filter((v) => needs(graph, v, id));
    const names = needing.filter((v) => !v.within || !needing.some((o) => o.name === v.within)).map((v) => v.name).sort();
    if (!names.length) return null;
    // A view's own modules: in its own chunk (for a page, Rolldown's, with the page's module).
    if (names.length === 1) return views.find((v) => v.name === names[0])!.roots.length > 1 ? names[0]! : null;
    if (names.some((n) => firstViews.includes(n))) return 'public';
    return `shared-${createHash('sha256').update(names.join()).digest('hex').slice(0, 6)}`;
  };
  return {
    groups: [
      { name: 'shell', tags: ['$initial' as const], priority: 2 },
      // Without dependencies pulled in: a module's dependencies are needed by every view that
      // needs it, so they are in this chunk or one that view loads anyway.
      { name: chunkName, debugName: 'views', priority: 1, includeDependenciesRecursively: false },
    ],
  };
}

/** Fails the build if a page is not the module of a chunk of its own (what the server looks up). */
export function pagesInOwnChunks(pages: string[]): Plugin {
  return {
    name: 'quad-pages-in-own-chunks',
    apply: (_config, env) => !env.isSsrBuild && env.command === 'build',
    generateBundle(_options, bundle) {
      const own = new Set(Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' && chunk.facadeModuleId ? [chunk.facadeModuleId] : [])));
      const lost = pages.filter((page) => !own.has(page));
      if (lost.length) this.error(`pages without a chunk of their own: ${lost.join(', ')}`);
    },
  };
}
