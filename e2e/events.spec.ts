import { expect, request as playwrightRequest, test } from './support/test.ts';
import { displayTime } from '../src/domain/event-display.ts';
import { campusDay } from '../src/domain/event-when.ts';
import { MSG } from '../src/domain/messages.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer } from './support/accounts.ts';
import { buildEvent, createEvent, fillEventForm, pngBytes } from './support/events.ts';

test('a visitor filters the listing and opens the details modal', async ({ page, baseURL }) => {
  const club = await playwrightRequest.newContext({ baseURL });
  const org = buildOrganizer({ name: `Astro Club ${Date.now()}` });
  await club.post('/api/signup/organizer', { data: org });
  const tag = `Nebula${Date.now()}`;
  const target = await createEvent(club, { name: `${tag} Star Party`, date: dateFromToday(8), time: '19:30', venue: 'Rooftop Observatory', type: 'Club Event', capacity: 30 });
  await createEvent(club, { name: `${tag} Telescope Workshop`, date: dateFromToday(9), time: '10:00', type: 'Workshop' });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await page.getByLabel('Search by event name').fill(`${tag} star`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.getByRole('heading', { name: `${tag} Star Party` })).toBeVisible();
  // Eight days ahead: the absolute form, in the campus zone (UTC in the tests), machine-readable too.
  const when = card.locator('time');
  await expect(when).toHaveText(`${campusDay(target.date)} · 7:30 PM UTC`);
  await expect(when).toHaveAttribute('datetime', `${target.date}T19:30:00+00:00`);
  await expect(card.getByText('30 places left', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: org.name })).toHaveAttribute('href', /\/dashboard$/);

  await page.getByLabel('Search by event name').fill('');
  // The club and the day are in the filters sheet; the listing behind it follows as they change.
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Search by organizer').fill(org.name.toUpperCase());
  await expect(cards).toHaveCount(2);
  await sheet.getByLabel('Date').fill(dateFromToday(9));
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading')).toHaveText(`${tag} Telescope Workshop`);
  await sheet.getByLabel('Search by organizer').fill('no such organizer at all');
  await expect(page.getByText(MSG.noEventsMatch)).toBeVisible();
  await sheet.getByRole('button', { name: 'Reset' }).click();
  await expect(sheet.getByLabel('Search by organizer')).toHaveValue('');
  await sheet.getByRole('button', { name: 'Show events' }).click();
  await expect(sheet).toBeHidden();
  await expectAccessible(page, 'home with events');

  await page.getByLabel('Search by event name').fill(`${tag} star`);
  await expect(cards).toHaveCount(1);
  await cards.first().getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog', { name: `${tag} Star Party` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Rooftop Observatory')).toBeVisible();
  await expect(dialog.getByText(`Organizer: ${org.name}`)).toBeVisible();
  await expect(dialog.getByText('Club Event', { exact: true })).toBeVisible();
  await expectAccessible(page, 'details modal');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(MSG.loginToRegister)).toBeVisible();
  await expect(page).toHaveURL('/login');
  await club.dispose();
});

test('an organizer creates an event with an image, sees it, edits it and deletes it', async ({ page }) => {
  const org = buildOrganizer({ name: `Film Society ${Date.now()}` });
  await page.goto('/organizer-signup');
  await page.getByLabel('Organization name').fill(org.name);
  await page.getByLabel('Email').fill(org.email);
  await page.getByLabel('Password', { exact: true }).fill(org.password);
  await page.getByLabel('Confirm password').fill(org.password);
  await page.getByLabel('Field').fill(org.field);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: org.name })).toBeVisible();
  await expect(page.getByText(MSG.noEventsYet)).toBeVisible();
  await expectAccessible(page, 'empty dashboard');

  await page.getByRole('link', { name: 'Create New Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.fillAllFields })).toBeVisible();
  await expectAccessible(page, 'create event');

  const event = buildEvent({ name: `Noir Night ${Date.now()}`, date: dateFromToday(12), time: '20:15', venue: 'Amphitheatre' });
  await fillEventForm(page, { name: event.name, date: event.date, time: event.time, venue: event.venue, description: 'Classic noir on the big screen.', type: 'Club Event', capacity: '50' });
  await page.getByLabel('Image (optional)').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: await pngBytes() });
  await expect(page.getByRole('img', { name: 'Preview of the event image' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText(MSG.eventCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  const item = page.getByRole('article').filter({ hasText: event.name });
  await expect(item).toBeVisible();

  await page.goto(`/?name=${encodeURIComponent(event.name)}`);
  const card = page.getByRole('article').filter({ hasText: event.name });
  await expect(card).toBeVisible();
  await expect(card.getByText(displayTime('20:15'))).toBeVisible();
  // The card image is decorative (alt=""), so it has no role: find it as an element.
  await expect(card.locator('img')).toHaveAttribute('src', /\/images\/.+\?size=card/);
  // The organizer's own name is not a link on their own events.
  await expect(card.getByRole('link', { name: org.name })).toHaveCount(0);

  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
  await expect(page.getByLabel('Event name')).toHaveValue(event.name);
  await expectAccessible(page, 'edit event');
  await page.getByLabel('Venue').fill('Main Auditorium');
  await page.getByLabel('Max participants (optional)').fill('abc');
  await page.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText(MSG.eventUpdated)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });

  await page.getByRole('button', { name: `Delete ${event.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(MSG.eventDeleted)).toBeVisible();
  await expect(page.getByText(MSG.noEventsYet)).toBeVisible();
  const gone = await page.request.get(`/api/events?name=${encodeURIComponent(event.name)}`);
  expect((await gone.json()).events).toHaveLength(0);
});

test('an unknown dashboard says Organizer not found and goes home', async ({ page }) => {
  await page.goto('/no-such-organizer/dashboard');
  await expect(page.getByText(MSG.organizerNotFound)).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('a student sees the public dashboard without owner controls', async ({ page, baseURL }) => {
  const club = await playwrightRequest.newContext({ baseURL });
  const org = buildOrganizer({ name: `Quiz Club ${Date.now()}` });
  const { user } = await (await club.post('/api/signup/organizer', { data: org })).json();
  await createEvent(club, { name: `Quiz Finals ${Date.now()}` });
  await page.goto(`/${user.id}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: org.name })).toBeVisible();
  await expect(page.getByText(org.field, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Event' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expectAccessible(page, 'public dashboard');
  await club.dispose();
});

test('the listing loads more events as the visitor scrolls, and no more while they stay put', async ({ page, baseURL }) => {
  const club = await playwrightRequest.newContext({ baseURL });
  await club.post('/api/signup/organizer', { data: buildOrganizer({ name: `Scroll Club ${Date.now()}` }) });
  const tag = `Scrollfest${Date.now()}`;
  for (let i = 0; i < 30; i++) await createEvent(club, { name: `${tag} ${String(i).padStart(2, '0')}`, date: dateFromToday(40), time: '12:00' });

  const listings: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/events?') && request.url().includes(tag)) listings.push(request.url());
  });
  await page.goto(`/?name=${tag}`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(12);
  // Standing still: the first page only, however long the visitor reads. It arrived with
  // the page and is read once more when the live counts connect (none is lost in between).
  await page.waitForTimeout(1500);
  expect(listings).toHaveLength(1);
  await page.waitForTimeout(1500);
  expect(listings).toHaveLength(1);

  await cards.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 3000);
  await expect(cards).toHaveCount(24);
  await cards.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 3000);
  await expect(cards).toHaveCount(30);
  await expect(page.getByRole('button', { name: 'Load more events' })).toHaveCount(0);
  expect(listings).toHaveLength(3);
});

test('double-clicking Create Event creates one event, with one upload', async ({ page }) => {
  const org = buildOrganizer({ name: `Double Club ${Date.now()}` });
  const signup = await page.request.post('/api/signup/organizer', { data: org });
  expect(signup.status()).toBe(201);
  const { user } = (await signup.json()) as { user: { id: string } };
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/(events|images)$/.test(new URL(request.url()).pathname)) posts.push(new URL(request.url()).pathname);
  });

  await page.goto(`/${user.id}/create-event`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
  const event = buildEvent({ name: `Twice Tapped ${Date.now()}`, date: dateFromToday(15), time: '18:00', venue: 'Hall 1' });
  await fillEventForm(page, { name: event.name, date: event.date, time: event.time, venue: event.venue, description: 'One of it, however eager the click.', type: 'Workshop', capacity: '40' });
  await page.getByLabel('Image (optional)').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: await pngBytes() });
  await page.getByRole('button', { name: 'Create Event' }).dblclick();
  await expect(page.getByText(MSG.eventCreated).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  await expect(page.getByText(MSG.eventCreated)).toHaveCount(1);

  const listed = await page.request.get(`/api/events?name=${encodeURIComponent(event.name)}`);
  expect((await listed.json()).events).toHaveLength(1);
  expect(posts.sort()).toEqual(['/api/events', '/api/images']);
});
