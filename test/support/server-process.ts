// Real server processes for tests: src/server/main.ts on a fresh database of the suite's dialect,
// each answering on its own port. The sources are bundled once per test process (esbuild, as tsx
// would transform them, packages left to node_modules) and every start runs that one file:
// through tsx every start transformed and resolved Quad's 440 modules again, 2–3 times as long.
// QUAD_TEST_SERVER_TSX=true starts `node --import tsx src/server/main.ts` instead (as
// scripts/cluster.mjs --dev does).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { testDialect, testRun, testSchemaName } from './test-db.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

let bundled: Promise<string> | undefined;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * src/server/main.ts and everything of Quad's it imports in one file, built at this test
 * process's first start. It sits three folders below the root, as dist/server/server/main.js
 * does, so that version.ts finds package.json; packages resolve from node_modules as usual.
 */
export function serverEntry(): Promise<string> {
  bundled ??= (async () => {
    const { build } = await import('esbuild');
    const dir = path.join(root, 'node_modules/.cache/quad-test-server');
    mkdirSync(dir, { recursive: true });
    // Vitest ends its workers with a signal, before any exit handler could remove their bundles.
    for (const name of readdirSync(dir)) {
      const pid = Number(/^main-(\d+)\.mjs$/.exec(name)?.[1]);
      if (pid && !isRunning(pid)) rmSync(path.join(dir, name), { force: true });
    }
    const outfile = path.join(dir, `main-${process.pid}.mjs`);
    await build({
      entryPoints: [path.join(root, 'src/server/main.ts')], outfile, bundle: true, platform: 'node', format: 'esm',
      target: `node${process.versions.node}`, packages: 'external', logLevel: 'error',
    });
    return outfile;
  })();
  return bundled;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** A client on the suite's PostgreSQL (TEST_DATABASE_URL), ended after `use`. */
export async function withAdmin<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  /** The environment that points a server process at it. */
  env: Record<string, string>;
  /** On PostgreSQL, the schema (quote-free: letters, digits, underscores). */
  schema?: string;
  drop(): Promise<void>;
}

/**
 * A fresh database of the suite's dialect: a new DATA_DIR (SQLite's file lives there), or a
 * new schema named `<prefix>_<random>`.
 */
export async function freshDatabase(prefix = 'quad_process'): Promise<FreshDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix.replaceAll('_', '-')}-`));
  // The API alone (a web root that does not exist): loading the page renderer would double every start.
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '', WEB_ROOT: path.join(dataDir, 'no-web-build') };
  let schema: string | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (testDialect() === 'postgres') {
    if (!adminUrl) throw new Error('QUAD_TEST_DB=postgres needs TEST_DATABASE_URL');
    schema = testSchemaName(prefix, 8);
    await withAdmin((c) => c.query(`create schema ${schema}`));
    const url = new URL(adminUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = url.toString();
  }
  const drop = async () => {
    // Within a run, the run's end drops it (see testRun in test-db.ts).
    if (schema && !testRun()) await withAdmin((c) => c.query(`drop schema if exists ${schema} cascade`));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { env, schema, drop };
}

export interface Server {
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

const running = new Set<Server>();

/**
 * Starts the server (src/server/main.ts, bundled: see serverEntry) with `env` on a free port and waits until it
 * answers. `unreadOutput`: its stdout and stderr are pipes that nobody reads (as under a parent
 * that has gone), once the little this process takes in before it stops reading is full.
 */
export async function startServer(env: Record<string, string>, { unreadOutput = false } = {}): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const args = process.env.QUAD_TEST_SERVER_TSX === 'true' ? ['--import', 'tsx', path.join(root, 'src/server/main.ts')] : [await serverEntry()];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: unreadOutput ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, LOG_LEVEL: 'error', NODE_ENV: 'production',
      SESSION_SECRET: 'server-process-test-session-secret-0123456789', CAMPUS_TIME_ZONE: 'UTC', ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: Server = {
    base,
    child,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  await waitUntil(`${base} to answer`, async () => {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    return fetch(`${base}/api/health`).then((r) => r.ok, () => false);
  }, 60_000);
  return server;
}

/** Ends every server still running (for an afterEach: a failed test leaves nothing behind it). */
export async function killAllServers(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  await Promise.all([...running].map((s) => s.kill(signal)));
}
