import { expect, request as playwrightRequest, test, untilLive, type Page } from './support/test.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, createStudent, logInThroughForm } from './support/accounts.ts';
import { createEvent } from './support/events.ts';

// Public pages arrive rendered by the server: readable before any script,
// then hydrated without a spinner, a mismatch or a console error.

/** Records every console error and page error, and whether a loading spinner ever appeared. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { spinners: string[] }).spinners = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[aria-label^="Loading"]')) seen.push(el.getAttribute('aria-label')!);
    }).observe(document, { subtree: true, childList: true });
  });
  return { errors, spinners: () => page.evaluate(() => (window as unknown as { spinners: string[] }).spinners) };
}

async function clubWithEvent(baseURL: string | undefined) {
  const club = await playwrightRequest.newContext({ baseURL });
  // Unique even for two journeys starting in the same millisecond: each finds its own event by name.
  const mark = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const org = buildOrganizer({ name: `Quiz Club ${mark}` });
  const signedUp = await (await club.post('/api/signup/organizer', { data: org })).json();
  const event = await createEvent(club, { name: `Pub Quiz ${mark}`, date: dateFromToday(3), time: '19:00', venue: 'Canteen' });
  return { org, clubId: (signedUp.user.organizerId ?? signedUp.user.id) as string, event };
}

test('without JavaScript, the public pages already show their content', async ({ browser, baseURL }) => {
  const { org, clubId, event } = await clubWithEvent(baseURL);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, serviceWorkers: 'block' });
  const page = await context.newPage();

  // Filtered by its name: other journeys' events may fill the first page.
  await page.goto(`/?name=${encodeURIComponent(event.name)}`);
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByRole('link', { name: event.name, exact: true })).toBeVisible();
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByText('Canteen')).toBeVisible();
  await page.goto(`/${clubId}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: org.name })).toBeVisible();
  await expect(page.getByRole('link', { name: event.name })).toBeVisible();
  for (const [path, heading] of [['/about', 'About Quad'], ['/login', 'Login']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The page is there: no notice that it needs JavaScript under its footer.
    await expect(page.getByText('Quad needs JavaScript to run.')).toHaveCount(0);
  }
  await context.close();
});

/** An element's painted colours: what a visitor sees of it. */
const coloursOf = (page: Page, locator: ReturnType<Page['locator']>) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, text: style.color, border: style.borderTopColor };
  });
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

test('without JavaScript, buttons and inputs keep the theme colours (the page carries its colour scheme)', async ({ browser, baseURL }) => {
  const { event } = await clubWithEvent(baseURL);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, serviceWorkers: 'block' });
  const page = await context.newPage();

  await page.goto(`/events/${event.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  const register = page.getByRole('link', { name: 'Register' }).or(page.getByRole('button', { name: 'Register' })).first();
  await expect(register).toBeVisible();
  const registerColours = await coloursOf(page, register);
  expect(registerColours.background, 'Register').not.toBe(TRANSPARENT);
  expect(registerColours.text, 'Register').not.toBe(registerColours.background);
  for (const name of ['Copy link', 'Add to calendar']) {
    const action = page.getByRole('button', { name }).or(page.getByRole('link', { name })).first();
    await expect(action, name).toBeVisible();
    const colours = await coloursOf(page, action);
    expect([colours.background, colours.border].some((c) => c !== TRANSPARENT), name).toBe(true);
  }

  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  for (const label of ['Email', 'Password']) {
    const input = page.getByLabel(label, { exact: true });
    await expect(input, label).toBeVisible();
    expect((await coloursOf(page, input)).border, label).not.toBe(TRANSPARENT);
  }
  const submit = page.getByRole('button', { name: 'Login' });
  await expect(submit).toBeVisible();
  expect((await coloursOf(page, submit)).background).not.toBe(TRANSPARENT);
  await context.close();

  // axe needs scripts of its own: the same pages with every script of theirs taken out.
  const checked = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const bare = await checked.newPage();
  await bare.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '') });
  });
  for (const path of [`/events/${event.id}`, '/login']) {
    await bare.goto(path);
    await expect(bare.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expectAccessible(bare, `${path} without JavaScript`);
  }
  await checked.close();
});

test('the rendered pages come alive without a spinner or an error, and work as before', async ({ page, baseURL }) => {
  const { clubId, event } = await clubWithEvent(baseURL);
  const watched = await watch(page);

  for (const path of ['/', `/events/${event.id}`, `/${clubId}/dashboard`, '/about', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path);
  }
  expect(await watched.spinners()).toEqual([]);
  expect(watched.errors).toEqual([]);

  // Hydrated: the home page's search filters in place.
  await page.goto('/');
  await page.getByLabel('Search by event name').fill(event.name);
  await expect(page).toHaveURL(/\?name=/);
  await expect(page.getByRole('article')).toHaveCount(1);

  // Signed in, the page rendered for anyone hydrates, then turns into the student's own.
  const student = await createStudent(await playwrightRequest.newContext({ baseURL }));
  await page.goto('/login');
  await logInThroughForm(page, student.input.email, student.input.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: `Register for ${event.name}?` })).toBeVisible();
  expect(watched.errors).toEqual([]);
});

test("a signed-in student gets the page rendered for anyone, and their own parts fill in after hydration", async ({ browser, baseURL }) => {
  const { event } = await clubWithEvent(baseURL);
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const watched = await watch(page);
  const student = await createStudent(context.request);
  const registered = await context.request.post(`/api/events/${event.id}/registrations`, { data: { name: student.input.name, usn: student.input.usn, email: student.input.email, semester: student.input.semester } });
  expect(registered.ok()).toBe(true);

  // Before the app has started: the event is on screen; the account and the action hold their places.
  const release = await hold(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto(`/events/${event.id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.locator('[data-stand-in]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
  release();

  // Then theirs: their registration and their account, without a spinner or an error.
  await expect(page.getByRole('button', { name: 'Cancel Registration' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.locator('[data-stand-in]')).toHaveCount(0);
  await expectAccessible(page, 'event page, signed in');
  expect(await watched.spinners()).toEqual([]);
  expect(watched.errors).toEqual([]);

  // The home page too: the For-you switch and the card's state are theirs once the session is read.
  await page.goto(`/?name=${encodeURIComponent(event.name)}`);
  await expect(page.getByRole('article').filter({ hasText: event.name }).getByText('Registered', { exact: true })).toBeVisible();
  expect(watched.errors).toEqual([]);
  await context.close();
});

/** React's hydration errors (#418 text, #419/#421/#423/#425 and their development wording). */
const HYDRATION = /#41[89]|#42[0-5]|[Hh]ydrat|did(n't| not) match/;

test('home, an event page and the registration form hydrate without a mismatch, signed in with their own parts and signed out, in a zone other than the campus', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { clubId, event } = await clubWithEvent(baseURL);
  const { event: another } = await clubWithEvent(baseURL);
  // Another zone than the campus's (UTC in the journeys), as a student's phone abroad would be.
  const context = await browser.newContext({ baseURL, timezoneId: 'Pacific/Kiritimati', locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  const watched = await watch(page);

  for (const path of ['/', `/events/${event.id}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(watched.errors.filter((e) => HYDRATION.test(e)), 'signed out').toEqual([]);

  // A student with a registration and a followed club, so the personal parts render.
  const student = await createStudent(context.request);
  const registered = await context.request.post(`/api/events/${event.id}/registrations`, { data: { name: student.input.name, usn: student.input.usn, email: student.input.email, semester: student.input.semester } });
  expect(registered.ok()).toBe(true);
  expect((await context.request.put(`/api/organizers/${clubId}/follow`)).status()).toBe(204);
  // The registration form: for an event they are registered for (it says so), and for another.
  for (const path of ['/', '/?view=for-you', `/events/${event.id}`, `/${event.id}/register`, `/${another.id}/register`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `${path}, signed in`);
  }
  await expect(page.getByRole('heading', { level: 1, name: `Register for ${another.name}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'USN' })).toHaveValue(student.input.usn);
  await page.goto('/');
  await expect(page.getByRole('button', { name: student.input.name })).toBeVisible();
  expect(watched.errors).toEqual([]);
  await context.close();
});

test('a visitor who chose dark mode gets it from the first paint', async ({ page }) => {
  const watched = await watch(page);
  await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expectAccessible(page, 'about, dark');
  expect(watched.errors).toEqual([]);
});

test('dark mode follows the device until the visitor picks one', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, colorScheme: 'dark', serviceWorkers: 'block' });
  const page = await context.newPage();
  const watched = await watch(page);
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

  // A choice is kept, whatever the device says.
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
  expect(watched.errors).toEqual([]);
  await context.close();
});

/** Holds every request matching `pattern` until `release` is called. */
async function hold(page: Page, pattern: RegExp) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("before the app has started, the sign-in form takes what is typed and keeps the click; the app then signs in", async ({ browser, baseURL }) => {
  const student = await createStudent(await playwrightRequest.newContext({ baseURL }));
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const release = await hold(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  // A signed-out visitor's page starts its app on the first interaction, and keeps what was
  // done before it ran (without JavaScript the fields stay disabled: the first journey).
  await expect(page.getByLabel('Email')).toBeEnabled();
  await expect(page.getByRole('button', { name: /Google/ })).toBeEnabled();
  await page.getByLabel('Email').fill(student.input.email);
  await page.getByLabel('Password', { exact: true }).fill(student.input.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await context.close();
});

test("before the app has started, the home page's search takes what is typed; the app then filters by it", async ({ browser, baseURL }) => {
  const { event } = await clubWithEvent(baseURL);
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const release = await hold(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  const search = page.getByLabel('Search by event name');
  await expect(search).toBeVisible();
  await expect(search).toBeEnabled();
  await search.fill(event.name);
  await page.waitForTimeout(300);
  release();
  await expect(page).toHaveURL(/\?name=/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(search).toHaveValue(event.name);
  await context.close();
});

test('a registration made before the live counts connect still shows on the card', async ({ browser, baseURL }) => {
  const { event } = await clubWithEvent(baseURL);
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const release = await hold(page, /\/api\/live$/);
  await page.goto(`/?name=${encodeURIComponent(event.name)}`);
  const card = page.getByRole('article').filter({ hasText: event.name });
  // No limit on places: the card says so until someone registers, then counts them.
  await expect(card.getByText('Open to all', { exact: true })).toBeVisible();
  await untilLive(page);

  // Between the server's read of the page and the stream: the stream will not tell of it.
  const studentApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const { input } = await createStudent(studentApi);
  const registered = await studentApi.post(`/api/events/${event.id}/registrations`, {
    data: { name: input.name, usn: input.usn, email: input.email, semester: input.semester },
  });
  expect(registered.status()).toBe(201);
  release();
  await expect(card.getByText('1 registered', { exact: true })).toBeVisible();
  await context.close();
});

test("for a visitor holding a session, the app's code is fetched once the first screen and its main picture are painted", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  // A signed-out visitor's page starts it on the first interaction instead (early-interaction.spec.ts).
  const { input } = await createStudent(context.request);
  expect((await context.request.post('/api/auth/sign-in/email', { data: { email: input.email, password: input.password }, headers: { origin: new URL(baseURL!).origin } })).status()).toBe(200);
  const entryRequests: string[] = [];
  page.on('request', (r) => /\/assets\/index-[^/]+\.js$/.test(r.url()) && entryRequests.push(r.url()));
  // The banner's picture arrives late, as it would on a slow connection.
  const release = await hold(page, /\/(carousel|stock)\/|\/images\//);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Exciting Events in your Campus.' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(entryRequests).toEqual([]);
  release();
  await page.waitForFunction(() => 'live' in document.documentElement.dataset);
  expect(entryRequests).toHaveLength(1);
  // Fetched after the first paint, which the server's HTML made on its own.
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const entry = performance.getEntriesByType('resource').find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name))!;
    return { paint, entry: entry.startTime };
  });
  expect(order.entry).toBeGreaterThan(order.paint);
  await context.close();
});
