// npm run bench [-- --quick] [-- --db postgres] [-- --only listing,rush,door,signins,...] [-- --no-build] [-- --cpu-prof] [-- --rush-processes N] [-- --pages /,register]
//
// Benchmarks against a production build: the server runs as its own process
// (node dist/server/server/main.js, on ports 5100-5199) and the load comes from this
// one, on 127.0.0.1. Every figure that can be is a ratio against a reference measured
// in the same run. Prints a table and writes bench/results/latest.json.
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import pg from 'pg';
import { openPostgres, openSqlite, type DbHandle } from '../src/server/infrastructure/db/connection.ts';
import { migrateToLatest } from '../src/server/infrastructure/db/migrate.ts';
import { START_SCRIPT } from '../src/server/platform/pages/app-start.ts';
import { COLOR_SCHEME_SCRIPT } from '../src/server/platform/pages/color-scheme.ts';
import { bigCampusSize, createSessions, insertEvent, insertStudents, seedBigCampus, seedListingCampus, type ListingCampus } from './lib/campus.ts';
import { Figures, machine, percentile } from './lib/figures.ts';
import { openSubscribers } from './lib/live.ts';
import { load } from './lib/load.ts';
import { calibrate, lighthouseMedian, routeWeights } from './lib/pages.ts';
import { explainAll, type Plan } from './lib/plans.ts';
import { startServer, type BenchServer } from './lib/server.ts';
import { getJson, timeRequests, wireBytes } from './lib/timing.ts';
import { bareRegistrationRate } from './lib/bare.ts';
import { benchLotteryDraw } from './lib/lottery.ts';
import { benchReminderSweep } from './lib/reminders.ts';
import { doorSync } from './lib/door.ts';
import { lectureHallSignIns } from './lib/sign-ins.ts';
import { cpuSeconds, mailsDropped, mailsSent, postgresCpuSeconds, rushOutcome, rushOver, rushWithKill } from './lib/rush.ts';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const quick = flag('quick');
const dialect = option('db') === 'postgres' ? 'postgres' : 'sqlite';
const ALL = ['listing', 'event', 'rush', 'big', 'live', 'pages', 'door', 'signins', 'lottery', 'reminders'] as const;
const only = new Set((option('only') ?? ALL.join(',')).split(','));
const port = Number(option('port') ?? 5100);
const cpuProf = flag('cpu-prof');
/** Server processes in the rush (default: 3 on PostgreSQL, 1 on SQLite): one process shows what a core carries. */
const rushProcesses = option('rush-processes');
/** Extra V8/Node flags for the server process, e.g. --node-options "--trace-gc" (the flags of `npm run serve` itself win over these). */
const nodeOptions = option('node-options');
/** Lighthouse mobile's CPU slowdown, instead of the one calibrated from the machine's benchmark index. */
const cpuSlowdown = option('cpu-slowdown');
/** The pages Lighthouse runs on, instead of the run's own list: e.g. --pages register,/ (of /, event, club, /login, register). */
const lighthousePages = option('pages')?.split(',');

const S = quick
  ? { loadSeconds: 3, warmupSeconds: 1, bigScale: 0.1, probeCount: 150, liveRounds: 20, lighthouse: ['/', 'event', 'club', '/login'] as string[], lighthouseRuns: 1, lighthouseFormFactors: ['mobile'] as const, reminders: 20_000 }
  : { loadSeconds: 15, warmupSeconds: 3, bigScale: 1, probeCount: 400, liveRounds: 60, lighthouse: ['/', 'event', 'club', '/login', 'register'], lighthouseRuns: 3, lighthouseFormFactors: ['mobile', 'desktop'] as const, reminders: 50_000 };
const LISTING_EVENTS = 2000;
const RUSH_STUDENTS = 5000;
const RUSH_CONNECTIONS = 200;
const RUSH_SEATS = 2000;
const SUBSCRIBERS = 1000;
const LOTTERY_ENTRANTS = 20_000;
const LOTTERY_SEATS = 500;
/** Reminders due at once: the target's 50,000 in the full run; the quick run (under 3 minutes) sweeps fewer. */
const REMINDERS = S.reminders;
const CONNECTIONS = 50;

const log = (line: string) => console.log(line);
/** The machine's load average at each phase: other work on a shared machine shows here. */
const loadAverages: Record<string, number> = {};
const phase = (name: string) => {
  loadAverages[name] = Math.round(os.loadavg()[0]! * 100) / 100;
  log(`▶ ${name} (load average ${loadAverages[name]})`);
};
const secret = randomBytes(32).toString('base64url');
const figures = new Figures();
const failures: string[] = [];

/** A phase that fails is reported and the others still run. */
async function guarded<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  const started = Date.now();
  try {
    const result = await run();
    log(`  (${name}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`  ${name} FAILED: ${message}`);
    failures.push(`${name}: ${message}`);
    figures.plain(`${name}: failed`, null, '', {}, message);
    return undefined;
  }
}
const extra: Record<string, unknown> = {};

async function main() {
  const started = Date.now();
  log(`Quad benchmarks — ${dialect}${quick ? ', quick' : ''}`);
  if (!flag('no-build')) {
    log('▶ npm run build');
    execSync('npm run build --silent', { stdio: ['ignore', 'ignore', 'inherit'] });
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'quad-bench-'));
  let handle: DbHandle;
  let databaseUrl: string | undefined;
  let sqliteFile: string | undefined;
  let dropSchema: (() => Promise<void>) | undefined;
  if (dialect === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('--db postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
    const schema = `quad_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    handle = openPostgres(base, { schema });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    };
    log(`  PostgreSQL schema ${schema}`);
  } else {
    sqliteFile = path.join(dataDir, 'quad.sqlite');
    handle = openSqlite(sqliteFile);
  }

  let server: BenchServer | undefined;
  try {
    await migrateToLatest(handle);
    log(`▶ seeding the campus: the demo campus and ${LISTING_EVENTS} upcoming events`);
    const campus = await seedListingCampus(handle, LISTING_EVENTS);
    const [studentCookie, organizerCookie] = await createSessions(handle, [campus.studentId, campus.organizerId], secret);
    const profDir = path.resolve('bench/results/profiles');
    if (cpuProf) mkdirSync(profDir, { recursive: true });
    // Every process serves the first one's address, as several behind one balancer do.
    const serve = (p: number) => startServer({
      port: p, dataDir, secret, databaseUrl, cpuProfDir: cpuProf ? profDir : undefined,
      env: { PUBLIC_URL: `http://127.0.0.1:${port}`, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}), ...(only.has('reminders') ? { REMINDER_SWEEP_SECONDS: '3' } : {}),
        // The lecture hall's sign-ins arrive through a proxy, all from one address.
        ...(only.has('signins') ? { TRUST_PROXY: 'true' } : {}) },
    });
    server = await serve(port);
    await new Promise((r) => setTimeout(r, 1000));
    const idleRss = server.rssMb();
    log(`  server pid ${server.pid} on ${server.url}, idle RSS ${idleRss.toFixed(0)} MB`);
    const peaks: Record<string, number | undefined> = {};

    const s = server;
    if (only.has('listing')) peaks.listing = await guarded('listing', () => listing(s, studentCookie!));
    if (only.has('event')) await guarded('event page', () => eventPage(s, campus, studentCookie!));
    const small = only.has('big') ? await guarded('big campus (small side)', () => probeCampus(s, campus, studentCookie!, organizerCookie!)) : undefined;
    if (only.has('rush')) peaks.rush = await guarded('rush', () => rush(s, handle, campus, { sqliteFile, postgresUrl: databaseUrl }, serve));
    if (only.has('live')) await guarded('live fan-out', () => fanOut(s, handle, campus));
    if (only.has('pages')) await guarded('pages', () => pages(s, campus, studentCookie!));
    if (only.has('door')) await guarded('door sync', () => door(s, handle, campus, organizerCookie!));
    if (only.has('signins')) await guarded('lecture hall sign-ins', () => signIns(s, handle));
    if (only.has('lottery')) await guarded('lottery draw', () => lotteryDraw(handle, campus));
    if (only.has('reminders')) await guarded('reminder sweep', () => reminderSweep(s, handle, campus));
    if (only.has('big') && small) await guarded('big campus', () => bigCampus(s, handle, campus, small, studentCookie!, organizerCookie!, { sqliteFile, databaseUrl }));

    figures.plain('memory: server RSS idle', idleRss, 'MB', { max: 200 });
    // The quick run, all of it (seeding, every part, the server's start) under 3 minutes.
    // PostgreSQL's has more to do (three processes, one killed, the bare database's commits): 5 minutes.
    if (quick && !flag('only')) figures.plain('bench: quick run, all parts', (Date.now() - started) / 1000, 's', { max: dialect === 'postgres' ? 300 : 180 });
    if (peaks.listing != null) figures.plain('memory: server RSS peak during the listing', peaks.listing, 'MB', { max: 200 });
    if (peaks.rush != null) figures.plain('memory: server RSS peak during the rush', peaks.rush, 'MB', { max: 200 });
  } finally {
    await server?.stop();
    await handle.close();
    await dropSchema?.();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const file = path.resolve('bench/results/latest.json');
  figures.write(file, machine(dialect, quick), { ...extra, loadAverages, failures, elapsedSeconds: Math.round((Date.now() - started) / 1000) });
  log('');
  log(figures.table());
  log('');
  const missed = figures.list.filter((f) => f.met === false);
  log(`${figures.list.filter((f) => f.met === true).length} targets met, ${missed.length} missed; written to ${path.relative(process.cwd(), file)} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (failures.length) {
    console.error(`${failures.length} part(s) failed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

/** 7b. A lecture hall signs in at once from one address: 300 sign-ins under 60 s, all let in. */
async function signIns(server: BenchServer, handle: DbHandle) {
  phase('7b. lecture hall: 300 sign-ins from one address, 20 at a time');
  const r = await lectureHallSignIns(handle, server.url);
  log(`  ${r.signedIn} of 300 signed in in ${r.seconds.toFixed(1)} s (${JSON.stringify(r.statuses)})`);
  figures.plain('lecture hall: 300 sign-ins from one address', r.seconds, 's', { max: 60 }, '20 at a time, argon2 verification included');
  figures.plain('lecture hall: students signed in', r.signedIn, 'students', { equals: 300 }, JSON.stringify(r.statuses));
}

/** 8. The lottery draw of 20,000 entrants for one event: under 2 s and exact. */
async function lotteryDraw(handle: DbHandle, campus: ListingCampus) {
  phase(`8. lottery draw: ${LOTTERY_ENTRANTS} entrants for ${LOTTERY_SEATS} seats`);
  const result = await benchLotteryDraw(handle, campus.organizerId, LOTTERY_ENTRANTS, LOTTERY_SEATS);
  log(`  drawn in ${result.seconds.toFixed(2)} s (${result.cpuSeconds.toFixed(2)} s of this process's CPU); ${result.problems.length ? `NOT exact: ${result.problems.join('; ')}` : 'exact (seats, waitlist order, counts, one mail each, re-run from the seed)'}`);
  figures.plain('lottery draw: 20,000 entrants', result.seconds, 's', { max: 2 }, `${LOTTERY_SEATS} seats, one transaction with the result mails`);
  figures.plain('lottery draw: CPU of the drawing process', result.cpuSeconds, 's', {}, 'the server\'s share; the database\'s is its own');
  figures.plain('lottery draw: problems found', result.problems.length, 'problems', { equals: 0 }, result.problems.join('; ') || undefined);
}

/** 9. The reminder sweep: 50,000 reminders due in one minute, all queued once, the listing's p99 within 2× meanwhile. */
async function reminderSweep(server: BenchServer, handle: DbHandle, campus: ListingCampus) {
  phase(`9. reminder sweep: ${REMINDERS} reminders due at once, the listing under load`);
  const r = await benchReminderSweep(handle, server.url, campus.organizerId, REMINDERS, CONNECTIONS, log, quick ? { warmupSeconds: 1, loadSeconds: 3 } : undefined);
  log(`  swept in ${r.sweepSeconds?.toFixed(1) ?? '—'} s; ${r.claimed} claimed, ${r.queued} queued (distinct recipients); listing p99 ${r.p99Before} ms before, ${r.p99During ?? '—'} ms during, ${r.failedDuring} answers not 2xx or failed`);
  figures.plain(`reminder sweep: ${REMINDERS.toLocaleString('en')} due at once`, r.sweepSeconds, 's', {}, 'from the first claim to the last, by the running server');
  figures.plain('reminder sweep: reminders queued once', r.queued, 'reminders', { equals: REMINDERS }, `${r.claimed} claimed`);
  if (r.p99During !== null) figures.ratio('reminder sweep: listing p99 during / before', r.p99During, r.p99Before, 'ms', { max: 2 });
  figures.plain('reminder sweep: listing answers not 2xx or failed', r.failedDuring, '', { equals: 0 }, 'before and during the sweep');
}

/** The reference routes already warmed: one code path for every size, so once each is enough. */
const warmReferences = new Set<string>();

/** A warm-up (the JIT, the caches), then the measured run. */
async function pair(url: string, headers: Record<string, string>) {
  const reference = url.includes('/api/__bench/reference') ? url.replace(/bytes=\d+/, 'bytes') : undefined;
  if (!reference || !warmReferences.has(reference)) await load({ url, headers, connections: CONNECTIONS, duration: S.warmupSeconds });
  if (reference) warmReferences.add(reference);
  return load({ url, headers, connections: CONNECTIONS, duration: S.loadSeconds });
}

/** 1. Listing: the first page of 50, signed out and as a student, each against a reference of the same size. */
async function listing(server: BenchServer, cookie: string): Promise<number> {
  phase('1. listing: GET /api/events');
  const stop = server.trackPeak();
  for (const [who, headers] of [['signed out', {}], ['student', { cookie }]] as const) {
    const page = await getJson(server.url, '/api/events', headers);
    if (page.status !== 200 || page.body.events.length !== 50) throw new Error(`listing answered ${page.status} with ${page.body?.events?.length} events`);
    const reference = await pair(`${server.url}/api/__bench/reference?bytes=${page.bytes}`, {});
    const real = await pair(`${server.url}/api/events`, headers);
    if (real.non2xx || real.errors) throw new Error(`listing (${who}): ${real.non2xx} non-2xx, ${real.errors} errors`);
    log(`  ${who}: ${real.rps.toFixed(0)} req/s vs reference ${reference.rps.toFixed(0)} req/s (${page.bytes} bytes)`);
    figures.ratio(`listing (${who}): req/s`, real.rps, reference.rps, 'req/s', { min: 0.5 }, `${page.bytes} bytes, ${CONNECTIONS} connections`);
    figures.ratio(`listing (${who}): p50`, real.p50, reference.p50, 'ms');
    figures.ratio(`listing (${who}): p99`, real.p99, reference.p99, 'ms');
  }
  // Bytes on the wire: as a browser asks (brotli or gzip), the shared page compressed once.
  const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  for (const [who, headers] of [['signed out', BROWSER], ['student', { ...BROWSER, cookie }]] as const) {
    const plainBytes = (await wireBytes(server.url, '/api/events', who === 'student' ? { cookie } : {})).bytes;
    const wire = await wireBytes(server.url, '/api/events', headers);
    // Compressed bytes against bytes like them (reference-routes.mjs: the client decodes every body).
    const reference = await pair(`${server.url}/api/__bench/reference?bytes=${wire.bytes}&binary=1`, {});
    const real = await pair(`${server.url}/api/events`, headers);
    if (real.non2xx || real.errors) throw new Error(`listing compressed (${who}): ${real.non2xx} non-2xx, ${real.errors} errors`);
    log(`  ${who}, compressed: ${real.rps.toFixed(0)} req/s vs reference ${reference.rps.toFixed(0)} req/s (${wire.bytes} bytes ${wire.encoding}, ${plainBytes} plain)`);
    figures.plain(`listing (${who}): bytes on the wire, 50 events`, wire.bytes, 'bytes', {}, `${wire.encoding}; ${plainBytes} bytes uncompressed`);
    figures.ratio(`listing (${who}, compressed): req/s`, real.rps, reference.rps, 'req/s', {}, `${wire.bytes} bytes ${wire.encoding}, ${CONNECTIONS} connections`);
  }
  // The student's For-you listing (followed clubs, interests, co-attendance: never shared between viewers).
  const forYou = await getJson(server.url, '/api/events?for=me', { cookie });
  if (forYou.status !== 200 || forYou.body.events.length !== 50) throw new Error(`For you answered ${forYou.status} with ${forYou.body?.events?.length} events`);
  const reference = await pair(`${server.url}/api/__bench/reference?bytes=${forYou.bytes}`, {});
  const real = await pair(`${server.url}/api/events?for=me`, { cookie });
  if (real.non2xx || real.errors) throw new Error(`For you: ${real.non2xx} non-2xx, ${real.errors} errors`);
  log(`  For you: ${real.rps.toFixed(0)} req/s vs reference ${reference.rps.toFixed(0)} req/s (${forYou.bytes} bytes)`);
  figures.ratio('listing (For you): req/s', real.rps, reference.rps, 'req/s', {}, `${forYou.bytes} bytes, ${CONNECTIONS} connections`);
  figures.ratio('listing (For you): p50', real.p50, reference.p50, 'ms');
  figures.ratio('listing (For you): p99', real.p99, reference.p99, 'ms');
  return stop();
}

/** 2. Event page: GET /api/events/:id against the same kind of reference. */
async function eventPage(server: BenchServer, campus: ListingCampus, cookie: string) {
  phase('2. event page: GET /api/events/:id');
  for (const [who, headers] of [['signed out', {}], ['student', { cookie }]] as const) {
    const path = `/api/events/${campus.eventId}`;
    const page = await getJson(server.url, path, headers);
    if (page.status !== 200) throw new Error(`event page answered ${page.status}`);
    const reference = await pair(`${server.url}/api/__bench/reference?bytes=${page.bytes}`, {});
    const real = await pair(`${server.url}${path}`, headers);
    log(`  ${who}: ${real.rps.toFixed(0)} req/s vs reference ${reference.rps.toFixed(0)} req/s (${page.bytes} bytes)`);
    figures.ratio(`event page (${who}): req/s`, real.rps, reference.rps, 'req/s', { min: 0.5 }, `${page.bytes} bytes`);
    figures.ratio(`event page (${who}): p50`, real.p50, reference.p50, 'ms');
    figures.ratio(`event page (${who}): p99`, real.p99, reference.p99, 'ms');
  }
}

type Probes = Record<string, { p50: number; bytes: number }>;

/** The four big-campus requests, each timed one at a time. */
async function probeCampus(server: BenchServer, campus: ListingCampus, studentCookie: string, organizerCookie: string): Promise<Probes> {
  const probes: [string, string, Record<string, string>][] = [
    ['listing (first page)', '/api/events', {}],
    ["student's profile (GET /api/me/registrations)", '/api/me/registrations', { cookie: studentCookie }],
    ["organizer's manage page (GET /api/events/:id/registrations)", `/api/events/${campus.eventId}/registrations`, { cookie: organizerCookie }],
    ['dashboard feedback summary (GET /api/organizers/:id/feedback)', `/api/organizers/${campus.organizerId}/feedback`, { cookie: organizerCookie }],
  ];
  const result: Probes = {};
  for (const [name, url, headers] of probes) {
    const timed = await timeRequests(server.url, url, headers, S.probeCount);
    result[name] = { p50: timed.p50, bytes: timed.bytes };
  }
  return result;
}

/** 7. The door without a network: 300 offline scans synced as the manage page sends them. Figures only. */
async function door(server: BenchServer, handle: DbHandle, campus: ListingCampus, cookie: string) {
  phase('7. door sync: 300 offline scans, POST /api/events/:id/check-ins');
  const { first, again, checkedIn, batches } = await doorSync(handle, server.url, campus.organizerId, cookie);
  log(`  ${batches} batches: ${first.ms.toFixed(0)} ms (${JSON.stringify(first.statuses)}); sent again ${again.ms.toFixed(0)} ms (${JSON.stringify(again.statuses)}); ${checkedIn} checked in`);
  figures.plain('door: 300 offline scans synced (3 batches of 100)', first.ms, 'ms', {}, `${checkedIn} checked in`);
  figures.plain('door: the same 300 sent again (idempotent)', again.ms, 'ms');
}

/**
 * 3. Registration rush: 5,000 distinct students register for one event (2,000 seats, the
 * rest waitlisted) over 200 connections; on PostgreSQL spread over 3 server processes, and
 * then again with one of them killed (SIGKILL) a third of the way through.
 */
async function rush(server: BenchServer, handle: DbHandle, campus: ListingCampus, target: { sqliteFile?: string; postgresUrl?: string }, serve: (port: number) => Promise<BenchServer>): Promise<number> {
  const processes = rushProcesses ? Math.max(1, Number(rushProcesses)) : dialect === 'postgres' ? 3 : 1;
  phase(`3. registration rush: ${RUSH_STUDENTS} students, ${RUSH_CONNECTIONS} connections, ${processes} server process${processes > 1 ? 'es' : ''}`);
  const eventId = 'rush-event';
  // The other processes start side by side, and while the students are written: each start
  // is seconds of a loaded machine, and none of it is measured. All are up before the reference.
  const starting = Promise.allSettled(Array.from({ length: processes - 1 }, (_, k) => serve(port + 51 + k)));
  const others: BenchServer[] = [];
  try {
    await insertEvent(handle, eventId, campus.organizerId, RUSH_SEATS);
    const students = await insertStudents(handle, 'rsh', RUSH_STUDENTS);
    const cookies = await createSessions(handle, students.ids, secret);
    const starts = await starting;
    for (const start of starts) if (start.status === 'fulfilled') others.push(start.value);
    for (const start of starts) if (start.status === 'rejected') throw start.reason;
    // The reference first, while the servers are idle: the same students, another event.
    await insertEvent(handle, 'rush-reference', campus.organizerId);
    // On PostgreSQL each of the reference's registrations is a commit waited for, one after
    // another (123-873/s, as the machine goes): the quick run takes its rate over 1,000.
    const bare = await bareRegistrationRate(target, 'rush-reference', students, quick && dialect === 'postgres' ? 1000 : RUSH_STUDENTS);
    log(`  reference: the bare database, the same statements in one process: ${bare.toFixed(0)} registrations/s`);
    const all = [server, ...others];
    // The processes warm up first, as the listing's parts do: a server meets a rush having
    // served for a while, not as a fresh process compiling its code while it is measured. V8
    // optimizes a function after a few thousand calls: one round of 1,500 registrations over
    // three processes left their request path half compiled, and a third of the rush's CPU was
    // its optimizing compiler's. Each process now answers as many registrations as the rush
    // has students (one round per process), and each round's rate is printed: it climbs
    // until the code is compiled. The warm-up's mails are dropped, not sent: sending them took
    // longer than the rush itself, and what they would warm is not what the rush measures.
    const rates: string[] = [];
    for (let round = 1; round <= all.length; round++) {
      const warmupEvent = `rush-warmup-${round}`;
      await insertEvent(handle, warmupEvent, campus.organizerId, RUSH_SEATS);
      const warmup = await rushOver(all.map((s) => s.url), warmupEvent, students, cookies, RUSH_CONNECTIONS);
      rates.push(warmup.rate.toFixed(0));
      await mailsDropped(handle, [warmupEvent]);
    }
    log(`  warm-up: ${all.length} round${all.length > 1 ? 's' : ''} of ${RUSH_STUDENTS} registrations for other events, ${rates.join(', ')} registrations/s`);
    const stops = all.map((s) => s.trackPeak());
    const serverCpuBefore = all.map((s) => cpuSeconds([s.pid]));
    const databaseCpuBefore = dialect === 'postgres' ? postgresCpuSeconds() : 0;
    // Each process's CPU is read when it has answered its own share. The shares are equal, so
    // the processes end apart (by up to half a second on 2 cores); one that is done sends its ticket mails
    // while the others still answer, and that is the mails' CPU, not the registrations'.
    const serverCpuAtOwnEnd: number[] = [];
    const rushStarted = process.hrtime.bigint();
    // The database's, when the last process has answered its last (its mails' writes come after).
    let databaseCpuAfter = 0;
    const run = await rushOver(all.map((s) => s.url), eventId, students, cookies, RUSH_CONNECTIONS, (p) => {
      serverCpuAtOwnEnd[p] = cpuSeconds([all[p]!.pid]);
      if (dialect === 'postgres' && all.every((_, i) => serverCpuAtOwnEnd[i] !== undefined)) databaseCpuAfter = postgresCpuSeconds();
    });
    // V8's profiles count time on the same monotonic clock: the rush's window within them.
    if (cpuProf) log(`  the rush's window in the profiles (µs): ${rushStarted / 1000n}–${process.hrtime.bigint() / 1000n}`);
    const peak = Math.max(...stops.map((stop) => stop()));
    // CPU per registration: what bounds the rate on this machine's 2 cores, whatever else runs on it.
    const perRegistration = (seconds: number) => (seconds * 1000) / RUSH_STUDENTS;
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const serverCpu = figures.plain('rush: CPU per registration, server processes', perRegistration(sum(serverCpuAtOwnEnd) - sum(serverCpuBefore)), 'ms', {}, 'each process from the rush\'s first request to its own last answer; its ticket mails wait for the burst to end (mail/queue.ts) and are the next figure');
    // The target is for PostgreSQL's 3 processes on 2 cores, as the rate's is.
    if (dialect === 'postgres' && processes === 3 && serverCpu.value !== null) {
      serverCpu.target = '≤ 0.6 ms (3 processes)';
      serverCpu.met = serverCpu.value <= 0.6;
    }
    if (dialect === 'postgres') figures.plain('rush: CPU per registration, PostgreSQL', perRegistration(databaseCpuAfter - databaseCpuBefore), 'ms', {}, 'from the first request to the last answer; backends opened or closed meanwhile included (through the postmaster\'s reaped children)');
    // Then the ticket mails the burst left queued, sent once each process was done: their CPU apart.
    await mailsSent(handle, eventId, 120_000);
    const serverCpuMailed = cpuSeconds(all.map((s) => s.pid));
    figures.plain('rush: CPU per ticket mail, sent after the rush, server processes', perRegistration(serverCpuMailed - sum(serverCpuAtOwnEnd)), 'ms', {}, 'each process from its own last answer: the QR, the mail built and written (an .eml file without SMTP_URL), marked as sent');
    const outcome = await rushOutcome(handle, eventId, RUSH_SEATS);
    const created = run.statuses.get(201) ?? 0;
    const exact = outcome.rows === RUSH_STUDENTS && created === outcome.rows && outcome.countsExact;
    log(`  ${run.rate.toFixed(0)} registrations/s, p99 ${run.p99} ms, statuses ${JSON.stringify(Object.fromEntries(run.statuses))}, ${outcome.registered} registered and ${outcome.waitlisted} waitlisted, counts ${outcome.countsExact ? 'exact' : 'WRONG'}, waitlist order ${outcome.inOrder ? 'exact' : 'WRONG'}`);
    const f = figures.ratio('rush: registrations/s', run.rate, bare, 'reg/s', {}, `${RUSH_STUDENTS} students over ${RUSH_CONNECTIONS} connections and ${processes} process${processes > 1 ? 'es' : ''}; reference: the bare database, one process`);
    if (dialect === 'postgres') {
      // The target is for 3 processes; another count is a measurement, not judged.
      if (processes === 3) {
        f.target = '≥ 1500 reg/s (3 processes)';
        f.met = run.rate >= 1500;
      }
    } else {
      f.target = 'ratio ≥ 0.3';
      f.met = run.rate / bare >= 0.3;
    }
    figures.plain('rush: p99', run.p99, 'ms');
    figures.plain('rush: errors', RUSH_STUDENTS - created, '', { equals: 0 }, JSON.stringify(Object.fromEntries(run.statuses)));
    figures.plain('rush: final count equals the rows (1 = yes)', exact ? 1 : 0, '', { equals: 1 }, `rows ${outcome.rows}: ${outcome.registered} registered, ${outcome.waitlisted} waitlisted`);
    figures.plain('rush: waitlist order is the order seats were given (1 = yes)', outcome.inOrder ? 1 : 0, '', { equals: 1 }, `${RUSH_SEATS} seats`);
    if (others.length > 0) await rushKilled(handle, campus, [server, ...others], others.at(-1)!);
    return peak;
  } finally {
    // A start that failed after another failed first is still stopped.
    for (const start of await starting) if (start.status === 'fulfilled' && !others.includes(start.value)) others.push(start.value);
    await Promise.all(others.map((o) => o.stop()));
  }
}

/** 3b. A process killed with SIGKILL mid-rush: every acknowledged registration is in the database. */
async function rushKilled(handle: DbHandle, campus: ListingCampus, servers: BenchServer[], victim: BenchServer) {
  const eventId = 'rush-killed';
  const count = quick ? 1500 : 3000;
  await insertEvent(handle, eventId, campus.organizerId, 1000);
  const students = await insertStudents(handle, 'rsk', count);
  const cookies = await createSessions(handle, students.ids, secret);
  const result = await rushWithKill(servers.map((s) => s.url), eventId, students, cookies, 150, () => victim.kill());
  const outcome = await rushOutcome(handle, eventId, 1000);
  const lost = [...result.acknowledged].filter((id) => !outcome.ids.has(id)).length;
  log(`  killed pid ${victim.pid} a third of the way: ${result.acknowledged.size} acknowledged, ${lost} of them lost, ${result.failed} requests failed, ${outcome.rows} rows, counts ${outcome.countsExact ? 'exact' : 'WRONG'}, waitlist order ${outcome.inOrder ? 'exact' : 'WRONG'}`);
  figures.plain('rush with a process killed (SIGKILL): acknowledged registrations lost', lost, '', { equals: 0 }, `${result.acknowledged.size} acknowledged of ${count}; ${result.failed} requests to the dead process failed`);
  figures.plain('rush with a process killed: counts and waitlist order exact (1 = yes)', outcome.countsExact && outcome.inOrder ? 1 : 0, '', { equals: 1 }, `rows ${outcome.rows}`);
}

/** 5. Live fan-out: 1,000 subscribers; registration sent → last subscriber has the new count. */
async function fanOut(server: BenchServer, handle: DbHandle, campus: ListingCampus) {
  phase(`5. live fan-out: ${SUBSCRIBERS} subscribers on /api/live, ${S.liveRounds} registrations`);
  const eventId = 'live-event';
  await insertEvent(handle, eventId, campus.organizerId);
  const students = await insertStudents(handle, 'liv', S.liveRounds);
  const cookies = await createSessions(handle, students.ids, secret);
  const subscribers = await openSubscribers([server.url], SUBSCRIBERS);
  const toLast: number[] = [];
  const all: number[] = [];
  try {
    for (let i = 0; i < S.liveRounds; i++) {
      const wait = subscribers.waitFor(eventId, i + 1);
      const sent = performance.now();
      const res = await fetch(`${server.url}/api/events/${eventId}/registrations`, {
        method: 'POST',
        headers: { cookie: cookies[i]!, 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ name: students.names[i], usn: students.usns[i], email: students.emails[i], semester: '5' }),
      });
      if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${await res.text()}`);
      const times = await wait;
      const latencies = times.map((t) => t - sent);
      toLast.push(Math.max(...latencies));
      all.push(...latencies);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    subscribers.close();
  }
  toLast.sort((a, b) => a - b);
  all.sort((a, b) => a - b);
  log(`  to the last subscriber: p50 ${percentile(toLast, 50).toFixed(1)} ms, p99 ${percentile(toLast, 99).toFixed(1)} ms`);
  figures.plain('live fan-out: to the last of 1,000 subscribers, p50', percentile(toLast, 50), 'ms');
  figures.plain('live fan-out: to the last of 1,000 subscribers, p99', percentile(toLast, 99), 'ms', { max: 250 });
  figures.plain('live fan-out: any subscriber, p50', percentile(all, 50), 'ms');
}

/** 6. Pages: initial JS and CSS per route (gzip), and Lighthouse. */
async function pages(server: BenchServer, campus: ListingCampus, cookie: string) {
  phase('6. pages');
  const weights = routeWeights();
  extra.routes = weights.map((w) => ({ ...w, jsKb: Math.round(w.jsKb * 10) / 10, cssKb: Math.round(w.cssKb * 10) / 10 }));
  const home = weights.find((w) => w.route === 'HomePage')!;
  // A signed-out visitor's page runs only its two inline scripts until the first interaction
  // (server/platform/pages/app-start.ts); the app's code is fetched when the browser is idle
  // and run on that interaction. A visitor holding a session runs the app after the first paint.
  const inlineKb = (gzipSync(START_SCRIPT).length + gzipSync(COLOR_SCHEME_SCRIPT).length) / 1024;
  figures.plain('pages: home initial JS, signed out (gzip; run before the first interaction)', inlineKb, 'KB', { max: 100 }, 'the inline colour-scheme and start scripts');
  figures.plain('pages: home route app JS (gzip; signed out: on the first interaction, with a session: after the first paint)', home.jsKb, 'KB');
  figures.plain('pages: home route initial CSS (gzip)', home.cssKb, 'KB');
  const others = weights.filter((w) => w.route !== 'HomePage');
  const heaviest = others[0]!;
  figures.plain(`pages: heaviest other route initial JS (${heaviest.route})`, heaviest.jsKb, 'KB', {}, others.map((w) => `${w.route} ${w.jsKb.toFixed(1)}`).join(', '));
  for (const w of weights) log(`  ${w.route.padEnd(26)} JS ${w.jsKb.toFixed(1).padStart(6)} KB in ${String(w.files).padStart(2)} files  CSS ${w.cssKb.toFixed(1).padStart(5)} KB gzip`);

  await pageThroughput(server, campus, cookie);

  // four public pages, and the register page (an upcoming event the student is
  // not registered for) as before. Mobile: the median of several runs; desktop: one.
  const targets: Record<string, { path: string; label: string; cookie?: string }> = {
    '/': { path: '/', label: '/' },
    event: { path: `/events/${campus.eventId}`, label: '/events/:id' },
    club: { path: `/${campus.organizerId}/dashboard`, label: '/:organizerId/dashboard' },
    '/login': { path: '/login', label: '/login' },
    register: { path: '/lst7/register', label: '/:eventId/register', cookie },
  };
  const publicPage = (page: string) => page !== 'register';
  // "Mobile" as the same device on every machine: the CPU slowdown from this machine's
  // benchmark index (Lighthouse's throttling guide), not the fixed 4× that assumes a fast desktop.
  let slowdown: number;
  if (cpuSlowdown) {
    slowdown = Number(cpuSlowdown);
    log(`  calibration: CPU slowdown ${slowdown}× (--cpu-slowdown)`);
  } else {
    const calibration = await calibrate(3, log);
    slowdown = calibration.cpuSlowdownMultiplier;
    extra.calibration = calibration;
    log(`  calibration: benchmark index ${calibration.benchmarkIndex} (runs ${calibration.indexes.join(', ')}) → CPU slowdown ${slowdown}×`);
    // Below the reference phone's index no slowdown is applied and the run is slower than that phone.
    const slower = calibration.benchmarkIndex < 150 ? '; the machine was slower than the reference phone (index < 150): no slowdown, figures pessimistic' : '';
    if (slower) log(`  calibration${slower}`);
    figures.plain('lighthouse: benchmark index (calibration, median)', calibration.benchmarkIndex, '', {}, `runs ${calibration.indexes.join(', ')}${slower}`);
  }
  figures.plain('lighthouse: mobile CPU slowdown', slowdown, '×', {}, cpuSlowdown ? 'given' : 'from the benchmark index');
  for (const page of lighthousePages ?? S.lighthouse) {
    const target = targets[page];
    if (!target) throw new Error(`--pages: no page ${page} (${Object.keys(targets).join(', ')})`);
    // Desktop has no target: the full run reports it, the quick one (under 3 minutes) does not.
    for (const formFactor of S.lighthouseFormFactors) {
      const label = `lighthouse ${target.label} (${formFactor})`;
      let scores;
      try {
        scores = await lighthouseMedian(`${server.url}${target.path}`, formFactor, formFactor === 'mobile' ? S.lighthouseRuns : 1, target.cookie, log, slowdown);
      } catch (error) {
        figures.plain(`${label}: performance`, null, 'score', {}, (error as Error).message);
        continue;
      }
      const mobilePublic = formFactor === 'mobile' && publicPage(page);
      const runs = scores.performances.length > 1 ? `median of ${scores.performances.length} runs (${scores.performances.join(', ')})` : '';
      log(`  ${label}: performance ${scores.performance} ${runs}, accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo}, FCP ${scores.fcpMs.toFixed(0)} ms, LCP ${scores.lcpMs.toFixed(0)} ms, TBT ${scores.tbtMs.toFixed(0)} ms, CLS ${scores.cls.toFixed(3)}, script ${scores.scriptMs.toFixed(0)} ms (bootup ${scores.bootupMs.toFixed(0)} ms), ${scores.requests} requests (${scores.scripts} scripts, ${scores.transferKb.toFixed(0)} KB), benchmark index ${scores.benchmarkIndex}${formFactor === 'mobile' ? `, CPU ${slowdown}×` : ''}`);
      figures.plain(`${label}: performance`, scores.performance, 'score', formFactor === 'mobile' ? { min: 95 } : {}, runs);
      figures.plain(`${label}: accessibility`, scores.accessibility, 'score', { min: 100 });
      figures.plain(`${label}: best practices`, scores.bestPractices, 'score', { min: 100 });
      if (publicPage(page)) figures.plain(`${label}: SEO`, scores.seo, 'score', { min: 100 });
      figures.plain(`${label}: LCP`, scores.lcpMs, 'ms', mobilePublic ? { max: 2000 } : {});
      figures.plain(`${label}: TBT`, scores.tbtMs, 'ms', mobilePublic ? { max: 100 } : {});
      figures.plain(`${label}: CLS`, scores.cls, '', mobilePublic ? { max: 0.05 } : {});
      figures.plain(`${label}: main-thread script time`, scores.scriptMs, 'ms', {}, `bootup-time ${scores.bootupMs.toFixed(0)} ms; benchmark index ${scores.benchmarkIndex}${formFactor === 'mobile' ? `, CPU ${slowdown}×` : ''}`);
      if (formFactor === 'mobile') {
        // The home page once made 59 requests and loaded 39 script files on a first visit.
        figures.plain(`${label}: requests`, scores.requests, 'requests', {}, `${scores.scripts} script files, ${scores.transferKb.toFixed(0)} KB transferred`);
        figures.plain(`${label}: script files`, scores.scripts, 'files');
      }
    }
  }
}

/**
 * The server-rendered pages a signed-out visitor opens, as a browser asks for
 * them (compressed), against a reference answer of the same size.
 */
async function pageThroughput(server: BenchServer, campus: ListingCampus, cookie: string) {
  const signedOut = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
  const pagesToTime = [
    ['home page', '/', 'signed out', signedOut],
    ['event page', `/events/${campus.eventId}`, 'signed out', signedOut],
    // The event page as a student too (rendered for their session).
    ['event page', `/events/${campus.eventId}`, 'student', { ...signedOut, cookie }],
  ] as const;
  for (const [name, path, who, headers] of pagesToTime) {
    const res = await fetch(`${server.url}${path}`, { headers });
    const html = await res.text();
    if (res.status !== 200 || !html.includes('quad-state')) throw new Error(`${path} answered ${res.status} without a rendered page`);
    // The bytes on the wire: the reference sends as many.
    const bytes = Number(res.headers.get('content-length')) || Buffer.byteLength(html);
    // Compressed bytes against bytes like them (reference-routes.mjs: the client decodes every body).
    const reference = await pair(`${server.url}/api/__bench/reference?bytes=${bytes}&binary=1`, {});
    const real = await pair(`${server.url}${path}`, headers);
    if (real.non2xx || real.errors) throw new Error(`${path}: ${real.non2xx} non-2xx, ${real.errors} errors`);
    log(`  ${name} (${who}, HTML): ${real.rps.toFixed(0)} req/s vs reference ${reference.rps.toFixed(0)} req/s (${bytes} bytes ${res.headers.get('content-encoding') ?? ''})`);
    figures.ratio(`pages: ${name} HTML (${who}): req/s`, real.rps, reference.rps, 'req/s', { min: 0.5 }, `${bytes} bytes compressed, ${CONNECTIONS} connections`);
    figures.ratio(`pages: ${name} HTML (${who}): p99`, real.p99, reference.p99, 'ms');
  }
}

/** 4. Big campus: the same four requests on a campus ~50× bigger; p50 big / p50 small, and the query plans. */
async function bigCampus(
  server: BenchServer, handle: DbHandle, campus: ListingCampus, small: Probes, studentCookie: string, organizerCookie: string,
  target: { sqliteFile?: string; databaseUrl?: string },
) {
  const size = bigCampusSize(S.bigScale);
  phase(`4. big campus: ${size.events} events, ${size.students} students, ${size.registrations} registrations, ${size.feedback} feedback${S.bigScale < 1 ? ` (--quick: ${S.bigScale} of the full size)` : ''}`);
  const started = Date.now();
  await seedBigCampus(handle, size, log);
  if (dialect === 'postgres') await sql`analyze`.execute(handle.db);
  const seedSeconds = (Date.now() - started) / 1000;
  extra.bigCampus = { ...size, seedSeconds: Math.round(seedSeconds) };
  const big = await probeCampus(server, campus, studentCookie, organizerCookie);
  for (const [name, b] of Object.entries(big)) {
    const s = small[name]!;
    log(`  ${name}: p50 ${b.p50.toFixed(2)} ms vs ${s.p50.toFixed(2)} ms on the demo campus`);
    figures.ratio(`big campus: ${name} p50`, b.p50, s.p50, 'ms', { max: 2 }, `${b.bytes} vs ${s.bytes} bytes`);
  }
  const plans: Plan[] = await explainAll({ sqliteFile: target.sqliteFile, postgresUrl: target.databaseUrl }, campus);
  extra.queryPlans = plans;
  const scans = plans.flatMap((p) => p.fullScans.map((s) => `${p.request}: ${s}`));
  for (const p of plans) log(`  plan · ${p.request}\n    ${p.plan.join('\n    ')}`);
  const chosen = plans.flatMap((p) => (p.chosenScans ?? []).map((s) => `${p.request}: ${s.trim()}`));
  // On PostgreSQL a table of a few pages is read whole even with an index (demo-sized
  // tables: images, translations); a full scan is one no index could avoid.
  const chosenNote = chosen.length ? `; ${chosen.length} sequential scans of small tables the planner chose over their index: ${chosen.join('; ')}` : '';
  figures.plain('big campus: full scans in the query plans', scans.length, '', { equals: 0 }, (scans.join('; ') || `${plans.length} queries, all served by an index`) + chosenNote);
  if (dialect === 'postgres') figures.plain('big campus: sequential scans chosen over an index (small tables)', chosen.length, '', {}, chosen.join('; ') || undefined);
  figures.plain('big campus: seeding time', seedSeconds, 's');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

