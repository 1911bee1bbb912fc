import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestApp, type TestApp } from './test-app.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A web build for API tests, laid out as `npm run build` lays out dist: web/index.html,
 * and ssr/entry-server.js, which here is the app's server entry as source (Vitest compiles
 * it), so the pages the server renders are tested without a build.
 */
export function makeWebRoot(): { webRoot: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'quad-web-'));
  const webRoot = path.join(dir, 'web');
  mkdirSync(webRoot);
  mkdirSync(path.join(dir, 'ssr'));
  copyFileSync(path.join(repo, 'index.html'), path.join(webRoot, 'index.html'));
  writeFileSync(path.join(dir, 'ssr', 'entry-server.js'), `export { matchPage, renderPage } from ${JSON.stringify(path.join(repo, 'src/web/entry-server.tsx'))};\n`);
  return { webRoot, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The real server with the app's pages (rendered from source), as main.ts serves dist/web and dist/ssr. */
export async function startTestAppWithPages(env: Record<string, string>): Promise<TestApp> {
  const t = await startTestApp(env);
  const web = makeWebRoot();
  t.ctx.config.webRoot = web.webRoot;
  await t.restart();
  const close = t.close.bind(t);
  return Object.assign(t, {
    async close() {
      await close();
      web.remove();
    },
  });
}
