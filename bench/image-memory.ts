/**
 * How much six simultaneous uploads raise the server's RSS. Not a test: RSS figures are too
 * noisy to assert. Run with the flags and environment `npm run serve` uses:
 *   MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 npx tsx --expose-gc --max-semi-space-size=8 bench/image-memory.ts
 * Each case runs in a fresh server process; images are made, and posted, by other processes
 * so that only the server's own memory is counted. Most of what remains after the gate is
 * glibc keeping freed libvips buffers (per-thread arenas, and its mmap threshold, which rises
 * to 32 MB after the first large image is freed, so later buffers come from arenas that never
 * shrink). `npm run serve` sets MALLOC_ARENA_MAX=2 and a fixed MALLOC_MMAP_THRESHOLD_ (128 kB):
 * give both here too. Six 48 MP JPEGs at once, RSS 2 s after (one quick run each):
 *   neither: +149 MB at the peak, +120 MB after; MALLOC_ARENA_MAX=2: +68 → +36 MB;
 *   both: +43 → +2 MB.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { signUpOrganizer } from '../test/support/accounts.ts';
import { startTestApp } from '../test/support/test-app.ts';
import { imageGate, MAX_IMAGE_PIXELS } from '../src/server/infrastructure/images/service.ts';

const CASES = [
  { name: 'png-64x64', width: 64, height: 64, format: 'png', orientation: 1 },
  { name: 'png-16000x16000', width: 16000, height: 16000, format: 'png', orientation: 1 },
  { name: 'png-7000x7000', width: 7000, height: 7000, format: 'png', orientation: 1 },
  { name: 'png-8000x6000-rotated', width: 8000, height: 6000, format: 'png', orientation: 6 },
  { name: 'jpeg-8000x6000-rotated', width: 8000, height: 6000, format: 'jpeg', orientation: 6 },
  { name: 'jpeg-4032x3024-rotated', width: 4032, height: 3024, format: 'jpeg', orientation: 6 },
] as const;
type Case = (typeof CASES)[number];

/** Flat PNGs compress to well under 5 MB whatever their size; JPEGs get some grain. */
function imageFile(c: Case): string {
  const file = path.join(tmpdir(), `quad-measure-${c.name}.${c.format}`);
  if (existsSync(file)) return file;
  const fill = c.format === 'png' ? "background: '#2a5ac8'" : "noise: { type: 'gaussian', mean: 128, sigma: 4 }";
  const make = `require('sharp')({ create: { width: ${c.width}, height: ${c.height}, channels: 3, ${fill} }, limitInputPixels: false })
    .${c.format}().withMetadata({ orientation: ${c.orientation} }).toFile(${JSON.stringify(file)})`;
  execFileSync(process.execPath, ['-e', make], { stdio: 'inherit' });
  return file;
}

/** Posts the file six times at once from a separate process; prints the statuses. */
const CLIENT = `
const { readFileSync } = await import('node:fs');
const bytes = readFileSync(process.env.FILE);
const post = async () => {
  const body = new FormData();
  body.append('file', new Blob([bytes]), 'upload');
  const res = await fetch(process.env.URL, { method: 'POST', body, headers: { cookie: process.env.COOKIE, origin: process.env.ORIGIN } });
  await res.arrayBuffer();
  return res.status;
};
console.log((await Promise.all(Array.from({ length: 6 }, post))).join(','));
`;

const mb = (n: number) => Math.round(n / 1024 / 1024);
const only = CASES.find((c) => c.name === process.argv[2]);
if (!only) {
  process.stdout.write(`${imageGate.limit} at once, limit ${MAX_IMAGE_PIXELS / 1e6} MP\n`);
  for (const c of CASES) {
    imageFile(c);
    execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, c.name], { stdio: 'inherit' });
  }
  process.exit(0);
}

const file = imageFile(only);
const t = await startTestApp();
const organizer = t.client();
await signUpOrganizer(organizer);
const warm = new FormData();
warm.append('file', new Blob([new Uint8Array(await (await import('sharp')).default({ create: { width: 64, height: 64, channels: 3, background: '#345' } }).png().toBuffer())]), 'w.png');
await organizer.post('/api/images', warm); // loads sharp, as any earlier upload would have
(globalThis as { gc?: () => void }).gc?.();
await new Promise((resolve) => setTimeout(resolve, 300));

const before = process.memoryUsage().rss;
let peak = before;
const started = Date.now();
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
const env = { ...process.env, FILE: file, URL: `${t.baseUrl}/api/images`, COOKIE: organizer.cookieHeader, ORIGIN: t.baseUrl };
const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', CLIENT], { env });
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
const took = Date.now() - started;
// What stays once the uploads are done: memory the process keeps is memory the machine lost.
(globalThis as { gc?: () => void }).gc?.();
await new Promise((resolve) => setTimeout(resolve, 2000));
const after = process.memoryUsage().rss;
process.stdout.write(
  `${only.name} ×6: ${stdout.trim()} in ${took} ms; RSS ${mb(before)} → peak ${mb(peak)} MB (+${mb(peak - before)} MB) → ${mb(after)} MB 2 s later (+${mb(after - before)} MB); at most ${imageGate.peak} decoding at once\n`,
);
await t.close();
