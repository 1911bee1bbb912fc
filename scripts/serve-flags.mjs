// The Node/V8 flags of the production start (package.json "serve"), for every other way
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
