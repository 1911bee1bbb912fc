import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

/** Settings a journey's own server never takes from its surroundings: SQLite in its folder, no Google or campus sign-in. */
const INHERITED_NOT = ['DATABASE_URL', 'SESSION_SECRET', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'CAMPUS_OIDC_ISSUER', 'CAMPUS_OIDC_CLIENT_ID', 'CAMPUS_OIDC_CLIENT_SECRET', 'CAMPUS_SSO_ONLY'];

export interface OwnServer {
  readonly baseURL: string;
  /** What the server has written to stdout and stderr so far. */
  readonly log: string;
  /** Empties its data folder, starts `node dist/server/server/main.js` and waits for /api/health. */
  start(): Promise<void>;
  /** Stops it by its process id (SIGTERM, SIGKILL after 10 s) and waits for it to end. */
  stop(): Promise<void>;
}

/**
 * A server of a journey's own, for a setting the shared server does not have: its own port
 * and data folder, started as the built binary. `env` is its whole environment; `unset` names
 * further variables it must not inherit.
 */
export function ownServer(name: string, port: number, dataDir: string, env: NodeJS.ProcessEnv, unset: string[] = []): OwnServer {
  let child: ChildProcess | undefined;
  let log = '';
  const baseURL = `http://127.0.0.1:${port}`;
  const environment = () => {
    const whole: NodeJS.ProcessEnv = { ...env };
    for (const variable of [...INHERITED_NOT, ...unset]) delete whole[variable];
    return whole;
  };
  return {
    baseURL,
    get log() {
      return log;
    },
    async start() {
      rmSync(dataDir, { recursive: true, force: true });
      const started = spawn(process.execPath, ['dist/server/server/main.js'], { env: environment(), stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      started.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      started.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (started.exitCode !== null) throw new Error(`the ${name} server exited (${started.exitCode}):\n${log}`);
        if (await fetch(`${baseURL}/api/health`).then((res) => res.ok, () => false)) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`the ${name} server did not answer /api/health within 60 s:\n${log}`);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running?.pid || running.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      process.kill(running.pid, 'SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
      if (!stopped && running.exitCode === null) process.kill(running.pid, 'SIGKILL');
    },
  };
}
