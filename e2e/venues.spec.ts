import { expect, test, untilLive } from './support/test.ts';
import type { Browser } from '@playwright/test';
import { MSG } from '../src/domain/messages.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { buildOrganizer, signInAdmin } from './support/accounts.ts';
import { fillEventForm } from './support/events.ts';

// Venues: the campus office adds a venue; a club books it for an event; a second
// club asking for the same venue at an overlapping time is told it is booked, and by whom.
// Its own admin address (playwright.config.ts' ADMIN_EMAILS): the other admin journeys run
// side by side with this one.
const ADMIN_EMAIL = 'venues-admin@quad.test';
const PICKER = 'Campus location (optional)';

/** A club signed up (through the API) in a browser of its own, on its create-event form. */
async function clubOnCreateForm(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const org = buildOrganizer({ name });
  const res = await context.request.post('/api/signup/organizer', { data: org });
  expect(res.status()).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  const page = await context.newPage();
  await page.goto(`/${user.id}/dashboard`);
  await untilLive(page);
  await page.getByRole('link', { name: 'Create New Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
  return { context, page };
}

test('the campus office adds a venue; a club books it, and a second club is told it is booked', async ({ page, baseURL, browser }) => {
  test.setTimeout(120_000);
  const admin = await signInAdmin(page, baseURL!, ADMIN_EMAIL);

  // The account menu leads an administrator to the venues page.
  const nameButton = page.getByRole('button', { name: admin.name, exact: true });
  await expect(nameButton).toHaveAttribute('aria-haspopup', 'menu');
  await nameButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['My profile', 'Tickets', 'Involvement', 'Account', 'Mail status', 'Venues', 'Audit log', 'Learning outcomes', 'Data retention', 'Log out']);
  await menu.getByRole('menuitem', { name: 'Venues' }).click();
  await expect(page).toHaveURL('/admin/venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Add a venue' })).toBeVisible();
  await expectAccessible(page, 'venues');

  // Checked on submit with the server's rules, each problem beside its field.
  await page.getByRole('button', { name: 'Add venue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.fillAllFields })).toBeVisible();
  await expect(page.getByText('Venue name is required')).toBeVisible();
  await page.getByLabel('Capacity').fill('lots');
  await page.getByRole('button', { name: 'Add venue' }).click();
  await expect(page.getByText(MSG.venueCapacityInvalid)).toBeVisible();
  await expectAccessible(page, 'venue form with problems');

  const venue = { name: `Seminar Hall ${Date.now()}`, building: 'CS Block', capacity: 80 };
  await page.getByLabel('Venue name').fill(venue.name);
  await page.getByLabel('Building').fill(venue.building);
  await page.getByLabel('Capacity').fill(String(venue.capacity));
  await page.getByRole('button', { name: 'Add venue' }).click();
  const row = page.getByRole('table', { name: 'Campus venues' }).getByRole('row').filter({ hasText: venue.name });
  await expect(row.getByRole('cell')).toHaveText([venue.name, venue.building, String(venue.capacity)]);
  await expect(page.getByLabel('Venue name')).toHaveValue('');

  // The same name in the same building (in other letters) is refused, beside the name.
  await page.getByLabel('Venue name').fill(venue.name.toUpperCase());
  await page.getByLabel('Building').fill(venue.building);
  await page.getByLabel('Capacity').fill('20');
  await page.getByRole('button', { name: 'Add venue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.venueExists })).toBeVisible();
  await expect(page.getByLabel('Venue name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Venue name')).toHaveAccessibleDescription(MSG.venueExists);

  // On a phone: nothing scrolls sideways, and the menu has the link too.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'venues on a phone');
  await expectAccessible(page, 'venues on a phone');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Venues' })).toHaveAttribute('href', '/admin/venues');

  // The first club books the venue for an evening.
  const date = dateFromToday(15);
  const choice = `${venue.name}, ${venue.building} (capacity ${venue.capacity})`;
  const first = await clubOnCreateForm(browser, baseURL!, `Debate Society ${Date.now()}`);
  const firstEvent = `Debate Finals ${Date.now()}`;
  await fillEventForm(first.page, { name: firstEvent, date, time: '18:00', description: 'The final round, open to all.', type: 'Club Event' });
  await first.page.getByLabel(PICKER).selectOption({ label: choice });
  await expect(first.page.getByLabel('Venue')).toHaveValue(`${venue.name}, ${venue.building}`);
  await expect(first.page.getByLabel('Max participants (optional)')).toHaveValue(String(venue.capacity));
  // More people than the venue holds is refused on submit, beside Max participants.
  await first.page.getByLabel('Max participants (optional)').fill('120');
  await first.page.getByRole('button', { name: 'Create Event' }).click();
  const tooMany = `Max participants cannot exceed the venue's capacity (${venue.capacity}).`;
  await expect(first.page.getByLabel('Max participants (optional)')).toHaveAccessibleDescription(new RegExp(tooMany.replace(/[().]/g, '\\$&')));
  await expectAccessible(first.page, 'create event with a venue');
  // Emptied, it stands for the venue's capacity, and shows it.
  await first.page.getByLabel('Max participants (optional)').fill('');
  await first.page.getByLabel('Max participants (optional)').press('Tab');
  await expect(first.page.getByLabel('Max participants (optional)')).toHaveValue(String(venue.capacity));
  await first.page.getByLabel('Max participants (optional)').fill('60');
  await first.page.getByRole('button', { name: 'Create Event' }).click();
  await expect(first.page.getByText(MSG.eventCreated)).toBeVisible();
  await expect(first.page).toHaveURL(/\/dashboard$/, { timeout: 5000 });

  // The second club asks for the same venue an hour later: booked, by the first club's event.
  const second = await clubOnCreateForm(browser, baseURL!, `Drama Club ${Date.now()}`);
  await fillEventForm(second.page, { name: `Play Reading ${Date.now()}`, date, time: '19:00', description: 'Scenes from new plays.', type: 'Club Event', capacity: '40' });
  await second.page.getByLabel(PICKER).selectOption({ label: choice });
  await second.page.getByRole('button', { name: 'Create Event' }).click();
  await expect(second.page.getByRole('alert').filter({ hasText: MSG.venueBooked })).toBeVisible();
  const picker = second.page.getByLabel(PICKER);
  await expect(picker).toHaveAttribute('aria-invalid', 'true');
  await expect(picker).toHaveAccessibleDescription(new RegExp(`Booked by ${firstEvent} \\(${date} 18:00\\)`));
  await expectAccessible(second.page, 'create event: venue booked');

  // Another place is still theirs to choose.
  await picker.selectOption({ label: 'Another place (type it below)' });
  await second.page.getByLabel('Venue').fill('Old Library');
  await second.page.getByRole('button', { name: 'Create Event' }).click();
  await expect(second.page.getByText(MSG.eventCreated)).toBeVisible();

  await first.context.close();
  await second.context.close();
});
