import { test as base, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

export { chromium, expect, request, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page (main.tsx marks <html data-live>). Pages
 * arrive rendered by the server, so their buttons are on screen before their code runs;
 * a test must not race the app. A signed-out visitor's page starts its app on the first
 * interaction (server/platform/pages/app-start.ts): a key pressed on the page, as a keyboard
 * user's first Tab would, starts it. (e2e/early-interaction.spec.ts uses such pages before
 * their app runs, as a person would.)
 */
export async function untilLive(page: Page) {
  await page.evaluate(() => {
    if (!('live' in document.documentElement.dataset) && document.querySelector('link[rel="quad-entry"][data-on-interaction]')) {
      document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Shift' }));
    }
  });
  try {
    // Bounded below the test's own timeout, so a page that never starts says where it stood.
    await page.waitForFunction(() => 'live' in document.documentElement.dataset, undefined, { timeout: 30_000 });
  } catch (error) {
    const state = await page
      .evaluate(() => ({ readyState: document.readyState, title: document.title, waitsForInteraction: Boolean(document.querySelector('link[rel="quad-entry"][data-on-interaction]')) }))
      .catch(() => 'unreadable');
    throw new Error(`${page.url()} did not become live: ${JSON.stringify(state)}`, { cause: error });
  }
}

/**
 * Makes a page's `goto` and `reload` wait, when they land on a page of the app (HTML from
 * Quad itself, not a file, a JSON body or the stand-in Google's page), until the app is live.
 */
function waitingUntilLive(page: Page, baseURL: string) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const isAppPage = (response: Awaited<ReturnType<Page['goto']>>) =>
    Boolean(response && new URL(response.url()).origin === new URL(baseURL).origin && (response.headers()['content-type'] ?? '').includes('text/html'));
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    if (isAppPage(response)) await untilLive(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    if (isAppPage(response)) await untilLive(page);
    return response;
  };
  return page;
}

/**
 * A second person's page, in a browser context of its own, set up as the test's own page
 * is (playwright.config.ts's `use` does not reach `browser.newContext()`): the base URL, no
 * service worker, and navigations that wait until the app is live.
 */
export async function anotherPersonsPage(browser: Browser, baseURL: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', ...options });
  return waitingUntilLive(await context.newPage(), baseURL);
}

/** Playwright's `test`, whose page waits, after each `goto` and `reload`, until the app is live. */
export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    await use(waitingUntilLive(page, baseURL!));
  },
});
