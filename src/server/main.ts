import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, configNotices, loadConfig, type Config } from './config.ts';
import { stopOnSignals } from './shutdown.ts';

function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** The built SPA: dist/web, seen from dist/server/server/main.js or from src/server/main.ts. */
function findWebRoot(): string | undefined {
  if (process.env.WEB_ROOT) return path.resolve(process.env.WEB_ROOT);
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, '../../web'), path.resolve(here, '../../dist/web')].find(
    (candidate) => candidate.endsWith(path.join('dist', 'web')) && isDirectory(candidate),
  );
}

/**
 * Starts Quad as `npm start` does. `apiPlugins` are extra routes under /api, for a
 * harness that serves the production build with something of its own (the benchmarks'
 * reference route, bench/lib/bench-server.mjs); Quad itself passes none.
 */
export async function serve(options: { apiPlugins?: FastifyPluginAsync[] } = {}) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  config.webRoot = findWebRoot();
  // The page renderer (dist/ssr) loads React when the app is built: its production build,
  // as the configuration's default says, unless NODE_ENV says otherwise.
  process.env.NODE_ENV ??= config.dev ? 'development' : 'production';

  const app = await buildApp({ config, apiPlugins: options.apiPlugins });
  stopOnSignals(app);

  await app.listen({ port: config.port, host: config.host });
  if (!config.webRoot) app.log.warn('No web build found (dist/web): serving the API only. Run npm run build.');
  app.log.info(
    { url: config.publicUrl, database: app.ctx.handle.dialect, timeZone: config.campusTimeZone },
    `Quad is running at ${config.publicUrl}`,
  );
  for (const notice of configNotices(config)) app.log.warn(notice);
}

// Run when started as a program (node dist/server/server/main.js), not when imported.
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
