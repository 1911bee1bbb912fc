import { expect, request as playwrightRequest, test } from '@playwright/test';
import { MSG } from '../src/domain/messages.ts';
import { dateFromToday } from '../src/server/seed/factories.ts';
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
  await expect(page.getByText('0 going · 30 places left')).toBeVisible();
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
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`/${event.id}/register`);
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
