// The server under test: the production build (dist/), started as its own process.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveEnv, serveFlags } from '../../scripts/serve-flags.mjs';

/** The production build with the reference routes (bench-server.mjs imports dist/server). */
export const SERVER_ENTRY = path.resolve('bench/lib/bench-server.mjs');

export interface ServerOptions {
  port: number;
  dataDir: string;
  secret: string;
  databaseUrl?: string;
  /** Write a V8 CPU profile of the server into this folder (`--cpu-prof`). */
  cpuProfDir?: string;
  env?: Record<string, string>;
}

export interface BenchServer {
  url: string;
  pid: number;
  /** Resident set size now, in MB (from /proc). */
  rssMb(): number;
  /** Samples RSS every 50 ms until the returned function is called; that returns the peak in MB. */
  trackPeak(): () => number;
  /** SIGKILL: the process dies mid-work, as in a crash. */
  kill(): void;
  stop(): Promise<void>;
}

function readRssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

export async function startServer(options: ServerOptions): Promise<BenchServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const profile = options.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`] : [];
  // Started as `npm run serve` starts it, so that it is measured as it is served.
  const args = [...serveFlags(), ...profile, SERVER_ENTRY];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...serveEnv(),
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      SESSION_SECRET: options.secret,
      CAMPUS_TIME_ZONE: 'UTC',
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
  });
  await waitForHealth(url, child);
  const pid = child.pid!;
  return {
    url,
    pid,
    rssMb: () => readRssMb(pid),
    trackPeak() {
      let peak = readRssMb(pid);
      const timer = setInterval(() => {
        peak = Math.max(peak, readRssMb(pid));
      }, 50);
      return () => {
        clearInterval(timer);
        return Math.max(peak, readRssMb(pid));
      };
    },
    kill: () => {
      child.kill('SIGKILL');
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
