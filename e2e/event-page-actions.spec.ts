import { expect, request as playwrightRequest, test, type Page } from './support/test.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, createStudent } from './support/accounts.ts';
import { createEvent } from './support/events.ts';

const PHONE = { width: 390, height: 844 };

async function newClub(baseURL: string, name: string) {
  const club = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  await club.post('/api/signup/organizer', { data: buildOrganizer({ name: `${name} ${Date.now()}` }) });
  return club;
}

/** A student of their own (their own cookies), registered for the event through the API. */
async function registerSomeone(baseURL: string, eventId: string) {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const { input: s } = await createStudent(api);
  const res = await api.post(`/api/events/${eventId}/registrations`, { data: { name: s.name, usn: s.usn, email: s.email, semester: s.semester } });
  expect(res.status()).toBe(201);
  await api.dispose();
}

/** The bar's box, checked to lie along the bottom edge of the phone's screen. */
async function expectAtTheBottom(page: Page) {
  const box = await page.getByRole('region', { name: 'Take part' }).boundingBox();
  expect(box).not.toBeNull();
  expect(Math.round(box!.y + box!.height)).toBe(PHONE.height);
  expect(box!.x).toBe(0);
  expect(Math.round(box!.width)).toBe(PHONE.width);
  return box!;
}

test('on a phone the main action is a bar at the bottom of the screen: Register, then “You’re in — show ticket”', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  const club = await newClub(baseURL!, 'Astronomy Club');
  const description = 'Telescopes on the roof.\n\nBring a jacket.';
  const event = await createEvent(club, { name: `Star Party ${Date.now()}`, date: dateFromToday(6), capacity: 40, description });
  await createStudent(page.request);

  await page.goto(`/events/${event.id}`);
  const bar = page.getByRole('region', { name: 'Take part' });
  await expect(bar.getByRole('button', { name: 'Register' })).toBeVisible();
  await expectAtTheBottom(page);
  // The poster comes first, then the title.
  const heading = page.getByRole('heading', { level: 1, name: event.name });
  const poster = await page.getByRole('article').locator('img').first().boundingBox();
  expect(poster!.y).toBeLessThan((await heading.boundingBox())!.y);
  await expectAccessible(page, 'event page on a phone');

  // Scrolled to the end: the bar stays, and the page's last words are above it, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByText('Bring a jacket.')).toBeInViewport();
  const barBox = await expectAtTheBottom(page);
  const about = await page.getByText('Bring a jacket.').boundingBox();
  expect(about!.y + about!.height).toBeLessThanOrEqual(barBox.y);

  await bar.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('dialog', { name: `Register for ${event.name}?` }).getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re in' })).toBeVisible();

  await page.goto(`/events/${event.id}`);
  const show = bar.getByRole('button', { name: 'You’re in — show ticket' });
  await expect(show).toBeVisible();
  await expectAtTheBottom(page);
  await show.click();
  const ticket = page.getByRole('heading', { level: 2, name: 'Your ticket' });
  await expect(ticket).toBeFocused();
  await expect(page.getByRole('img', { name: /QR ticket/ })).toBeInViewport();
  // Editing and cancelling stay on the page, beside the bar.
  await expect(page.getByRole('link', { name: 'Edit Registration' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Registration' })).toBeVisible();
  await expectAccessible(page, 'event page with a ticket on a phone');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, 'event page with a ticket on a phone, dark');
  await club.dispose();
});

test('a full event: “Join the waitlist (1 ahead)”, a confirmation that says so, then the student’s place on the waitlist', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  const club = await newClub(baseURL!, 'Debate Society');
  const event = await createEvent(club, { name: `Final Round ${Date.now()}`, date: dateFromToday(3), capacity: 1 });
  await registerSomeone(baseURL!, event.id);
  await registerSomeone(baseURL!, event.id);

  // Signed out: the same words, and the way to sign in.
  await page.goto(`/events/${event.id}`);
  const bar = page.getByRole('region', { name: 'Take part' });
  await expect(bar.getByRole('button', { name: 'Join the waitlist (1 ahead)' })).toBeVisible();
  await expect(page.getByText('1 registered · 1 waitlisted · Full')).toBeVisible();
  await expectAccessible(page, 'full event page');

  await createStudent(page.request);
  await page.reload();
  await bar.getByRole('button', { name: 'Join the waitlist (1 ahead)' }).click();
  const confirmation = page.getByRole('dialog', { name: `Join the waitlist for ${event.name}?` });
  await expect(confirmation.getByText('The event is full. 1 person is ahead of you on the waitlist', { exact: false })).toBeVisible();
  await expectAccessible(page, 'join the waitlist confirmation');
  await confirmation.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page).toHaveURL(`/${event.id}/register`);

  await page.goto(`/events/${event.id}`);
  await bar.getByRole('button', { name: 'On the waitlist' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Waitlisted' })).toBeFocused();
  await expect(page.getByText('1 registered · 2 waitlisted · Full')).toBeVisible();
  await club.dispose();
});

test('on a wide screen the poster is beside the details, and the action in their column; registering works by keyboard alone', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const club = await newClub(baseURL!, 'Robotics Club');
  const event = await createEvent(club, { name: `Bot Build ${Date.now()}`, date: dateFromToday(8), capacity: 20 });
  await createStudent(page.request);

  await page.goto(`/events/${event.id}`);
  const heading = page.getByRole('heading', { level: 1, name: event.name });
  await expect(heading).toBeVisible();
  const poster = (await page.getByRole('article').locator('img').first().boundingBox())!;
  const title = (await heading.boundingBox())!;
  expect(poster.x + poster.width).toBeLessThanOrEqual(title.x);
  const bar = page.getByRole('region', { name: 'Take part' });
  const barBox = (await bar.boundingBox())!;
  expect(barBox.x).toBeGreaterThanOrEqual(title.x - 1);
  expect(barBox.y).toBeGreaterThan(title.y);
  await expectAccessible(page, 'event page on a wide screen');

  // Tab to Register, Enter; in the confirmation, Tab to its Register, Enter.
  const register = bar.getByRole('button', { name: 'Register' });
  for (let i = 0; i < 40 && !(await register.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(register).toBeFocused();
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('dialog', { name: `Register for ${event.name}?` });
  const confirm = confirmation.getByRole('button', { name: 'Register' });
  await expect(confirmation).toBeVisible();
  for (let i = 0; i < 10 && !(await confirm.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'You’re in' })).toBeVisible();
  await club.dispose();
});
