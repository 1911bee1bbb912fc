// Writes test/support/file-times.json from the durations Vitest kept of its last runs
// (node_modules/.vite/vitest/…/results.json), so a clean clone starts the longest files first
// (test/support/sequencer.ts). Run it after a full `npm test`.
import { readFileSync, writeFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';

const target = 'test/support/file-times.json';
const times = JSON.parse(readFileSync(target, 'utf8'));
for (const file of globSync('node_modules/.vite/vitest/*/results.json')) {
  const { results } = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, { duration }] of results) if (duration > 0) times[key] = Math.round(duration / 100) / 10;
}
const sorted = Object.fromEntries(Object.entries(times).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(target, `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`${target}: ${Object.keys(sorted).length} files`);
