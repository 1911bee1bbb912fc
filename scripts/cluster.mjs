// npm run cluster -- [--processes 3] [--port 3000] [--balancer 8080] [--dev | --entry FILE]
//
// Starts several Quad server processes on consecutive ports, sharing one PostgreSQL
// (DATABASE_URL) and one session secret. Sessions, images and live updates go through
// the database (LISTEN/NOTIFY), so any process can answer any request: put them behind
// any load balancer. --balancer PORT also starts a small round-robin TCP balancer in
// front of them, for trying it out on one machine (use a real one in production).
// --dev runs the TypeScript sources through tsx instead of the build; --entry runs another
// build of the server (the tests' bundle of the sources, test/support/server-process.ts).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { serveEnv, serveFlags } from './serve-flags.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const processes = Number(option('processes', process.env.QUAD_PROCESSES ?? '3'));
const basePort = Number(option('port', process.env.PORT ?? '3000'));
const balancerPort = option('balancer') ? Number(option('balancer')) : undefined;
const entryOption = option('entry');
const dev = argv.includes('--dev') && !entryOption;

const databaseUrl = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('npm run cluster needs DATABASE_URL=postgres://… : the processes share one PostgreSQL (live updates use LISTEN/NOTIFY).');
  process.exit(1);
}
const entry = path.resolve(entryOption ?? (dev ? 'src/server/main.ts' : 'dist/server/server/main.js'));
if (!existsSync(entry)) {
  console.error(`${entry} is missing: run npm run build first (or pass --dev).`);
  process.exit(1);
}

// One secret for all: a cookie signed by one process must verify on every other.
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
mkdirSync(dataDir, { recursive: true });
let secret = process.env.SESSION_SECRET;
if (!secret) {
  const file = path.join(dataDir, 'session-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  secret = readFileSync(file, 'utf8').trim();
}
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${balancerPort ?? basePort}`;

const children = [];
let stopping = false;
for (let i = 0; i < processes; i++) {
  const port = basePort + i;
  const args = dev ? ['--import', 'tsx', entry] : [...serveFlags(), entry];
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    env: { ...serveEnv(), ...process.env, PORT: String(port), DATA_DIR: dataDir, SESSION_SECRET: secret, PUBLIC_URL: publicUrl },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`quad process on port ${port} exited (${signal ?? code}); stopping the others`);
      stop(1);
    }
  });
  children.push({ port, child });
}
console.log(`Quad cluster: ${processes} processes on ports ${basePort}-${basePort + processes - 1}, sharing ${new URL(databaseUrl).host}`);

let balancer;
if (balancerPort) {
  let next = 0;
  balancer = net.createServer((client) => {
    const { port } = children[next++ % children.length];
    const upstream = net.connect(port, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  balancer.listen(balancerPort, process.env.HOST ?? '0.0.0.0', () => console.log(`Round-robin balancer on ${publicUrl}`));
}

function stop(code = 0) {
  // A second signal ends everything at once, as it does for one server.
  if (stopping) {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(1);
  }
  stopping = true;
  balancer?.close();
  let left = children.filter(({ child }) => child.exitCode === null).length;
  if (left === 0) process.exit(code);
  for (const { child } of children) {
    if (child.exitCode !== null) continue;
    child.once('exit', () => {
      if (--left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(code), 15_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
