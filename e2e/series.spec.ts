import { expect, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { addDays } from '../src/domain/time.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { createOrganizer } from './support/accounts.ts';
import { fillEventForm } from './support/events.ts';

const PHONE = { width: 375, height: 740 };

test('an organizer creates a weekly series through the form, finds all its dates, and moves the later ones to another venue', async ({ page }) => {
  // The page's own browser signs up (the sign-up form has its own journey).
  const { input: org, user } = await createOrganizer(page.request, { name: `Chess Circle ${Date.now()}` });
  const clubPage = `/${user.id}/dashboard`;
  await page.goto(clubPage);
  await page.getByRole('link', { name: 'Create New Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();

  const name = `Chess Night ${Date.now()}`;
  const dates = [0, 7, 14].map((days) => addDays(dateFromToday(3), days));
  // The form first (its "Date" would also find "Number of dates"), then the repeat.
  await fillEventForm(page, { name, date: dates[0], time: '18:30', venue: 'Room 1', description: 'Bring a board, or borrow one of ours.', type: 'Club Event', capacity: '20' });

  // It repeats only when asked; then it asks how many dates, four unless changed.
  const repeat = page.getByLabel('Repeat');
  await expect(repeat).toHaveValue('');
  await expect(page.getByLabel('Number of dates')).toHaveCount(0);
  await repeat.selectOption({ label: 'Every week' });
  const count = page.getByLabel('Number of dates');
  await expect(count).toHaveValue('4');
  await expect(page.getByText('Each date is its own event, with its own registrations.')).toBeVisible();
  await count.fill('3');
  await expectAccessible(page, 'create form of a weekly series');
  const viewport = page.viewportSize();
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'create form of a weekly series on a phone');
  if (viewport) await page.setViewportSize(viewport);

  // Created like any event: the same message, the same way back to the club's page, one event per date.
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText(MSG.eventCreated)).toBeVisible();
  await expect(page).toHaveURL(clubPage, { timeout: 5000 });
  const listed = page.getByRole('article').filter({ hasText: name });
  await expect(listed).toHaveCount(3);

  // From a date's page to all the dates.
  await listed.first().getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'All dates of this series' }).click();
  await expect(page).toHaveURL(/\/series\/[^/]+$/);
  const seriesPage = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const line = page.getByText(`Every week · ${org.name}`, { exact: true });
  await expect(line).toBeVisible();
  await expect(line.getByRole('link', { name: org.name })).toHaveAttribute('href', clubPage);

  // Three dates a week apart, at the same time (the e2e campus is on UTC), each its own event.
  const items = page.getByRole('list', { name: 'Dates' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  const hrefs: string[] = [];
  for (const [i, date] of dates.entries()) {
    const item = items.nth(i);
    await expect(item.locator('time')).toHaveAttribute('datetime', `${date}T18:30:00+00:00`);
    await expect(item.getByText('Room 1', { exact: true })).toBeVisible();
    await expect(item.getByText('0 registered · 20 places left', { exact: true })).toBeVisible();
    await expect(item.getByText('Past', { exact: true })).toHaveCount(0);
    hrefs.push((await item.getByRole('link').getAttribute('href')) ?? '');
  }
  expect(new Set(hrefs).size).toBe(3);
  expect(hrefs.every((href) => /^\/events\/[^/]+$/.test(href))).toBe(true);
  await expectAccessible(page, 'series page');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'series page on a phone');
  if (viewport) await page.setViewportSize(viewport);

  // The second date, edited for it and every later one.
  await items.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(hrefs[1]!);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue(dates[1]!);
  await expect(page.getByLabel('Repeat')).toHaveCount(0);
  const scope = page.getByRole('radiogroup', { name: 'Apply changes to' });
  await expect(scope.getByRole('radio', { name: 'This event', exact: true })).toBeChecked();
  await expect(scope.getByRole('radio', { name: 'This and following events' })).not.toBeChecked();
  await expectAccessible(page, 'edit form of a date of a series');
  await page.getByLabel('Venue').fill('Hall B');
  await scope.getByRole('radio', { name: 'This and following events' }).check();
  await page.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText(MSG.eventUpdated)).toBeVisible();
  await expect(page).toHaveURL(clubPage, { timeout: 5000 });

  // The second and third dates moved to Hall B; the first stayed; none changed its day.
  await page.goto(seriesPage);
  await expect(items).toHaveCount(3);
  await expect(items.nth(0).getByText('Room 1', { exact: true })).toBeVisible();
  await expect(items.nth(0).getByText('Hall B', { exact: true })).toHaveCount(0);
  for (const i of [1, 2]) {
    await expect(items.nth(i).getByText('Hall B', { exact: true })).toBeVisible();
    await expect(items.nth(i).getByText('Room 1', { exact: true })).toHaveCount(0);
  }
  for (const [i, date] of dates.entries()) await expect(items.nth(i).locator('time')).toHaveAttribute('datetime', `${date}T18:30:00+00:00`);
});
