// Pages: initial JS and CSS per route from the build's manifest, and Lighthouse.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type lighthouseDefault from 'lighthouse';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface RouteWeight {
  route: string;
  jsKb: number;
  cssKb: number;
  files: number;
}

const WEB = path.resolve('dist/web');

function gzipKb(file: string): number {
  return gzipSync(readFileSync(path.join(WEB, file)), { level: 9 }).length / 1024;
}

/**
 * What a first visit to each route downloads before it can render: the entry chunk
 * and its static imports (what index.html preloads), plus the route's lazy chunk and
 * its static imports; dynamic imports inside a page (charts, QR scanner) are not counted.
 */
export function routeWeights(): RouteWeight[] {
  const manifest = JSON.parse(readFileSync(path.join(WEB, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const weigh = (route: string, keys: Set<string>): RouteWeight => {
    const js = new Set<string>();
    const css = new Set<string>();
    for (const key of keys) {
      js.add(manifest[key]!.file);
      for (const c of manifest[key]!.css ?? []) css.add(c);
    }
    const sum = (files: Set<string>) => [...files].reduce((total, f) => total + gzipKb(f), 0);
    return { route, jsKb: sum(js), cssKb: sum(css), files: js.size };
  };
  const pages = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && /Page\.tsx$/.test(key));
  const weights = pages.map(([key]) => weigh(path.basename(key, '.tsx'), closure([entryKey, key])));
  return weights.sort((a, b) => (a.route === 'HomePage' ? -1 : b.route === 'HomePage' ? 1 : b.jsKb - a.jsKb));
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Requests made while loading (Lighthouse's network-requests audit), and how many were scripts. */
  requests: number;
  scripts: number;
  /** Bytes transferred in all (total-byte-weight), in KB. */
  transferKb: number;
  /**
   * Main-thread time spent on script (evaluation plus parse and compile, from
   * mainthread-work-breakdown) and bootup-time's total, in ms: both scaled by the CPU
   * slowdown, so on the calibrated device.
   */
  scriptMs: number;
  bootupMs: number;
  /** The benchmark index Lighthouse measured at the start of this run. */
  benchmarkIndex: number;
}

/**
 * The CPU slowdown that makes this machine the device Lighthouse's mobile preset means,
 * from its benchmark index, as Lighthouse's throttling guide (docs/throttling.md, "Calibrating
 * the CPU slowdown") and the calculator it links compute it: the default 4× assumes a
 * desktop of index ≈ 1,533 and turns it into a mid-tier phone; the multiplier falls
 * linearly by bracket (2,000 → 6×, 1,300 → 3×, 800 → 2×, 150 → 1×); a machine slower than
 * that phone cannot be slowed down to it, so 1×.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

export interface Calibration {
  /** The median of the calibration runs' indexes, and each of them. */
  benchmarkIndex: number;
  indexes: number[];
  cpuSlowdownMultiplier: number;
}

/**
 * A short calibration pass: the machine's benchmark index, as Lighthouse measures it at
 * the start of every run (its own page function, in the same Chromium with the same
 * flags), in a fresh browser each time; the median, since other work on a shared machine
 * moves a single reading. Measured alone it takes about a second a reading; as the start
 * of a Lighthouse run on a page (one audit) it took 11 s a reading, a fifth of the quick
 * run's pages part.
 */
export async function calibrate(runs = 3, log: (line: string) => void = () => {}): Promise<Calibration> {
  const indexes: number[] = [];
  for (let attempt = 1; indexes.length < runs && attempt <= runs + 2; attempt++) {
    try {
      indexes.push(Math.round(await measureBenchmarkIndex()));
    } catch (error) {
      log(`  calibration: a run failed: ${(error as Error).message}`);
    }
  }
  if (!indexes.length) throw new Error('Lighthouse measured no benchmark index');
  const benchmarkIndex = [...indexes].sort((a, b) => a - b)[Math.floor((indexes.length - 1) / 2)]!;
  return { benchmarkIndex, indexes, cpuSlowdownMultiplier: Math.round(cpuSlowdownFor(benchmarkIndex) * 100) / 100 };
}

/** Lighthouse's benchmark index (page-functions.js computeBenchmarkIndex) in a fresh Chromium, on its blank page. */
async function measureBenchmarkIndex(): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const { default: puppeteer } = await import('puppeteer-core');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = (await browser.pages())[0] ?? (await browser.newPage());
      const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
      if (typeof index !== 'number' || !Number.isFinite(index)) throw new Error(`benchmark index ${String(index)}`);
      return index;
    } finally {
      await browser.disconnect();
    }
  } finally {
    await chrome.kill();
  }
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The requests of a page load, and its script files, from the network-requests audit's table. */
function requestCounts(details: unknown): { requests: number; scripts: number } {
  const items = ((details as { items?: { resourceType?: string; url?: string }[] } | undefined)?.items ?? []).filter((i) => !i.url?.startsWith('data:'));
  return { requests: items.length, scripts: items.filter((i) => i.resourceType === 'Script').length };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouseDefault>>>['lhr'];

/**
 * One Lighthouse run (the npm package) in Debian's Chromium, mobile (its default) or desktop.
 * `cpuSlowdownMultiplier` replaces mobile's default 4× (the calibrated slowdown).
 */
async function lighthouseResult(
  url: string,
  formFactor: 'mobile' | 'desktop',
  options: { cookie?: string; cpuSlowdownMultiplier?: number; onlyAudits?: string[] } = {},
): Promise<Lhr> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const desktop = formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...(options.onlyAudits ? { onlyAudits: options.onlyAudits } : { onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }),
        // Neither is in any score (the back/forward cache check is a diagnostic of weight 0):
        // the page's whole-height screenshot and that check's second navigation took 1.6 s a run.
        disableFullPageScreenshot: true,
        skipAudits: ['bf-cache'],
        extraHeaders: options.cookie ? { Cookie: options.cookie } : undefined,
        // Merged into the preset's throttling: only the CPU's slowdown changes.
        ...(formFactor === 'mobile' && options.cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier: options.cpuSlowdownMultiplier } } : {}),
      } as Parameters<typeof lighthouse>[1],
      desktop,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** Script's share of the main thread: evaluation, and parse and compile. */
function scriptTime(details: unknown): number {
  const items = (details as { items?: { group?: string; duration?: number }[] } | undefined)?.items ?? [];
  return items.filter((i) => i.group === 'scriptEvaluation' || i.group === 'scriptParseCompile').reduce((sum, i) => sum + (i.duration ?? 0), 0);
}

/** Lighthouse's scores and figures for one page. */
export async function lighthouseRun(url: string, formFactor: 'mobile' | 'desktop', cookie?: string, cpuSlowdownMultiplier?: number): Promise<LighthouseScores> {
  const lhr = await lighthouseResult(url, formFactor, { cookie, cpuSlowdownMultiplier });
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    ...requestCounts(lhr.audits['network-requests']?.details),
    transferKb: audit('total-byte-weight') / 1024,
    scriptMs: scriptTime(lhr.audits['mainthread-work-breakdown']?.details),
    bootupMs: audit('bootup-time'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * Lighthouse's advice for noisy scores: several runs, and the run of median performance
 * reported whole (its LCP, TBT and CLS belong together).
 */
export async function lighthouseMedian(
  url: string, formFactor: 'mobile' | 'desktop', runs: number, cookie?: string, log: (line: string) => void = () => {}, cpuSlowdownMultiplier?: number,
): Promise<LighthouseScores & { performances: number[] }> {
  const results: LighthouseScores[] = [];
  for (let attempt = 1; results.length < runs && attempt <= runs + 3; attempt++) {
    try {
      results.push(await lighthouseRun(url, formFactor, cookie, cpuSlowdownMultiplier));
    } catch (error) {
      // Now and then Lighthouse fails to record a trace (NO_NAVSTART): try again.
      log(`  ${url} (${formFactor}): a run failed: ${(error as Error).message}`);
    }
  }
  if (!results.length) throw new Error(`Lighthouse failed on ${url} (${formFactor})`);
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, performances: results.map((r) => r.performance) };
}

/** The audits that cost points (score < 1), for the notes. */
export async function lighthouseFailures(url: string, formFactor: 'mobile' | 'desktop', cookie?: string, cpuSlowdownMultiplier?: number): Promise<string[]> {
  const lhr = await lighthouseResult(url, formFactor, { cookie, cpuSlowdownMultiplier });
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    .map((a) => `${a.id}: ${a.score} ${a.displayValue ?? ''}`.trim());
}
