import { dateFromToday, whenFromNow } from '../test/support/factories.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, buildStudent } from './support/accounts.ts';
import { storedDoorData } from './support/attendance.ts';
import { createEvent } from './support/events.ts';
import { MSG } from '../src/domain/messages.ts';
import { chromium, expect, request, test, untilLive, type Page } from './support/test.ts';

// Quad as an installable app that works offline. The other journeys run without
// the service worker (playwright.config.ts); these need it.
test.use({ serviceWorkers: 'allow' });

const OFFLINE = 'You’re offline — showing saved data';

/** Until the service worker is active and controls this page (it claims open pages as it activates). */
async function untilControlled(page: Page) {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** A student, signed in in this browser (the API's sign-up sets the session cookie), with a ticket for a new event. */
async function studentWithTicket(page: Page, baseURL: string) {
  const club = await request.newContext({ baseURL });
  expect((await club.post('/api/signup/organizer', { data: buildOrganizer() })).status()).toBe(201);
  const event = await createEvent(club, { name: `Offline Night ${Date.now()}`, date: dateFromToday(5), time: '18:00' });
  await club.dispose();
  const student = buildStudent();
  expect((await page.request.post('/api/signup/student', { data: student })).status()).toBe(201);
  const registered = await page.request.post(`/api/events/${event.id}/registrations`, {
    data: { name: student.name, usn: student.usn, email: student.email, semester: student.semester },
  });
  expect(registered.status()).toBe(201);
  return { student, event };
}

/** The ticket's image as the page shows it: found by its name, and drawn (its SVG arrived). */
async function expectTicketShown(page: Page, eventName: string) {
  const ticket = page.getByRole('img', { name: `QR ticket for ${eventName}` });
  await expect(ticket).toBeVisible();
  await expect.poll(() => ticket.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('Quad meets Chromium’s installability criteria once its service worker is active', async ({ baseURL }, testInfo) => {
  // A profile of its own: Chromium installs nothing from an incognito context (Playwright's usual one).
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...testInfo.project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await untilControlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(errors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Quad', short_name: 'Quad', start_url: '/', scope: '/', display: 'standalone', theme_color: '#0b7a75' });
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b7a75');
  } finally {
    await context.close();
  }
});

test('a student who opened their tickets once sees them offline; signing out forgets them', async ({ page, context, baseURL }) => {
  const { student, event } = await studentWithTicket(page, baseURL!);
  const wallet = '/tickets';
  const card = page.getByRole('link', { name: event.name, exact: true });
  await page.goto(wallet);
  await card.click();
  await expectTicketShown(page, event.name);
  const ticket = new URL(page.url()).pathname;
  await untilControlled(page);
  // This visit's reads went out before the worker was there: once more, under it, to keep them.
  await page.goto(wallet);
  await page.goto(ticket);
  await expectTicketShown(page, event.name);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(0);

  await context.setOffline(true);
  // The worker itself has no network: a read it handles but never kept fails.
  expect(await page.evaluate(() => fetch('/api/events/never-seen').then(() => 'answered', () => 'failed'))).toBe('failed');
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expectTicketShown(page, event.name);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await expectAccessible(page, 'ticket offline');
  // Opened afresh (not a reload): the wallet, and the ticket from it.
  await page.goto('/about');
  await page.goto(wallet);
  await expect(page.getByRole('heading', { level: 1, name: 'Your tickets' })).toBeVisible();
  await card.click();
  await expectTicketShown(page, event.name);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => caches.has('quad-tickets'))).toBe(false);

  await context.setOffline(true);
  for (const path of [wallet, ticket, `/${student.usn}/profile`]) {
    await page.goto(path);
    // No one is signed in on this device any more: the sign-in page, no ticket, no name.
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('img', { name: /QR ticket/ })).toHaveCount(0);
    await expect(page.getByText(event.name)).toHaveCount(0);
    await expect(page.getByText(student.name)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  }
});

test('the club’s manage page, opened once, shows the event and its list after an offline reload', async ({ page, context, baseURL }) => {
  // The club signs up in this browser; a student registers from elsewhere.
  expect((await page.request.post('/api/signup/organizer', { data: buildOrganizer() })).status()).toBe(201);
  const event = await createEvent(page.request, { name: `Door Night ${Date.now()}`, date: dateFromToday(3), time: '19:00' });
  const elsewhere = await request.newContext({ baseURL });
  const student = buildStudent();
  expect((await elsewhere.post('/api/signup/student', { data: student })).status()).toBe(201);
  const registered = await elsewhere.post(`/api/events/${event.id}/registrations`, {
    data: { name: student.name, usn: student.usn, email: student.email, semester: student.semester },
  });
  expect(registered.status()).toBe(201);
  await elsewhere.dispose();

  await page.goto(`/manage-event/${event.id}`);
  await untilControlled(page);
  await page.reload();
  await expect(page.getByText(student.usn).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByText(student.usn).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await expectAccessible(page, 'manage page offline');
});

test('the door after an offline reload: the manage page comes back from the device, checks a ticket against its list and syncs it later', async ({ page, context, baseURL }) => {
  expect((await page.request.post('/api/signup/organizer', { data: buildOrganizer() })).status()).toBe(201);
  // Starts in two hours: inside its check-in window (the e2e campus is in UTC).
  const event = await createEvent(page.request, { name: `Reload Door ${Date.now()}`, ...whenFromNow(120) });
  const elsewhere = await request.newContext({ baseURL });
  const student = buildStudent({ name: 'Ines Reload' });
  expect((await elsewhere.post('/api/signup/student', { data: student })).status()).toBe(201);
  const registered = await elsewhere.post(`/api/events/${event.id}/registrations`, {
    data: { name: student.name, usn: student.usn, email: student.email, semester: student.semester },
  });
  const { ticketCode } = (await registered.json()) as { ticketCode: string };
  await elsewhere.dispose();

  // Before the doors open, online: the page once, check-in mode on (the device keeps the list).
  await page.goto(`/manage-event/${event.id}`);
  await untilControlled(page);
  await page.reload();
  const doorList = page.waitForResponse((r) => r.url().endsWith(`/api/events/${event.id}/door-list`) && r.ok());
  await page.getByLabel('Check-in mode').check();
  await doorList;
  // The list is written to the device a moment after it arrives.
  await expect.poll(async () => (await storedDoorData(page)).lists).toBe(1);

  // The Wi-Fi is down and the tablet reloads the page.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  const mode = page.getByLabel('Check-in mode');
  if (!(await mode.isChecked())) await mode.check();
  await page.getByLabel('Ticket code').fill(ticketCode);
  await page.getByRole('button', { name: 'Check in ticket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved, will sync: Ines Reload' })).toBeVisible();
  await expectAccessible(page, 'manage page after an offline reload, a scan waiting');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Synced 1 check-in.' })).toBeVisible({ timeout: 20_000 });
  const list = await (await page.request.get(`/api/events/${event.id}/registrations`)).json();
  expect(list.registrations.find((r: { name: string }) => r.name === 'Ines Reload').checkedInAt).toBeTruthy();
});

test('a shared device: a session ended elsewhere takes the student’s saved tickets with it, and the next student sees only their own', async ({ baseURL }, testInfo) => {
  test.setTimeout(120_000);
  // One persistent profile, as a shared computer keeps it (its worker and caches survive).
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...testInfo.project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const open = async (path: string) => {
    await page.goto(path);
    await untilLive(page);
  };
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  try {
    const { student: a, event } = await studentWithTicket(page, baseURL!);
    const eventPage = `/events/${event.id}`;
    const profileA = `/${a.usn}/profile`;
    const wallet = '/tickets';
    const ticketOfA = page.getByRole('img', { name: `QR ticket for ${event.name}` });
    const yourTicket = page.getByRole('heading', { name: 'Your ticket', exact: true });
    const offline = page.getByRole('status').filter({ hasText: OFFLINE });
    const nothingOfA = async () => {
      await expect(yourTicket).toHaveCount(0);
      await expect(ticketOfA).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Edit Registration' })).toHaveCount(0);
      await expect(page.getByText(a.name)).toHaveCount(0);
    };

    // A opens their profile, their ticket and the event, under the worker, which keeps them.
    await open(profileA);
    await untilControlled(page);
    await open(profileA);
    await open(wallet);
    await page.getByRole('link', { name: event.name, exact: true }).click();
    await expectTicketShown(page, event.name);
    const ticketA = new URL(page.url()).pathname;
    await open(ticketA);
    await expectTicketShown(page, event.name);
    await open(eventPage);
    await expect(yourTicket).toBeVisible();
    await expectTicketShown(page, event.name);

    // The device goes offline; A signs out everywhere else from another device.
    await context.setOffline(true);
    const elsewhere = await request.newContext({ baseURL });
    expect((await elsewhere.post('/api/auth/sign-in/email', { data: { email: a.email, password: a.password } })).status()).toBe(200);
    expect((await elsewhere.post('/api/me/sessions/sign-out-others')).status()).toBe(200);
    await elsewhere.dispose();

    // Back online, the app shows nobody signed in.
    await context.setOffline(false);
    await open('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

    // Offline again, the next visitor sees nothing of A's: not the ticket, not the profile.
    await context.setOffline(true);
    await open(eventPage);
    await expect(offline).toBeVisible();
    await nothingOfA();
    await shot('signed-out-event-offline');
    await open(profileA);
    await expect(offline).toBeVisible();
    await nothingOfA();
    await shot('signed-out-profile-offline');
    for (const path of [wallet, ticketA]) {
      await open(path);
      await expect(offline).toBeVisible();
      await nothingOfA();
    }

    // A new student signs up on the same device, and goes offline at once.
    await context.setOffline(false);
    const c = buildStudent();
    await open('/student-signup');
    await page.getByLabel('Name').fill(c.name);
    await page.getByLabel('USN').fill(c.usn);
    await page.getByLabel('Semester').fill(c.semester);
    await page.getByLabel('Email').fill(c.email);
    await page.getByLabel('Phone').fill(c.phone);
    await page.getByLabel('Password').fill(c.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText(MSG.accountCreated)).toBeVisible();
    // A page read for anyone, made personal by the session's read (which the worker keeps).
    await open('/about');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    const profileC = `/${c.usn}/profile`;
    await context.setOffline(true);
    await open(eventPage);
    await expect(offline).toBeVisible();
    await nothingOfA();
    await open(profileC);
    await expect(offline).toBeVisible();
    await nothingOfA();

    // Online, C's own profile and the event: none of A's registrations; then offline, the same.
    await context.setOffline(false);
    await open(profileC);
    await expect(page.getByRole('heading', { level: 1, name: c.name })).toBeVisible();
    await expect(page.getByText(MSG.noUpcomingEvents)).toBeVisible();
    await nothingOfA();
    await open(eventPage);
    await expect(page.getByRole('button', { name: 'Register' }).first()).toBeVisible();
    await nothingOfA();

    await context.setOffline(true);
    await open(profileC);
    await expect(offline).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: c.name })).toBeVisible();
    await expect(page.getByText(MSG.noUpcomingEvents)).toBeVisible();
    await nothingOfA();
    await expectAccessible(page, 'a new student’s profile offline on a shared device');
    await shot('next-student-profile-offline');
    // C's wallet, from C's own saved list: empty; A's ticket's address shows nothing of A's.
    await open(wallet);
    await expect(page.getByRole('heading', { name: 'No tickets yet' })).toBeVisible();
    await nothingOfA();
    await open(ticketA);
    await nothingOfA();
    await open(eventPage);
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await nothingOfA();
    await expectAccessible(page, 'the event page offline for the next student');
    await shot('next-student-event-offline');
  } finally {
    await context.close();
  }
});
