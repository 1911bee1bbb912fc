// npm run dev: the API server with reload (tsx watch) and Vite with hot reload.
// Open http://localhost:5173 — Vite proxies /api and /images to the server.
import { spawn } from 'node:child_process';

const apiPort = process.env.QUAD_API_PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:5173', ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, QUAD_API_PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
