// Stopping a real server process (src/server/main.ts, test/support/server-process.ts) on the suite's database:
// whoever reads its log, whatever it is doing, and with connections of every kind open.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { signUpStudent } from '../../test/support/accounts.ts';
import { HttpClient } from '../../test/support/http-client.ts';
import { freshDatabase, killAllServers, startServer, waitUntil, type FreshDatabase } from '../../test/support/server-process.ts';

const cleanups: FreshDatabase[] = [];
afterEach(async () => {
  await killAllServers('SIGKILL');
});
afterAll(async () => {
  for (const database of cleanups) await database.drop();
}, 30_000);

async function database() {
  const fresh = await freshDatabase('quad_shutdown');
  cleanups.push(fresh);
  return fresh.env;
}

/** An exit code, or the signal that ended the process; rejects when it is still running after `ms`. */
function exitWithin(child: ChildProcess, ms: number): Promise<number | string> {
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode ?? child.signalCode!);
    const timer = setTimeout(() => reject(new Error(`still running ${ms} ms later`)), ms);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? signal!);
    });
  });
}

function connect(base: string): Promise<net.Socket> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything a socket receives, as text, as it arrives. */
function received(socket: net.Socket): () => string {
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString()));
  return () => text;
}

describe('stopping the server', () => {
  it('keeps answering while nobody reads its log, and stops on SIGTERM', async () => {
    const server = await startServer({ ...(await database()), LOG_LEVEL: 'info' }, { unreadOutput: true });
    // Each request is logged with its 4 kB address: 1.2 MB, far more than the pipe and its reader's buffer hold.
    const padding = 'x'.repeat(4000);
    let answered = 0;
    let next = 0;
    await Promise.all(Array.from({ length: 10 }, async () => {
      while (next < 300) {
        next++;
        const res = await fetch(`${server.base}/api/health?padding=${padding}`);
        await res.arrayBuffer();
        if (res.ok) answered++;
      }
    }));
    expect(answered).toBe(300);
    server.child.kill('SIGTERM');
    // 0: it closed in order, not at the shutdown deadline (1), nor held by its log for good.
    expect(await exitWithin(server.child, 20_000)).toBe(0);
  }, 90_000);

  it('lets a request in flight finish, then exits at once, with a live stream and an idle keep-alive connection open', async () => {
    const server = await startServer(await database());
    const student = await signUpStudent(new HttpClient(server.base));
    const idle = await connect(server.base);
    const idleText = received(idle);
    idle.write('GET /api/health HTTP/1.1\r\nHost: quad\r\n\r\n');
    const live = await connect(server.base);
    const liveText = received(live);
    live.write('GET /api/live HTTP/1.1\r\nHost: quad\r\nAccept: text/event-stream\r\n\r\n');
    await waitUntil('both to answer', () => idleText().startsWith('HTTP/1.1 200') && liveText().includes(': connected'), 10_000);

    // A sign-in whose body is still on its way when the server is told to stop.
    const body = JSON.stringify({ email: student.input.email, password: student.input.password });
    const slow = await connect(server.base);
    const slowText = received(slow);
    // "Expect: 100-continue" makes the server say when it has taken the request in: a request it
    // has not yet read when the signal comes is a new one, which a closing server refuses with 503.
    slow.write(
      `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: quad\r\nOrigin: ${server.base}\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await waitUntil('the server to take the sign-in in', () => slowText().startsWith('HTTP/1.1 100 Continue\r\n\r\n'), 10_000);
    server.child.kill('SIGTERM');
    // Once it no longer accepts connections, it is closing: the rest of the body arrives.
    await waitUntil('the server to stop accepting', () => connect(server.base).then((s) => (s.destroy(), false), () => true), 10_000);
    slow.write(body.slice(10));

    const answer = () => slowText().slice('HTTP/1.1 100 Continue\r\n\r\n'.length);
    await waitUntil('the sign-in to be answered', () => answer().includes('\r\n\r\n'), 10_000);
    expect(answer()).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer().toLowerCase()).toContain('connection: close');
    // 0: closing finished once the answer was out; the deadline would have ended it with 1.
    expect(await exitWithin(server.child, 20_000)).toBe(0);
  }, 90_000);
});

describe('signals while the process is stuck', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  /** A process whose closing never returns to its event loop, as a write that waits for good would. */
  function stuckOnClose(deadlineMs: number) {
    const script = `
      import { stopOnSignals } from ${JSON.stringify(path.join(root, 'src/server/shutdown.ts'))};
      const log = { info: () => console.log('closing'), error: () => {} };
      stopOnSignals({ log, close: async () => { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000); } }, ${deadlineMs});
      console.log('ready');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk.toString()));
    return { child, said: (line: string) => out.split('\n').includes(line) };
  }

  it('a second SIGTERM ends the process at once', async () => {
    const { child, said } = stuckOnClose(60_000);
    try {
      await waitUntil('the process to start', () => said('ready'), 30_000);
      child.kill('SIGTERM');
      await waitUntil('closing to begin', () => said('closing'), 10_000);
      child.kill('SIGTERM');
      expect(await exitWithin(child, 10_000)).toBe('SIGTERM');
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);

  it('the shutdown deadline holds without a second signal', async () => {
    const { child, said } = stuckOnClose(300);
    try {
      await waitUntil('the process to start', () => said('ready'), 30_000);
      child.kill('SIGTERM');
      expect(await exitWithin(child, 20_000)).toBe('SIGKILL');
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
