import { test as base, type Page } from '@playwright/test';

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
  await page.waitForFunction(() => 'live' in document.documentElement.dataset);
}

/** Playwright's `test`, whose page waits, after each `goto` and `reload`, until the app is live. */
export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    // Only a page of the app (HTML from Quad itself) becomes live; a file, a JSON body or
    // the stand-in Google's page does not.
    const isAppPage = (response: Awaited<ReturnType<Page['goto']>>) =>
      Boolean(response && new URL(response.url()).origin === new URL(baseURL!).origin && (response.headers()['content-type'] ?? '').includes('text/html'));
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
    await use(page);
  },
});
