import { expect, request as playwrightRequest, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, createStudent, logInThroughForm } from './support/accounts.ts';
import { createEvent } from './support/events.ts';

test('an event link opens its own page; a signed-out visitor signs in to register and comes back to it', async ({ page, baseURL }) => {
  const club = await playwrightRequest.newContext({ baseURL });
  const org = buildOrganizer({ name: `Film Society ${Date.now()}` });
  await club.post('/api/signup/organizer', { data: org });
  const event = await createEvent(club, { name: `Noir Night ${Date.now()}`, date: dateFromToday(5), time: '18:30', venue: 'Main Auditorium', capacity: 30, description: 'Two classics and a talk.' });

  // The page arrives with its name in the HTML itself, before any script runs.
  const raw = await page.request.get(`/events/${event.id}`);
  expect(raw.status()).toBe(200);
  expect(await raw.text()).toContain(`<h1>${event.name}</h1>`);

  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page).toHaveTitle(`${event.name} · ${org.name} · Quad`);
  await expect(page.getByRole('link', { name: org.name })).toHaveAttribute('href', /\/dashboard$/);
  await expect(page.getByText('Main Auditorium')).toBeVisible();
  await expect(page.getByText('0 registered · 30 places left')).toBeVisible();
  await expect(page.getByText(/ · 6:30 PM /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/events/${event.id}/calendar.ics`);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expectAccessible(page, 'event page');

  const student = await createStudent(await playwrightRequest.newContext({ baseURL }));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(MSG.loginToRegister)).toBeVisible();
  await logInThroughForm(page, student.input.email, student.input.password);
  await expect(page).toHaveURL(`/events/${event.id}`);
  // The interrupted Register goes on by itself: a complete profile confirms once, then "You're in".
  await page.getByRole('dialog', { name: `Register for ${event.name}?` }).getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`/${event.id}/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'You’re in' })).toBeVisible();
});

test('a card’s name leads to the event page, and an unknown event is a real 404', async ({ page, baseURL }) => {
  const club = await playwrightRequest.newContext({ baseURL });
  await club.post('/api/signup/organizer', { data: buildOrganizer({ name: `Chess Club ${Date.now()}` }) });
  const event = await createEvent(club, { name: `Blitz Open ${Date.now()}`, date: dateFromToday(4) });

  await page.goto('/');
  await page.getByLabel('Search by event name').fill(event.name);
  await page.getByRole('article').getByRole('link', { name: event.name, exact: true }).click();
  await expect(page).toHaveURL(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();

  const missing = await page.goto('/events/no-such-event');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: MSG.eventNotFound })).toBeVisible();
  await expectAccessible(page, 'unknown event page');
});

test('a registered student finds their ticket on the event page; a past event shows its average rating', async ({ page, baseURL }) => {
  const club = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const clubUser = (await (await club.post('/api/signup/organizer', { data: buildOrganizer({ name: `Drama Club ${Date.now()}` }) })).json()).user;
  const event = await createEvent(club, { name: `Improv Night ${Date.now()}`, date: dateFromToday(2) });

  // The page's own browser signs up and registers (the registration form has its own journey).
  const student = await createStudent(page.request);
  const s = student.input;
  const registered = await page.request.post(`/api/events/${event.id}/registrations`, {
    data: { name: s.name, usn: s.usn, email: s.email, semester: s.semester },
    headers: { origin: baseURL! },
  });
  expect(registered.status()).toBe(201);
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { name: 'Your ticket' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR ticket/ })).toBeVisible();
  await expectAccessible(page, 'event page with a ticket');

  // The profile and the club page lead to the event's page too.
  await page.goto(`/${s.usn}/profile`);
  await page.getByRole('link', { name: event.name, exact: true }).click();
  await expect(page).toHaveURL(`/events/${event.id}`);
  await page.goto(`/${clubUser.organizerId ?? clubUser.id}/dashboard`);
  await page.getByRole('link', { name: event.name }).click();
  await expect(page).toHaveURL(`/events/${event.id}`);

  // After the event: the student rates it, and everyone sees the average.
  expect((await club.patch(`/api/events/${event.id}`, { data: { date: dateFromToday(-1) } })).status()).toBe(200);
  const rated = await page.request.post(`/api/events/${event.id}/feedback`, { data: { rating: 4, comments: 'Loved the second half.' }, headers: { origin: baseURL! } });
  expect(rated.status()).toBe(201);
  const visitor = await (await page.context().browser()!.newContext({ baseURL, serviceWorkers: 'block' })).newPage();
  await visitor.goto(`/events/${event.id}`);
  await expect(visitor.getByText('4.0 out of 5 · from 1 rating')).toBeVisible();
  await expect(visitor.getByText('Loved the second half.')).toHaveCount(0);
  await expect(visitor.getByRole('heading', { name: 'Your ticket' })).toHaveCount(0);
  await expectAccessible(visitor, 'past event page');

  // Once past: the profile says what the student did, without Add to calendar, and the
  // club's page lists the event among its past ones.
  await page.goto(`/${s.usn}/profile`);
  const onProfile = page.getByRole('article').filter({ hasText: event.name });
  await expect(onProfile.getByText('Registered', { exact: true })).toHaveCount(1);
  await expect(onProfile.getByText('Attended')).toHaveCount(0);
  await expect(onProfile.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
  await visitor.goto(`/${clubUser.organizerId ?? clubUser.id}/dashboard`);
  await expect(visitor.getByRole('region', { name: 'Past events' }).getByRole('link', { name: event.name })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Upcoming events' }).getByText('No upcoming events.')).toBeVisible();
  await expectAccessible(visitor, 'club page with past events');
});
