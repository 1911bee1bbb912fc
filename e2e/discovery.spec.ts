import type { Locator, Page } from '@playwright/test';
import { expect, request as playwrightRequest, test } from './support/test.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { createOrganizer } from './support/accounts.ts';
import { createEvent } from './support/events.ts';
import { posterBytes, uploadPoster } from './support/posters.ts';

// Discovery on a phone: the first screen a student sees.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The drawn box's width over height, and the image file's own, once it has loaded. */
async function ratios(image: Locator) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = (await image.boundingBox())!;
  const natural = await image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
  return { drawn: box.width / box.height, natural };
}

async function expectWhole(image: Locator, label: string) {
  const { drawn, natural } = await ratios(image);
  expect(Math.abs(drawn / natural - 1), `${label}: drawn ${drawn.toFixed(3)}, file ${natural.toFixed(3)}`).toBeLessThanOrEqual(0.02);
}

/** Home as a visitor arriving from another page, its listing (and banner) read by the browser: only the events named `prefix`. */
async function homeOnly(page: Page, prefix: string) {
  await page.route(/\/api\/events\?/, (route) => {
    const url = new URL(route.request().url());
    if (!url.searchParams.has('name')) url.searchParams.set('name', prefix);
    return route.continue({ url: url.toString() });
  });
  await page.goto('/about');
  await page.getByRole('link', { name: 'Quad', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Exciting Events in your Campus.' })).toBeVisible();
}

test('a phone’s first screen shows at least two events, each poster with its title once, and the filters sheet', async ({ page, baseURL }) => {
  const club = await playwrightRequest.newContext({ baseURL });
  await createOrganizer(club, { name: `Fold Club ${Date.now()}` });
  const stamp = Date.now();
  const names = [`Fold Open Mic ${stamp}`, `Fold Robot Race ${stamp}`, `Fold Poetry Slam ${stamp}`];
  for (const [i, name] of names.entries()) await createEvent(club, { name, date: dateFromToday(2 + i), time: '18:00', capacity: 12 });

  await homeOnly(page, 'Fold ');
  const cards = page.getByRole('article');
  await expect(cards.filter({ hasText: names[0]! })).toBeVisible();
  const fold = page.viewportSize()!.height;
  let titlesAboveFold = 0;
  for (const name of names) {
    const card = cards.filter({ hasText: name });
    const title = card.getByRole('heading', { name });
    // Its title once: never written on the poster as well.
    expect(await card.evaluate((el, n) => el.textContent!.split(n).length - 1, name)).toBe(1);
    await expect(card.getByText('12 places left')).toBeVisible();
    const box = await title.boundingBox();
    if (box && box.y + box.height <= fold) titlesAboveFold++;
  }
  expect(titlesAboveFold).toBeGreaterThanOrEqual(2);
  // The posters of the first two are on the first screen too.
  for (const name of names.slice(0, 2)) {
    const poster = (await cards.filter({ hasText: name }).locator('img').first().boundingBox())!;
    expect(poster.y + poster.height / 2).toBeLessThan(fold);
  }
  await expectNoSidewaysScroll(page, 'home on a phone');
  await expectAccessible(page, 'home on a phone');

  // The less-used filters: a sheet from the bottom.
  await page.getByRole('button', { name: 'Filters' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByLabel('Search by organizer')).toBeVisible();
  const sheetBox = (await sheet.boundingBox())!;
  expect(Math.round(sheetBox.y + sheetBox.height)).toBe(fold);
  await expectAccessible(page, 'filters sheet');
  await sheet.getByLabel('Search by organizer').fill('Fold Club');
  await sheet.getByRole('button', { name: 'Show events' }).tap();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/organizer=Fold\+Club/);
  await expect(page.getByRole('button', { name: 'Remove filter: Club: Fold Club' })).toBeVisible();
  await club.dispose();
});

test('a portrait poster and a 16:9 poster are shown whole on their cards, in the banner and on their pages', async ({ page, baseURL }) => {
  const club = await playwrightRequest.newContext({ baseURL });
  await createOrganizer(club, { name: `Poster Club ${Date.now()}` });
  const stamp = Date.now();
  const tall = await uploadPoster(club, await posterBytes(1080, 1350, 'TALL', 300));
  const wide = await uploadPoster(club, await posterBytes(1920, 1080, 'WIDE', 150));
  const portrait = await createEvent(club, { name: `Poster Portrait ${stamp}`, date: dateFromToday(1), time: '10:00', imageId: tall });
  const landscape = await createEvent(club, { name: `Poster Landscape ${stamp}`, date: dateFromToday(1), time: '11:00', imageId: wide });

  await homeOnly(page, 'Poster ');
  for (const [event, imageId] of [[portrait, tall], [landscape, wide]] as const) {
    const card = page.getByRole('article').filter({ hasText: event.name });
    await expectWhole(card.locator(`img[src*="${imageId}"]`), `card of ${event.name}`);
    // The banner's slides: each event's poster beside its words.
    const banner = page.getByRole('region', { name: 'Campus highlights' });
    await expect(banner.getByRole('link', { name: `See the event: ${event.name}` })).toHaveCount(1);
    await expectWhole(banner.locator(`img[src*="${imageId}"]`), `banner slide of ${event.name}`);
  }
  // In the banner the poster is beside the event's words, not under them.
  const banner = page.getByRole('region', { name: 'Campus highlights' });
  const poster = (await banner.locator(`img[src*="${tall}"]`).boundingBox())!;
  const words = (await banner.getByText(portrait.name).boundingBox())!;
  expect(words.x).toBeGreaterThanOrEqual(poster.x + poster.width);
  await expectAccessible(page, 'home with posters');

  // The event's own page: the poster first on a phone, whole.
  for (const [event, imageId] of [[portrait, tall], [landscape, wide]] as const) {
    await page.goto(`/events/${event.id}`);
    await expectWhole(page.locator(`img[src*="${imageId}"]`).first(), `page of ${event.name}`);
  }
  await expectAccessible(page, 'event page with a poster');

  // A wide screen: the same posters, whole, four or five to a row, and beside the details on the event's page.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [event, imageId] of [[portrait, tall], [landscape, wide]] as const) {
    await page.goto(`/events/${event.id}`);
    await expectWhole(page.locator(`img[src*="${imageId}"]`).first(), `wide page of ${event.name}`);
  }
  await homeOnly(page, 'Poster ');
  for (const [event, imageId] of [[portrait, tall], [landscape, wide]] as const) {
    await expectWhole(page.getByRole('article').filter({ hasText: event.name }).locator(`img[src*="${imageId}"]`), `wide card of ${event.name}`);
  }
  await club.dispose();
});
