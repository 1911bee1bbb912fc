import { readFileSync } from 'node:fs';

function readVersion(): string {
  // Works from src/server (tsx, tests) and from dist/server/server (the build).
  for (const candidate of ['../../package.json', '../../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(candidate, import.meta.url), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'quad' && pkg.version) return pkg.version;
    } catch {
      // try the next location
    }
  }
  return '0.0.0';
}

export const APP_VERSION = readVersion();
