import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { buildOrganizer, logInThroughForm, signInAdmin } from './support/accounts.ts';
import { buildEvent, whenFromNow } from '../test/support/factories.ts';

test('the campus office keeps learning outcomes; a club tags its event with one, and the event page names it', async ({ page, browser, baseURL }) => {
  await signInAdmin(page, baseURL!, 'outcomes-admin@quad.test');
  const name = `Leadership ${Date.now()}`;
  await page.goto('/admin/outcomes');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning outcomes' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description (optional)' }).fill('Leads a group towards a goal');
  await page.getByRole('button', { name: 'Add outcome' }).click();
  const list = page.getByRole('list', { name: 'Outcomes' });
  await expect(list.getByText(name)).toBeVisible();
  // The same name again, in another case: refused with the catalogue's words.
  await page.getByRole('textbox', { name: 'Name' }).fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Add outcome' }).click();
  await expect(page.getByText('A learning outcome with this name already exists')).toBeVisible();
  await list.getByRole('button', { name: `Edit ${name}` }).click();
  await list.getByRole('textbox', { name: 'Description (optional)' }).fill('Leads a team towards a shared goal');
  await list.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText('Leads a team towards a shared goal')).toBeVisible();
  await expectAccessible(page, 'learning outcomes');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'learning outcomes on a phone');

  const outcomes = (await (await page.request.get('/api/outcomes')).json()).outcomes as { id: string; name: string }[];
  const outcome = outcomes.find((o) => o.name === name)!;

  // The club's form offers it as a chip; an event tagged with it names it on its page.
  const club = buildOrganizer({ name: `Outcome Club ${Date.now()}` });
  const clubApi = await playwrightRequest.newContext({ baseURL });
  const clubUser = (await (await clubApi.post('/api/signup/organizer', { data: club })).json()).user as { id: string };
  const clubContext = await browser.newContext({ serviceWorkers: 'block' });
  const clubPage = await clubContext.newPage();
  await clubPage.goto(`${baseURL}/login`);
  await logInThroughForm(clubPage, club.email, club.password);
  await clubPage.waitForURL((url) => url.pathname !== '/login');
  await clubPage.goto(`${baseURL}/${encodeURIComponent(club.name)}/create-event`);
  const group = clubPage.getByRole('group', { name: 'Learning outcomes (optional)' });
  await expect(group.getByText(name)).toBeVisible();
  await clubContext.close();
  expect(clubUser.id).toBeTruthy();

  const created = await clubApi.post('/api/events', { data: { ...buildEvent(whenFromNow(24 * 60)), outcomes: [outcome.id] } });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: string };
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('list', { name: 'Learning outcomes' }).getByText(name)).toBeVisible();
  await expectAccessible(page, 'event page with its learning outcomes');
  await clubApi.dispose();
});
