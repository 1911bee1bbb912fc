// The Node/V8 flags and environment of the production start (package.json "serve"), for every other way
// the built server is started (npm run cluster, the benchmarks): one place to change them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageJson = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package.json');

/** @returns {string[]} */
export function serveFlags() {
  const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8'));
  return scripts.serve.split(/\s+/).filter((token) => token.startsWith('--'));
}

/** The environment the production start sets (e.g. MALLOC_ARENA_MAX), as an object. */
export function serveEnv() {
  const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8'));
  return Object.fromEntries(
    scripts.serve
      .split(/\s+/)
      .filter((token) => /^[A-Z_]+=/.test(token))
      .map((token) => [token.slice(0, token.indexOf('=')), token.slice(token.indexOf('=') + 1)]),
  );
}
