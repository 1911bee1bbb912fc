import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { dateFromToday } from '../test/support/factories.ts';
import { makePassCertificates, makeServiceAccount, walletEnv } from '../test/support/wallet.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { createOrganizer, createStudent } from './support/accounts.ts';
import { createEvent } from './support/events.ts';
import { ownServer } from './support/own-server.ts';
import { e2ePorts, e2eServerEnv } from './support/ports.ts';
import { expect, request, test, type Page } from './support/test.ts';

// Tickets in the wallets. The shared server has no wallet set up (its tickets show no
// buttons); this file starts one of its own with both, signed with certificates and a
// service account made here: its own port (E2E_PORT + 12, clear of the others) and data folder.
const port = e2ePorts().app + 12;
const walletURL = `http://127.0.0.1:${port}`;
const dataDir = path.resolve('test-results/e2e-wallet-data');
const server = ownServer('wallet', port, dataDir, { ...process.env, ...e2eServerEnv(port, dataDir), ...walletEnv(makePassCertificates(), makeServiceAccount().json) });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

/** The screen at a phone's and a desktop's size, light and dark, for a person to look at. */
async function shoot(page: Page, dir: string, name: string) {
  await mkdir(dir, { recursive: true });
  for (const [label, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]] as const) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${dir}/${name}-${label}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A club's upcoming event on the server at `baseURL`. */
async function clubEvent(baseURL: string, name: string) {
  const club = await request.newContext({ baseURL });
  await createOrganizer(club);
  const event = await createEvent(club, { name, date: dateFromToday(5), time: '18:30', venue: 'Main Auditorium' });
  await club.dispose();
  return event;
}

test('a student on a campus with both wallets registers, sees the wallet buttons on You’re in and the ticket, downloads the pass and is sent to Google with a save link', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const event = await clubEvent(walletURL, `Robot Night ${Date.now()}`);
  const context = await browser.newContext({ baseURL: walletURL, acceptDownloads: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await createStudent(page.request);

  // Registering ends on You're in, with the buttons under the ticket.
  await page.goto(`/events/${event.id}`);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('dialog', { name: `Register for ${event.name}?` }).getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re in' })).toBeVisible();
  const buttons = page.getByRole('group', { name: "Add the ticket to your phone's wallet" });
  await expect(buttons.getByRole('link', { name: 'Add to Apple Wallet' })).toBeVisible();
  await expect(buttons.getByRole('button', { name: 'Save to Google Wallet' })).toBeVisible();
  const shots = testInfo.outputPath('shots');
  await shoot(page, shots, 'youre-in-wallet');

  // The ticket has them too.
  const mine = (await (await page.request.get('/api/me/registrations')).json()) as { upcoming: { id: string; eventId: string }[] };
  const registrationId = mine.upcoming.find((r) => r.eventId === event.id)!.id;
  await page.goto(`/tickets/${encodeURIComponent(registrationId)}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  const apple = page.getByRole('link', { name: 'Add to Apple Wallet' });
  await expect(apple).toBeVisible();
  await expectAccessible(page, 'ticket with wallet buttons');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, 'ticket with wallet buttons, dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoSidewaysScroll(page, 'ticket with wallet buttons');
  await shoot(page, shots, 'ticket-wallet');

  // Apple's button downloads the signed pass.
  const href = await apple.getAttribute('href');
  const pass = await page.request.get(href!);
  expect(pass.status()).toBe(200);
  expect(pass.headers()['content-type']).toBe('application/vnd.apple.pkpass');
  expect((await pass.body()).subarray(0, 2).toString()).toBe('PK');
  const [download] = await Promise.all([page.waitForEvent('download'), apple.click()]);
  expect(download.suggestedFilename()).toBe('quad-ticket.pkpass');

  // Google's asks for a save link and goes there (Google's page stood in for here).
  await page.route('https://pay.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Google Wallet</title><h1>Saved</h1>' }));
  await page.getByRole('button', { name: 'Save to Google Wallet' }).click();
  await expect(page).toHaveURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
  await context.close();
});

test('a campus without wallets shows no wallet buttons on the ticket', async ({ page, baseURL }, testInfo) => {
  const event = await clubEvent(baseURL!, `Chess Night ${Date.now()}`);
  const { input } = await createStudent(page.request);
  const res = await page.request.post(`/api/events/${event.id}/registrations`, { data: { name: input.name, usn: input.usn, email: input.email, semester: input.semester } });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/tickets/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByRole('img', { name: `QR ticket for ${event.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to Apple Wallet' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save to Google Wallet' })).toHaveCount(0);
  await expectAccessible(page, 'ticket without wallets');
  await shoot(page, testInfo.outputPath('shots'), 'ticket-no-wallet');
});
