import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, untilLive } from './support/test.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { logInThroughForm } from './support/accounts.ts';
import { e2ePorts, e2eServerEnv } from './support/ports.ts';

// A fresh install as `npm install && npm start` then `npm run seed` make it: no
// CAMPUS_TIME_ZONE on a machine set to UTC, no ADMIN_EMAILS. A server of its own (E2E_PORT + 8,
// clear of the ports e2ePorts() hands out and of the approval journey's), its own data folder.
const port = e2ePorts().app + 8;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.resolve('test-results/e2e-fresh-install-data');
const NOTICE = 'The campus time zone is not set';

let server: ChildProcess | undefined;
let serverLog = '';

function freshEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...e2eServerEnv(port, dataDir), TZ: 'UTC' };
  for (const name of ['CAMPUS_TIME_ZONE', 'ADMIN_EMAILS', 'DATABASE_URL', 'SESSION_SECRET', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'CAMPUS_OIDC_ISSUER', 'CAMPUS_OIDC_CLIENT_ID', 'CAMPUS_OIDC_CLIENT_SECRET', 'CAMPUS_SSO_ONLY']) delete env[name];
  return env;
}

async function startServer() {
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['dist/server/server/main.js'], { env: freshEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  server = child;
  child.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${serverLog}`);
    if (await fetch(`${baseURL}/api/health`).then((res) => res.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health within 60 s:\n${serverLog}`);
}

/** Stops the server this spec started, by its process id, and waits for it to end. */
async function stopServer() {
  const child = server;
  server = undefined;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(child.pid, 'SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
  if (!stopped && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await startServer();
  // npm run seed, on the same data folder, while the server runs.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/seed/main.ts'], { env: freshEnv() });
});

test.afterAll(async () => {
  await stopServer();
});

test('a fresh install says the time zone is unset: in its start-up log and to the seeded administrator', async ({ page }) => {
  await expect.poll(() => serverLog).toContain('CAMPUS_TIME_ZONE is unset and this machine is on UTC: every time shows in UTC.');

  // The seed's administrator is one without ADMIN_EMAILS, and its address needs no confirming.
  await page.goto('/login');
  await logInThroughForm(page, 'admin@demo.quad', 'quad-demo-1');
  await expect(page).toHaveURL('/');
  await untilLive(page);
  const nameButton = page.getByRole('button', { name: /^Kavya/ });
  await expect(nameButton).toHaveAttribute('aria-haspopup', 'menu');
  await nameButton.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Mail status' }).click();
  await expect(page).toHaveURL('/admin/status');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail status' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByText(/CAMPUS_TIME_ZONE is unset and the server's machine is on UTC, so every time shows in UTC\./)).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  for (const [address, heading] of [['/admin/venues', 'Venues'], ['/admin/feedback', 'Platform feedback']] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(NOTICE)).toBeVisible();
  }
  await expectAccessible(page);
});

test("the seeded club manager signs in and runs the club's events", async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, 'priya@demo.quad', 'quad-demo-1');
  await expect(page).toHaveURL('/');
  await untilLive(page);
  const nameButton = page.getByRole('button', { name: /^Priya/ });
  await expect(nameButton).toHaveAttribute('aria-haspopup', 'menu');
  await nameButton.click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: /Robotics Club/ })).toBeVisible();
  // Not an administrator: no office pages, and no notice for them.
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Mail status' })).toHaveCount(0);
});
