import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, untilLive } from './support/test.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { logInThroughForm } from './support/accounts.ts';
import { ownServer } from './support/own-server.ts';
import { e2ePorts, e2eServerEnv } from './support/ports.ts';

// A fresh install as `npm install && npm start` then `npm run seed` make it: no
// CAMPUS_TIME_ZONE on a machine set to UTC, no ADMIN_EMAILS. A server of its own (E2E_PORT + 8,
// clear of the ports e2ePorts() hands out and of the approval journey's), its own data folder.
const port = e2ePorts().app + 8;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.resolve('test-results/e2e-fresh-install-data');
const NOTICE = 'The campus time zone is not set';

/** A machine on UTC, and no campus settings but the run's own. */
function freshEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...e2eServerEnv(port, dataDir), TZ: 'UTC' };
  // The seed opens the same SQLite folder as the server, whatever the surroundings say.
  for (const name of ['CAMPUS_TIME_ZONE', 'ADMIN_EMAILS', 'DATABASE_URL', 'SESSION_SECRET']) delete env[name];
  return env;
}
const server = ownServer('fresh install', port, dataDir, freshEnv());

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
  // npm run seed, on the same data folder, while the server runs.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/seed/main.ts'], { env: freshEnv() });
});

test.afterAll(async () => {
  await server.stop();
});

test('a fresh install says the time zone is unset: in its start-up log and to the seeded administrator', async ({ page }) => {
  await expect.poll(() => server.log).toContain('CAMPUS_TIME_ZONE is unset and this machine is on UTC: every time shows in UTC.');

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
