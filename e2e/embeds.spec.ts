import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './support/test.ts';
import { expectAccessible } from './support/a11y.ts';
import { createOrganizer, signInThroughApi } from './support/accounts.ts';
import { createEvent } from './support/events.ts';
import { dateFromToday } from '../test/support/factories.ts';

// A club's events on its own website: another origin frames the embed (through the
// one-line snippet, or a bare frame), which renders, sizes itself and passes axe; a
// normal page of Quad refuses to be framed. Then the owner's side in the workspace.

/** A club's website: a tiny server on another port (another origin) answering one page, whatever the path. */
async function clubWebsite(body: (quad: string) => string, quad: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Robotics club website</title></head>` +
        `<body><main><h1>Our club</h1>${body(quad)}<p>Thanks for visiting.</p></main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

const heightOf = (page: Page) => page.locator('iframe').evaluate((frame) => (frame as HTMLIFrameElement).getBoundingClientRect().height);

test('a club’s website frames its upcoming events through the snippet; they fit their frame and open in a new tab', async ({ page, request, baseURL }) => {
  const { user } = await createOrganizer(request, { name: `Robotics Guild ${Date.now()}` });
  const first = await createEvent(request, { name: 'Line Follower Workshop', date: dateFromToday(2) });
  await createEvent(request, { name: 'Drone Night', date: dateFromToday(4) });

  const site = await clubWebsite((quad) => `<script src="${quad}/embed.js" data-organizer="${user.id}" async></script>`, baseURL!);
  try {
    expect(new URL(site.url).origin).not.toBe(new URL(baseURL!).origin);
    await page.goto(site.url);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1, name: `Upcoming events · ${user.name}` })).toBeVisible();
    const link = frame.getByRole('link', { name: /Line Follower Workshop/ });
    await expect(link).toHaveAttribute('href', `${baseURL}/events/${first.id}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(frame.getByRole('link', { name: /Drone Night/ })).toBeVisible();

    // The snippet starts the frame at 400 px; the page's posted height replaces it with its own.
    const content = await frame.locator('#quad-embed').evaluate((main) => Math.ceil(main.getBoundingClientRect().height));
    await expect.poll(() => heightOf(page)).toBe(content);
    expect(content).not.toBe(400);

    await expectAccessible(page, 'embed inside another site');

    // An event opens its page on Quad in a new tab; the club's site stays where it was.
    const opened = page.waitForEvent('popup');
    await link.click();
    const tab = await opened;
    await expect(tab).toHaveURL(`${baseURL}/events/${first.id}`);
    await tab.close();
    await expect(page).toHaveURL(site.url);
  } finally {
    site.server.close();
  }
});

test('a frame grows when the window narrows, and only Quad’s own frame may resize it', async ({ page, request, baseURL }) => {
  const { user } = await createOrganizer(request, { name: `Chess Society ${Date.now()}` });
  for (let i = 0; i < 3; i++) await createEvent(request, { name: `Open Rapid Tournament, round ${i + 1} of the autumn season at the library`, date: dateFromToday(2 + i) });
  const site = await clubWebsite((quad) => `<script src="${quad}/embed.js" data-organizer="${user.id}" data-title="Chess Society events" async></script>`, baseURL!);
  try {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto(site.url);
    await expect(page.frameLocator('iframe').getByRole('link', { name: /round 3/ })).toBeVisible();
    await expect(page.getByTitle('Chess Society events')).toBeVisible();
    await expect.poll(() => heightOf(page)).not.toBe(400);
    const wide = await heightOf(page);

    // Long names wrap on a phone: the frame follows its content.
    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(() => heightOf(page)).toBeGreaterThan(wide);

    // A message from the club's own page (not Quad's frame) is ignored.
    const before = await heightOf(page);
    await page.evaluate(() => window.postMessage({ type: 'quad:embed-height', height: 5 }, '*'));
    await page.waitForTimeout(300);
    expect(await heightOf(page)).toBe(before);
  } finally {
    site.server.close();
  }
});

test('the bare frame and a CMS’s oEmbed frame work without the script, and a normal page of Quad refuses to be framed', async ({ page, request, baseURL }) => {
  const { user } = await createOrganizer(request, { name: `Photo Club ${Date.now()}` });
  const walk = await createEvent(request, { name: 'Night Walk', date: dateFromToday(3) });
  const trip = await createEvent(request, { name: 'Sunrise Trip', date: dateFromToday(5) });

  // A CMS given the event's link finds the oEmbed address in the page's head and asks it.
  const eventPage = `${baseURL}/events/${trip.id}`;
  const head = await (await request.get(eventPage)).text();
  const discovered = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(head)?.[1]?.replace(/&amp;/g, '&');
  expect(discovered).toBe(`${baseURL}/api/oembed?url=${encodeURIComponent(eventPage)}&format=json`);
  const oembed = await (await request.get(discovered!)).json();
  expect(oembed).toMatchObject({ type: 'rich', title: 'Sunrise Trip', thumbnail_url: `${eventPage}/og.png` });

  const site = await clubWebsite(
    (quad) =>
      `<iframe src="${quad}/embed/organizers/${user.id}" title="Photo Club events" style="width:100%;height:300px;border:0"></iframe>` +
      oembed.html +
      `<iframe src="${quad}/about" title="Quad’s about page" style="width:100%;height:300px;border:0"></iframe>`,
    baseURL!,
  );
  try {
    const refused = page.waitForEvent('console', (message) => message.text().includes("frame-ancestors 'none'"));
    await page.goto(site.url);
    await expect(page.frameLocator('iframe[title="Photo Club events"]').getByRole('link', { name: /Night Walk/ })).toHaveAttribute('href', `${baseURL}/events/${walk.id}`);
    await expect(page.frameLocator('iframe[title="Sunrise Trip"]').getByRole('link', { name: /Sunrise Trip/ })).toBeVisible();
    await refused;
    // The refused frame holds the browser's error page, never Quad's.
    await expect(page.frameLocator('iframe[title="Quad’s about page"]').getByRole('heading', { name: /about/i })).toHaveCount(0);
    const framed = page.frames().find((f) => f.url() === `${baseURL}/about`);
    expect(framed).toBeUndefined();
  } finally {
    site.server.close();
  }
});

test('the club’s owner copies the embed snippets and keeps the club’s API tokens in the workspace', async ({ page, request, baseURL }) => {
  const { input, user } = await createOrganizer(request, { name: `Astronomy Club ${Date.now()}` });
  await signInThroughApi(page, baseURL!, input.email, input.password);
  await page.goto(`/${user.id}/dashboard/settings`);

  const embeds = page.getByRole('region', { name: 'Put your events on your website' });
  await expect(embeds.getByRole('textbox', { name: 'Script snippet' })).toHaveValue(`<script src="${baseURL}/embed.js" data-organizer="${user.id}" async></script>`);
  await expect(embeds.getByRole('textbox', { name: 'Frame snippet' })).toHaveValue(new RegExp(`^<iframe src="${baseURL}/embed/organizers/${user.id}"`));
  await expect(embeds.getByRole('textbox', { name: 'Calendar feed' })).toHaveValue(`${baseURL}/api/organizers/${user.id}/calendar.ics`);

  const tokens = page.getByRole('region', { name: 'API tokens' });
  await expect(tokens.getByText('No tokens yet.')).toBeVisible();
  await tokens.getByRole('textbox', { name: 'Name' }).fill('Website sync');
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const shown = tokens.getByLabel('Your new token “Website sync”');
  await expect(shown).toHaveValue(/^quad_/);
  const token = await shown.inputValue();
  await expect(tokens.getByRole('table', { name: 'The club’s tokens' }).getByRole('row')).toHaveCount(2);
  await expectAccessible(page, 'workspace settings: embeds and tokens');
  // The list is the club's, not the person's own.
  expect((await (await request.get('/api/me/tokens')).json()).tokens).toEqual([]);
  expect((await (await request.get(`/api/organizers/${user.id}/tokens`)).json()).tokens).toHaveLength(1);
  expect(token).not.toBe('');

  await tokens.getByRole('button', { name: 'Delete the token Website sync' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(tokens.getByText('No tokens yet.')).toBeVisible();

  // Its public page offers the calendar feed.
  await page.goto(`/${user.id}/dashboard?view=public`);
  await expect(page.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute('href', `webcal://${new URL(baseURL!).host}/api/organizers/${user.id}/calendar.ics`);
});

test('the embed shows its events in a browser without JavaScript', async ({ browser, request, baseURL }) => {
  const { user } = await createOrganizer(request, { name: `Quiet Reading Club ${Date.now()}` });
  await createEvent(request, { name: 'Silent Book Club', date: dateFromToday(2) });
  const site = await clubWebsite((quad) => `<iframe src="${quad}/embed/organizers/${user.id}" title="Reading club events" style="width:100%;height:300px;border:0"></iframe>`, baseURL!);
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(site.url);
    await expect(page.frameLocator('iframe').getByRole('link', { name: /Silent Book Club/ })).toBeVisible();
  } finally {
    await context.close();
    site.server.close();
  }
});
