import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe on the page as it is now: no serious or critical violation (WCAG 2.2 AA rules). */
export async function expectAccessible(page: Page, label = page.url()) {
  // Colours half-way through a transition (a drawer, dialog or notice opening) are not the
  // page's colours. A transition starts a frame or two after what mounts it: those frames first.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, { timeout: 8000 })
    .catch(() => {});
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself. The default runs axe in parts and joins them in a new blank
    // tab, opened and closed on every call: half of each check's time. The pages have no
    // cross-origin frames, which only that mode reaches.
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only violations are read: axe need not gather the details of every pass.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).slice(0, 3).join(', ')}`);
  expect(serious, `axe on ${label}`).toEqual([]);
}

/** Nothing wider than the screen: a phone never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, label = page.url()) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}
