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

describe('layer boundaries', () => {
  it('src/domain imports nothing of the server or the web app', async () => {
    expect(await violations('src/domain/policy/x.ts', "import { MSG } from '../messages.ts';\nexport const x = MSG;\n")).toEqual([]);
    expect(await violations('src/domain/policy/x.ts', "import { buildApp } from '../../server/app.ts';\nexport const x = buildApp;\n")).toContain('no-restricted-imports');
    expect(await violations('src/domain/x.ts', "import { api } from '../web/infrastructure/api/client.ts';\nexport const x = api;\n")).toContain('no-restricted-imports');
  });

  it('the web app never imports server code', async () => {
    expect(await violations('src/web/events/events/x.ts', "import { MSG } from '../../domain/messages.ts';\nexport const x = MSG;\n")).toEqual([]);
    expect(await violations('src/web/events/events/x.ts', "import { MSG } from '../../server/http/errors.ts';\nexport const x = MSG;\n")).toContain('no-restricted-imports');
  });

  it('infrastructure imports no resource, and events import no other resource', async () => {
    expect(await violations('src/server/infrastructure/auth/x.ts', "import { findAccount } from '../accounts/queries.ts';\nexport const x = findAccount;\n")).toContain('no-restricted-imports');
    expect(await violations('src/server/context.ts', "import type { CachedBody } from './events/events/presenters.ts';\nexport type X = CachedBody;\n")).toContain('no-restricted-imports');
    expect(await violations('src/server/events/events/x.ts', "import { promoteWaitlisted } from '../registrations/lifecycle.ts';\nexport const x = promoteWaitlisted;\n")).toContain('no-restricted-imports');
    expect(await violations('src/server/events/events/x.ts', "import { lockEvent } from './queries.ts';\nexport const x = lockEvent;\n")).toEqual([]);
    expect(await violations('src/server/registrations/registrations/x.ts', "import { lockEvent } from '../events/queries.ts';\nexport const x = lockEvent;\n")).toEqual([]);
  });

  it('every folder of src/server is infrastructure or a resource', async () => {
    const importOf = (folder: string) => `import { x } from '../${folder}/x.ts';\nexport const y = x;\n`;
    const infrastructure = ['audit', 'auth', 'db', 'http', 'images', 'jobs', 'live', 'mail', 'outbox', 'push', 'rate-limit', 'security'];
    const folders = readdirSync('src/server', { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    for (const folder of folders) {
      const fromHttp = await violations('src/server/infrastructure/http/x.ts', importOf(folder));
      const fromEvents = await violations('src/server/events/events/x.ts', importOf(folder));
      if (infrastructure.includes(folder)) {
        expect({ folder, fromHttp, fromEvents }).toEqual({ folder, fromHttp: [], fromEvents: [] });
      } else {
        expect({ folder, fromHttp }).toEqual({ folder, fromHttp: ['no-restricted-imports'] });
        expect({ folder, fromEvents }).toEqual({ folder, fromEvents: folder === 'events' ? [] : ['no-restricted-imports'] });
      }
    }
    // Events book their venue through events/venue-links.ts, which app.ts wires.
    expect(await violations('src/server/events/events/service.ts', "import { bookVenue } from '../venues/booking.ts';\nexport const x = bookVenue;\n")).toContain('no-restricted-imports');
  });

  it('nothing builds on the wiring: only main.ts imports app.ts, only app.ts the mail builders', async () => {
    expect(await violations('src/server/events/events/x.ts', "import { buildApp } from '../app.ts';\nexport const x = buildApp;\n")).toContain('no-restricted-imports');
    expect(await violations('src/server/infrastructure/outbox/x.ts', "import { mailBuilders } from '../mail-builders.ts';\nexport const x = mailBuilders;\n")).toContain('no-restricted-imports');
    expect(await violations('src/server/main.ts', "import { buildApp } from './app.ts';\nexport const x = buildApp;\n")).toEqual([]);
    expect(await violations('src/server/app.ts', "import { mailBuilders } from './mail-builders.ts';\nexport const x = mailBuilders;\n")).toEqual([]);
  });

  it('production code never imports test or benchmark code', async () => {
    expect(await violations('src/server/events/events/x.ts', "import { startTestApp } from '../../../test/support/test-app.ts';\nexport const x = startTestApp;\n")).toContain('no-restricted-imports');
    expect(await violations('src/server/x.ts', "import { benchReferenceRoutes } from '../../bench/lib/reference-routes.mjs';\nexport const x = benchReferenceRoutes;\n")).toContain('no-restricted-imports');
    // Tests may use test support.
    expect(await violations('src/server/events/events/x.test.ts', "import { startTestApp } from '../../../test/support/test-app.ts';\nexport const x = startTestApp;\n")).toEqual([]);
  });

});

describe('web app boundaries', () => {
  const client = "import { api } from '../api/client.ts';\nexport const x = api;\n";

  it('only the api modules send requests: components read errors, never the client or fetch', async () => {
    expect(await violations('src/web/events/events/x.tsx', client)).toContain('no-restricted-imports');
    expect(await violations('src/web/events/events/x.ts', client)).toContain('no-restricted-imports');
    expect(await violations('src/web/events/events/x.tsx', "export const x = () => fetch('/api/events');\n")).toContain('no-restricted-globals');
    expect(await violations('src/web/events/events/api.ts', client)).toEqual([]);
    expect(await violations('src/web/infrastructure/api/session.ts', "import { api } from './client.ts';\nexport const x = api;\n")).toEqual([]);
    expect(await violations('src/web/events/events/x.tsx', "import { ApiError } from '../api/errors.ts';\nexport const x = ApiError;\n")).toEqual([]);
    // Nor do they touch the query cache's keys: the hooks do.
    const keys = "import { rootKeys } from '../api/query-keys.ts';\nexport const x = rootKeys;\n";
    expect(await violations('src/web/events/events/x.tsx', keys)).toContain('no-restricted-imports');
    expect(await violations('src/web/registrations/registrations/api.ts', keys)).toEqual([]);
  });

  it('a feature uses another only through its index.ts', async () => {
    expect(await violations('src/web/registrations/registrations/RegisterPage.tsx', "import { useEvent } from '../events/api.ts';\nexport const x = useEvent;\n")).toContain('no-restricted-imports');
    expect(await violations('src/web/events/home/x.tsx', "import { EventActions } from '../registrations/EventActions.tsx';\nexport const x = EventActions;\n")).toContain('no-restricted-imports');
    expect(await violations('src/web/registrations/registrations/RegisterPage.tsx', "import { useEvent } from '../events/index.ts';\nexport const x = useEvent;\n")).toEqual([]);
    // Its own files, and the shared ones, as they are.
    expect(await violations('src/web/registrations/registrations/x.ts', "import { useCheckIn } from './api.ts';\nexport const x = useCheckIn;\n")).toEqual([]);
    expect(await violations('src/web/identity/students/x.ts', "import { useIsBeingLeft } from '../app/leaving.ts';\nexport const x = useIsBeingLeft;\n")).toEqual([]);
    // Shared code knows no feature.
    expect(await violations('src/web/infrastructure/components/x.ts', "import { useEvent } from '../events/index.ts';\nexport const x = useEvent;\n")).toContain('no-restricted-imports');
    expect(await violations('src/web/infrastructure/pwa/x.ts', "import { useEvent } from '../events/index.ts';\nexport const x = useEvent;\n")).toContain('no-restricted-imports');
  });

  it('every folder of src/web but the shared ones is a feature', async () => {
    const shared = ['api', 'app', 'components', 'pwa'];
    const features = readdirSync('src/web', { withFileTypes: true }).filter((e) => e.isDirectory() && !shared.includes(e.name)).map((e) => e.name);
    expect(features).toEqual(expect.arrayContaining(['events', 'event-page', 'involvement', 'teams']));
    for (const feature of features) {
      const from = feature === 'home' ? 'src/web/platform/info/x.tsx' : 'src/web/events/home/x.tsx';
      const internal = await violations(from, `import { X } from '../${feature}/X.tsx';\nexport const y = X;\n`);
      const lazy = await violations(from, `export const y = () => import('../${feature}/X.tsx');\n`);
      const index = await violations(from, `import { X } from '../${feature}/index.ts';\nexport const y = X;\n`);
      expect({ feature, internal, lazy, index }).toEqual({ feature, internal: ['no-restricted-imports'], lazy: ['no-restricted-syntax'], index: [] });
    }
  });

  it('import() too, but for the router, which lazy-loads each page and warms its query from the api.ts', async () => {
    const lazyPage = "export const x = () => import('../registrations/RegisterPage.tsx');\n";
    expect(await violations('src/web/events/home/x.tsx', lazyPage)).toContain('no-restricted-syntax');
    expect(await violations('src/web/events/home/x.tsx', "export const x = () => import('../registrations/index.ts');\n")).toEqual([]);
    expect(await violations('src/web/app/router.tsx', lazyPage)).toEqual([]);
    expect(await violations('src/web/app/router.tsx', "import { eventQuery } from '../events/api.ts';\nexport const x = eventQuery;\n")).toEqual([]);
    expect(await violations('src/web/app/Layout.tsx', "import { eventQuery } from '../events/api.ts';\nexport const x = eventQuery;\n")).toContain('no-restricted-imports');
    // A page is never a static import: it would join the first bundle.
    expect(await violations('src/web/app/router.tsx', "import { RegisterPage } from '../registrations/RegisterPage.tsx';\nexport const x = RegisterPage;\n")).toContain('no-restricted-imports');
  });
});

describe('a folder made today', () => {
  it('is a resource, or a feature, to the next lint', () => {
    // The config reads the folders when it loads, once per process: a fresh one lints here.
    const made = [`src/server/new-resource-${process.pid}`, `src/web/new-feature-${process.pid}`];
    for (const dir of made) mkdirSync(dir);
    try {
      const probes = [
        ['src/server/infrastructure/db/x.ts', `import { x } from '../${path.basename(made[0]!)}/x.ts';\nexport const y = x;\n`],
        ['src/web/events/home/x.tsx', `import { X } from '../${path.basename(made[1]!)}/X.tsx';\nexport const y = X;\n`],
      ];
      const lint = `import { ESLint } from 'eslint';
        const eslint = new ESLint();
        const rules = [];
        for (const [filePath, code] of JSON.parse(process.argv[1])) rules.push((await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.ruleId));
        console.log(JSON.stringify(rules));`;
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', lint, JSON.stringify(probes)], { encoding: 'utf8' });
      expect(JSON.parse(out)).toEqual([['no-restricted-imports'], ['no-restricted-imports']]);
    } finally {
      for (const dir of made) rmdirSync(dir);
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
