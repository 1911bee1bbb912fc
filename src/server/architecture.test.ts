// The layer boundaries are enforced, not hoped for: ESLint's rules (eslint.config.js) are
// shown to fail on a new violation, the same way `npm run lint` fails the build, and the
// import graph of src/ is checked for cycles.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** Lints `code` as if it were the file at `filePath`; returns the rules that fired. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

/** The folders of `dir`, as the linter reads them. */
const foldersOf = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
/** The areas of a side (src/server or src/web) and the units in each, from the folder tree. */
const areasOf = (side: string, notAreas: string[]) => foldersOf(side).filter((f) => !notAreas.includes(f));
const SERVER_AREAS = areasOf('src/server', ['seed']);
const WEB_AREAS = areasOf('src/web', ['app']);
const AREA = 'quad/areas';
const importOf = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('layer boundaries', () => {
  it('src/domain imports nothing of the server or the web app', async () => {
    expect(await violations('src/domain/policy/x.ts', "import { MSG } from '../messages.ts';\nexport const x = MSG;\n")).toEqual([]);
    expect(await violations('src/domain/policy/x.ts', "import { buildApp } from '../../server/app.ts';\nexport const x = buildApp;\n")).toContain('no-restricted-imports');
    expect(await violations('src/domain/x.ts', "import { api } from '../web/infrastructure/api/client.ts';\nexport const x = api;\n")).toContain('no-restricted-imports');
  });

  it('the web app never imports server code', async () => {
    expect(await violations('src/web/events/events/x.ts', "import { MSG } from '../../../domain/messages.ts';\nexport const x = MSG;\n")).toEqual([]);
    expect(await violations('src/web/events/events/x.ts', "import { MSG } from '../../../server/infrastructure/http/errors.ts';\nexport const x = MSG;\n")).toContain('no-restricted-imports');
  });

  it('the server is grouped in areas of resources, and the web app in areas of features', () => {
    expect(SERVER_AREAS).toEqual(expect.arrayContaining(['infrastructure', 'events', 'registrations', 'identity', 'engagement', 'attendance', 'office']));
    expect(foldersOf('src/server/infrastructure')).toEqual(expect.arrayContaining(['db', 'http', 'outbox', 'mail', 'live']));
    expect(foldersOf('src/server/events')).toContain('events');
    expect(WEB_AREAS).toEqual(expect.arrayContaining(['infrastructure', 'events', 'registrations']));
    expect(foldersOf('src/web/infrastructure')).toEqual(expect.arrayContaining(['api', 'components']));
  });

  it('infrastructure imports no other area, and the events resource no other resource', async () => {
    expect(await violations('src/server/infrastructure/auth/x.ts', importOf('../../identity/accounts/queries.ts'))).toContain(AREA);
    expect(await violations('src/server/infrastructure/auth/x.ts', importOf('../db/connection.ts'))).toEqual([]);
    expect(await violations('src/server/infrastructure/context.ts', "import type { CachedBody } from '../events/events/presenters.ts';\nexport type X = CachedBody;\n")).toContain(AREA);
    expect(await violations('src/server/events/events/x.ts', importOf('../../registrations/registrations/lifecycle.ts'))).toContain(AREA);
    expect(await violations('src/server/events/events/x.ts', importOf('../calendar/ics.ts'))).toContain(AREA);
    expect(await violations('src/server/events/events/x.ts', importOf('./queries.ts'))).toEqual([]);
    expect(await violations('src/server/events/events/x.ts', importOf('../../infrastructure/outbox/queries.ts'))).toEqual([]);
    expect(await violations('src/server/events/calendar/x.ts', importOf('../events/queries.ts'))).toEqual([]);
    expect(await violations('src/server/registrations/registrations/x.ts', importOf('../../events/events/queries.ts'))).toEqual([]);
    // Events book their venue through events/venue-links.ts, which app.ts wires.
    expect(await violations('src/server/events/events/service.ts', importOf('../../office/venues/booking.ts'))).toContain(AREA);
  });

  it('every area of src/server imports only the areas below it, in the order the linter knows', async () => {
    // The order, read back from the linter: an area may import another exactly when the other is lower.
    const mayImport = async (from: string, to: string) =>
      (await violations(`src/server/${from}/r/x.ts`, importOf(`../../${to}/r/x.ts`))).length === 0;
    const below = new Map<string, string[]>();
    for (const from of SERVER_AREAS) {
      const allowed: string[] = [];
      for (const to of SERVER_AREAS) if (to !== from && (await mayImport(from, to))) allowed.push(to);
      below.set(from, allowed);
    }
    // Infrastructure is the lowest: it imports no area, and every area may import it.
    expect(below.get('infrastructure')).toEqual([]);
    for (const area of SERVER_AREAS.filter((a) => a !== 'infrastructure')) expect({ area, infrastructure: below.get(area)!.includes('infrastructure') }).toEqual({ area, infrastructure: true });
    // One way: never both ways, and the areas stand in one row (each imports every area below it).
    for (const [from, allowed] of below) for (const to of allowed) expect({ from, to, back: below.get(to)!.includes(from) }).toEqual({ from, to, back: false });
    expect(new Set([...below.values()].map((a) => a.length)).size).toBe(SERVER_AREAS.length);
    // And the code keeps to it: each area's imports of other areas, read from its files.
    const upward: string[] = [];
    for (const [file, targets] of importGraph('src/server')) {
      const [, area] = file.split(path.sep).slice(1);
      for (const target of targets) {
        const [, to] = target.split(path.sep).slice(1);
        if (area && to && area !== to && below.has(area) && below.has(to) && !below.get(area)!.includes(to)) upward.push(`${file} → ${target}`);
      }
    }
    expect(upward).toEqual([]);
  }, 60_000);

  it('nothing builds on the wiring: only main.ts imports app.ts, only app.ts the mail builders', async () => {
    expect(await violations('src/server/events/events/x.ts', "import { buildApp } from '../../app.ts';\nexport const x = buildApp;\n")).toContain('no-restricted-imports');
    expect(await violations('src/server/infrastructure/outbox/x.ts', "import { mailBuilders } from '../../mail-builders.ts';\nexport const x = mailBuilders;\n")).toContain('no-restricted-imports');
    expect(await violations('src/server/main.ts', "import { buildApp } from './app.ts';\nexport const x = buildApp;\n")).toEqual([]);
    expect(await violations('src/server/app.ts', "import { mailBuilders } from './mail-builders.ts';\nexport const x = mailBuilders;\n")).toEqual([]);
  });

  it('production code never imports test or benchmark code', async () => {
    expect(await violations('src/server/events/events/x.ts', "import { startTestApp } from '../../../../test/support/test-app.ts';\nexport const x = startTestApp;\n")).toContain('no-restricted-imports');
    expect(await violations('src/server/x.ts', "import { benchReferenceRoutes } from '../../bench/lib/reference-routes.mjs';\nexport const x = benchReferenceRoutes;\n")).toContain('no-restricted-imports');
    // Tests may use test support.
    expect(await violations('src/server/events/events/x.test.ts', "import { startTestApp } from '../../../../test/support/test-app.ts';\nexport const x = startTestApp;\n")).toEqual([]);
  });
});

describe('web app boundaries', () => {
  const client = "import { api } from '../../infrastructure/api/client.ts';\nexport const x = api;\n";

  it('only the api modules send requests: components read errors, never the client or fetch', async () => {
    expect(await violations('src/web/events/events/x.tsx', client)).toContain('no-restricted-imports');
    expect(await violations('src/web/events/events/x.ts', client)).toContain('no-restricted-imports');
    expect(await violations('src/web/events/events/x.tsx', "export const x = () => fetch('/api/events');\n")).toContain('no-restricted-globals');
    expect(await violations('src/web/events/events/api.ts', client)).toEqual([]);
    expect(await violations('src/web/infrastructure/api/session.ts', "import { api } from './client.ts';\nexport const x = api;\n")).toEqual([]);
    expect(await violations('src/web/events/events/x.tsx', "import { ApiError } from '../../infrastructure/api/errors.ts';\nexport const x = ApiError;\n")).toEqual([]);
    // Nor do they touch the query cache's keys: the hooks do.
    const keys = "import { rootKeys } from '../../infrastructure/api/query-keys.ts';\nexport const x = rootKeys;\n";
    expect(await violations('src/web/events/events/x.tsx', keys)).toContain('no-restricted-imports');
    expect(await violations('src/web/registrations/registrations/api.ts', keys)).toEqual([]);
  });

  it('a feature uses another only through its index.ts, in its area or another', async () => {
    expect(await violations('src/web/registrations/registrations/RegisterPage.tsx', importOf('../../events/events/api.ts'))).toContain(AREA);
    expect(await violations('src/web/events/home/x.tsx', importOf('../../registrations/registrations/EventActions.tsx'))).toContain(AREA);
    expect(await violations('src/web/events/home/x.tsx', importOf('../events/api.ts'))).toContain(AREA);
    expect(await violations('src/web/registrations/registrations/RegisterPage.tsx', importOf('../../events/events/index.ts'))).toEqual([]);
    expect(await violations('src/web/events/home/x.tsx', importOf('../events/index.ts'))).toEqual([]);
    // Its own files, and the shared ones, as they are.
    expect(await violations('src/web/registrations/registrations/x.ts', importOf('./api.ts'))).toEqual([]);
    expect(await violations('src/web/registrations/registrations/manage/x.ts', importOf('../EventActions.tsx'))).toEqual([]);
    expect(await violations('src/web/identity/students/x.ts', importOf('../../../app/leaving.ts'))).toEqual([]);
    expect(await violations('src/web/identity/students/x.ts', importOf('../../infrastructure/components/Page.tsx'))).toEqual([]);
    // Infrastructure knows no area.
    expect(await violations('src/web/infrastructure/components/x.ts', importOf('../../events/events/index.ts'))).toContain(AREA);
    expect(await violations('src/web/infrastructure/pwa/x.ts', importOf('../../events/events/index.ts'))).toContain(AREA);
    expect(await violations('src/web/infrastructure/api/x.ts', importOf('../../events/events/index.ts'))).toContain(AREA);
  });

  it('every folder of a web area but infrastructure is a feature', async () => {
    const features = WEB_AREAS.filter((a) => a !== 'infrastructure').flatMap((area) => foldersOf(`src/web/${area}`).map((feature) => `${area}/${feature}`));
    expect(features).toEqual(expect.arrayContaining(['events/events', 'events/event-page', 'attendance/involvement', 'identity/teams']));
    for (const feature of features) {
      const from = feature === 'events/home' ? 'src/web/platform/info/x.tsx' : 'src/web/events/home/x.tsx';
      const internal = await violations(from, importOf(`../../${feature}/X.tsx`));
      const lazy = await violations(from, `export const y = () => import('../../${feature}/X.tsx');\n`);
      const index = await violations(from, importOf(`../../${feature}/index.ts`));
      expect({ feature, internal, lazy, index }).toEqual({ feature, internal: [AREA], lazy: [AREA], index: [] });
    }
  }, 60_000);

  it('import() too, but for the router, which lazy-loads each page and warms its query from the api.ts', async () => {
    const lazyPage = "export const x = () => import('../../registrations/registrations/RegisterPage.tsx');\n";
    expect(await violations('src/web/events/home/x.tsx', lazyPage)).toContain(AREA);
    expect(await violations('src/web/events/home/x.tsx', "export const x = () => import('../../registrations/registrations/index.ts');\n")).toEqual([]);
    expect(await violations('src/web/app/router.tsx', "export const x = () => import('../registrations/registrations/RegisterPage.tsx');\n")).toEqual([]);
    expect(await violations('src/web/app/router.tsx', importOf('../events/events/api.ts'))).toEqual([]);
    expect(await violations('src/web/app/Layout.tsx', importOf('../events/events/api.ts'))).toContain(AREA);
    // A page is never a static import: it would join the first bundle.
    expect(await violations('src/web/app/router.tsx', importOf('../registrations/registrations/RegisterPage.tsx'))).toContain(AREA);
  });
});

describe('a folder made today', () => {
  it('is a resource or a feature of its area, and a new area stands above the others, to the next lint', () => {
    // The config reads the folders when it loads, once per process: a fresh one lints here.
    const resource = `new-resource-${process.pid}`;
    const area = `new-area-${process.pid}`;
    const feature = `new-feature-${process.pid}`;
    const made = [`src/server/office/${resource}`, `src/server/${area}`, `src/server/${area}/r`, `src/web/events/${feature}`];
    for (const dir of made) mkdirSync(dir);
    try {
      const probes = [
        ['src/server/infrastructure/db/x.ts', importOf(`../../office/${resource}/x.ts`)],
        ['src/server/office/venues/x.ts', importOf(`../../${area}/r/x.ts`)],
        ['src/server/events/events/x.ts', importOf(`../../${area}/r/x.ts`)],
        [`src/server/${area}/r/x.ts`, importOf('../../office/venues/x.ts')],
        ['src/web/events/home/x.tsx', importOf(`../${feature}/X.tsx`)],
      ];
      const lint = `import { ESLint } from 'eslint';
        const eslint = new ESLint();
        const rules = [];
        for (const [filePath, code] of JSON.parse(process.argv[1])) rules.push((await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.ruleId));
        console.log(JSON.stringify(rules));`;
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', lint, JSON.stringify(probes)], { encoding: 'utf8' });
      expect(JSON.parse(out)).toEqual([[AREA], [AREA], [AREA], [], [AREA]]);
    } finally {
      for (const dir of [...made].reverse()) rmdirSync(dir);
    }
    expect(made.filter((dir) => existsSync(dir))).toEqual([]);
  }, 60_000);
});

/** Relative imports (static and dynamic, type-only too) of every source file under `root`. */
function importGraph(root: string): Map<string, string[]> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(root, f));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)]
      .map((m) => path.join(path.dirname(file), m[1]!))
      // As written ('./x.ts'), or as a bundler would find it ('./x', './folder').
      .map((target) => [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((t) => known.has(t)))
      .filter((target): target is string => target !== undefined);
    graph.set(file, targets);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the files around it. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('there is none in src/', () => {
    const cycles = findCycles(importGraph('src'));
    expect(cycles.map((c) => c.join(' → '))).toEqual([]);
  });
});

/** The files a module loads with it: static imports and re-exports, not type-only ones nor import(). */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)) {
      const target = path.join(path.dirname(file), m[1]!);
      if (/\.(ts|tsx)$/.test(target)) visit(target);
    }
  };
  visit(entry);
  return seen;
}

describe("the web app's first download", () => {
  it('carries no form rules: zod arrives with the pages that have forms', () => {
    const withZod = [...staticClosure('src/web/main.tsx')].filter((file) => /^import\s+(?!type\b)[^;]*?from\s+['"]zod['"]/m.test(readFileSync(file, 'utf8')));
    expect(withZod).toEqual([]);
  });

  it('is found through re-exports and multi-line imports, and misses type-only ones', () => {
    const closure = staticClosure('src/web/main.tsx');
    expect(closure).toContain(path.join('src/web/app/router.tsx'));
    expect(closure).toContain(path.join('src/web/infrastructure/api/config.ts'));
    expect(closure).not.toContain(path.join('src/domain/responses/health.ts'));
  });
});
