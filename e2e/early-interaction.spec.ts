import type { Browser } from '@playwright/test';
import { expect, request as playwrightRequest, test, type Page } from './support/test.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, buildStudent } from './support/accounts.ts';
import { buildEvent } from './support/events.ts';
import { dateFromToday } from '../test/support/factories.ts';

// A signed-out visitor's page arrives whole from the server and runs none of the app's code
// until the visitor does something (server/platform/pages/app-start.ts). What they do before
// the app has taken over is done when it has: nothing clicked or typed is lost.
// These journeys use the pages as a person does, without the test helper's own start.

const started = (page: Page) => page.evaluate(() => 'live' in document.documentElement.dataset);
const appScripts = (page: Page) => page.evaluate(() => document.querySelectorAll('script[type="module"][src]').length);

async function clubEvent(baseURL: string | undefined) {
  const club = await playwrightRequest.newContext({ baseURL });
  expect((await club.post('/api/signup/organizer', { data: buildOrganizer({ name: `Early Club ${Date.now()}` }) })).status()).toBe(201);
  const created = await club.post('/api/events', { data: buildEvent({ name: `Early Talk ${Date.now()}`, date: dateFromToday(4), time: '18:00', capacity: 30 }) });
  expect(created.status()).toBe(201);
  return { club, event: (await created.json()) as { id: string; name: string } };
}

/** A page of a context of its own, without the test helper's wait: the app starts only as a visitor makes it. */
async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test("an event page runs none of the app's code until touched, then a click made before the app ran is done", async ({ browser, baseURL }) => {
  const { event } = await clubEvent(baseURL);
  const { context, page } = await visitorPage(browser, baseURL);
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await started(page)).toBe(false);
  expect(await appScripts(page)).toBe(0);
  await expectAccessible(page, 'event page before the app runs');

  // The colour scheme's switch, pressed before the app runs: the app starts, then switches.
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page, 'event page once the app runs');
  await context.close();
});

test('what is typed into the sign-in form before the app runs is kept, and Enter signs in', async ({ browser, baseURL }) => {
  const student = buildStudent();
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/signup/student', { data: student })).status()).toBe(201);
  const { context, page } = await visitorPage(browser, baseURL);
  await page.goto('/login');
  expect(await started(page)).toBe(false);
  // Typed at once, as a fast typist or a password manager would, before any app code has run.
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // The password never went into an address.
  expect(page.url()).not.toContain('password');
  await context.close();
});

test("a count shown on the page changes: the app starts and shows it, untouched", async ({ browser, baseURL }) => {
  const { event } = await clubEvent(baseURL);
  const { context, page } = await visitorPage(browser, baseURL);
  await page.goto(`/events/${event.id}`);
  await expect(page.getByText('0 registered', { exact: false }).first()).toBeVisible();
  expect(await started(page)).toBe(false);

  const student = buildStudent();
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/signup/student', { data: student })).status()).toBe(201);
  const registered = await api.post(`/api/events/${event.id}/registrations`, { data: { name: student.name, usn: student.usn, email: student.email, semester: student.semester } });
  expect(registered.status()).toBe(201);
  await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 15_000 });
  await expect(page.getByText('1 registered', { exact: false }).first()).toBeVisible();
  await context.close();
});

test("the home page's slideshow moves before the app runs, and the app's takes over from the slide shown", async ({ browser, baseURL }) => {
  const { context, page } = await visitorPage(browser, baseURL);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Campus highlights' });
  const dot = (n: number) => carousel.getByRole('tab', { name: `Go to slide ${n}` });
  await expect(carousel.getByRole('tab')).toHaveCount(3);
  await expect(dot(1)).toHaveAttribute('aria-selected', 'true');
  // Every 3 s, untouched: the server's slideshow, moved by the page's start script.
  await expect(dot(2)).toHaveAttribute('aria-selected', 'true', { timeout: 4500 });
  expect(await started(page)).toBe(false);
  await expectAccessible(page, 'home before the app runs');

  // Touched: the arrow moves it, and the app's slideshow is laid over it from that slide.
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  await expect(carousel.getByRole('tab', { selected: true })).toHaveAccessibleName(/Go to slide (3|1)/);
  await expect(carousel.getByRole('tab')).toHaveCount(3);
  await context.close();
});

test("when the app's code cannot be fetched, the next interaction tries again, and the click made before is still done", async ({ browser, baseURL }) => {
  const { event } = await clubEvent(baseURL);
  // No service worker: it would precache the app's code behind the page's back.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`/events/${event.id}`);
  const entry = new URL(await page.locator('link[rel="quad-entry"]').getAttribute('href') ?? '', baseURL).pathname;
  // The first fetch of the app's entry fails, as on a connection that drops.
  let tries = 0;
  await page.route((url) => url.pathname === entry, (route) => (tries++ === 0 ? route.abort('connectionreset') : route.continue()));

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect.poll(() => tries).toBe(1);
  await page.waitForTimeout(500);
  expect(await started(page)).toBe(false);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

  // The next key tries again: the app starts and does the click, once.
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(tries).toBe(2);
  await context.close();
});

test('without a service worker, the app\'s files are fetched ahead into the cache once the page is idle', async ({ browser, baseURL }) => {
  const { event } = await clubEvent(baseURL);
  const context = await browser.newContext({ baseURL });
  // A browser without service workers.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined }));
  const page = await context.newPage();
  await page.goto(`/events/${event.id}`);
  const entry = await page.locator('link[rel="quad-entry"]').getAttribute('href');
  // Idle comes late on a busy machine; the script waits at most 3 s after the load.
  await expect(page.locator(`link[rel="prefetch"][href$="${entry}"]`)).toHaveCount(1, { timeout: 20_000 });
  expect(await started(page)).toBe(false);
  // Then the first touch starts the app from them.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await context.close();
});

test("a page that never goes idle still fetches the app's files ahead, a few seconds after it loaded", async ({ browser, baseURL }) => {
  const { event } = await clubEvent(baseURL);
  const context = await browser.newContext({ baseURL });
  // No service worker, and a main thread that is never idle: an idle callback runs only when its timeout is due.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined });
    window.requestIdleCallback = ((run: IdleRequestCallback, options?: IdleRequestOptions) =>
      options?.timeout === undefined ? 0 : window.setTimeout(() => run({ didTimeout: true, timeRemaining: () => 0 }), options.timeout)) as typeof window.requestIdleCallback;
  });
  const page = await context.newPage();
  await page.goto(`/events/${event.id}`);
  const entry = await page.locator('link[rel="quad-entry"]').getAttribute('href');
  await expect(page.locator(`link[rel="prefetch"][href$="${entry}"]`)).toHaveCount(1, { timeout: 20_000 });
  expect(await started(page)).toBe(false);
  await context.close();
});
