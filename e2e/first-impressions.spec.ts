import { expect, request as playwrightRequest, test, untilLive } from './support/test.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, createOrganizer, createStudent, logInThroughForm } from './support/accounts.ts';
import { createEvent } from './support/events.ts';

// The account menu, the event details modal and the developers page.

test('the account menu at desktop width: the name opens it, Account and My profile lead on, Log out signs out', async ({ page, request }) => {
  const { input } = await createStudent(request);
  await page.goto('/login');
  await logInThroughForm(page, input.email, input.password);
  await expect(page).toHaveURL('/');

  // The name as SPEC.md cuts it is the button's name; SPEC's Logout button stays beside it.
  const nameButton = page.getByRole('button', { name: input.name, exact: true });
  await expect(nameButton).toHaveAttribute('aria-haspopup', 'menu');
  await expect(nameButton).toHaveAttribute('title', `Account menu for ${input.name}`);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await nameButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['My profile', 'Tickets', 'Involvement', 'Account', 'Log out']);
  await expect(nameButton).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, 'account menu open');

  await menu.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  await nameButton.click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(`/${input.usn}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: input.name })).toBeVisible();

  // Escape closes it and gives the focus back to the name.
  await nameButton.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(nameButton).toBeFocused();

  await nameButton.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test("an organizer's account menu leads to the dashboard", async ({ page, request }) => {
  const { input, user } = await createOrganizer(request, { name: `Quiz Society ${Date.now()}` });
  await page.goto('/login');
  await logInThroughForm(page, input.email, input.password);
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: input.name, exact: true }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Dashboard', 'Account', 'Log out']);
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  const organizerId = (user as { organizerId?: string }).organizerId ?? user.id;
  await expect(page).toHaveURL(`/${organizerId}/dashboard`);
});

test("the account menu on a phone: the burger's menu lists the same entries", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const { input } = await createStudent(request);
  await page.goto('/login');
  await logInThroughForm(page, input.email, input.password);
  await expect(page).toHaveURL('/');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const account = drawer.getByRole('group', { name: `Signed in as ${input.name}` });
  await expect(account).toBeVisible();
  await expect(account.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', `/${input.usn}/profile`);
  await expect(account.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expectAccessible(page, 'phone menu, signed in');

  await account.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(`/${input.usn}/profile`);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
  await expectAccessible(page, 'phone menu, signed out');
});

test('the details modal: the name once as its title, the details, Open event page and Register', async ({ page, request, baseURL, browser }) => {
  const club = await playwrightRequest.newContext({ baseURL });
  const org = buildOrganizer({ name: `Comet Club ${Date.now()}` });
  expect((await club.post('/api/signup/organizer', { data: org })).status()).toBe(201);
  const event = await createEvent(club, { name: `Meteor Watch ${Date.now()}`, date: dateFromToday(5), time: '21:00', venue: 'Terrace', type: 'Club Event' });

  const { input } = await createStudent(request);
  await page.goto('/login');
  await logInThroughForm(page, input.email, input.password);
  await expect(page).toHaveURL('/');

  await page.goto(`/?name=${encodeURIComponent(event.name)}`);
  const card = page.getByRole('article').filter({ hasText: event.name });
  await card.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog', { name: event.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: event.name })).toHaveCount(1);
  await expect(dialog.getByText(event.name)).toHaveCount(1);
  await expect(dialog.getByText('Terrace')).toBeVisible();
  await expect(dialog.getByText(`Organizer: ${org.name}`)).toBeVisible();
  await expect(dialog.getByText('Club Event', { exact: true })).toHaveCount(1);
  // Registrants' names and e-mails are for the organizer only (DESIGN.md §4).
  await expect(dialog.getByRole('heading', { name: 'Registrants' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Open event page' })).toHaveAttribute('href', `/events/${event.id}`);
  await expect(dialog.getByRole('button', { name: 'Register' })).toBeVisible();
  await expectAccessible(page, 'details modal, student');

  await dialog.getByRole('link', { name: 'Open event page' }).click();
  await expect(page).toHaveURL(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();

  await page.goto(`/?name=${encodeURIComponent(event.name)}`);
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  // One tap with a complete profile: the confirmation, and "You're in" although the
  // modal that asked is gone by then (its callbacks must not be lost with it).
  await page.getByRole('dialog', { name: `Register for ${event.name}?` }).getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`/${event.id}/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'You’re in' })).toBeVisible();

  // The event's organizer sees its registrants in the modal, and no Register.
  const organizerContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const organizerPage = await organizerContext.newPage();
  await organizerPage.goto('/login');
  await untilLive(organizerPage);
  await logInThroughForm(organizerPage, org.email, org.password);
  await expect(organizerPage).toHaveURL('/');
  await organizerPage.goto(`/?name=${encodeURIComponent(event.name)}`);
  await untilLive(organizerPage);
  await organizerPage.getByRole('article').filter({ hasText: event.name }).getByRole('button', { name: 'Details' }).click();
  const organizerDialog = organizerPage.getByRole('dialog', { name: event.name });
  await expect(organizerDialog.getByRole('heading', { name: 'Registrants' })).toBeVisible();
  await expect(organizerDialog.getByRole('button', { name: 'Register' })).toHaveCount(0);
  await expectAccessible(organizerPage, 'details modal, organizer');
  await organizerContext.close();
  await club.dispose();
});

test('the developers page shows a photo or clean initials for each person, each with a name', async ({ page }) => {
  await page.goto('/developers');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(4);
  const avatars = page.getByRole('img', { name: /^(Photo|Avatar) of / });
  await expect(avatars).toHaveCount(4);
  // Initials stand alone on their colour: no picture (a silhouette) under them.
  const initials = page.getByRole('img', { name: /^Avatar of / });
  for (const avatar of await initials.all()) {
    await expect(avatar).toHaveText(/^[A-Z]{1,2}$/);
    await expect(avatar.locator('img, svg')).toHaveCount(0);
  }
  await expect(page.getByRole('img', { name: 'Avatar of Dr. Kavitha Rao' })).toHaveText('KR');
  await expectAccessible(page, 'developers');

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(avatars).toHaveCount(4);
  await expectAccessible(page, 'developers on a phone');
});
