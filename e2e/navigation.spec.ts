import { expect, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { expectAccessible } from './support/a11y.ts';
import { createStudent, logInThroughForm } from './support/accounts.ts';

test("a guarded route sends a signed-out visitor to /login with 'Kindly login first.' and back after sign-in", async ({ page, request }) => {
  const { input } = await createStudent(request);
  await page.goto('/feedback');
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(MSG.loginFirst)).toBeVisible();
  await logInThroughForm(page, input.email, input.password);
  await expect(page).toHaveURL('/feedback');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown URL shows the 404 page with its link home', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: /Page not found/ })).toBeVisible();
  await expectAccessible(page, '404');
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Discover Exciting Events in your Campus.' })).toBeVisible();
});

test('/{organizerName} on its own leads home', async ({ page }) => {
  await page.goto('/robotics-club');
  await expect(page).toHaveURL('/');
});

test('the open pages: about (contact from configuration), terms, developers', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('link', { name: 'events@campus.test' })).toBeVisible();
  await expect(page.getByText('+91 80 5555 0100')).toBeVisible();
  await expectAccessible(page, 'about');

  await page.getByRole('link', { name: 'Terms and Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Privacy' })).toBeVisible();
  await expectAccessible(page, 'terms');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');

  await page.getByRole('link', { name: 'Developers' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(4);
  await expect(page.getByText('Faculty advisor')).toBeVisible();
  await expect(page.getByRole('img', { name: /^(Photo|Avatar) of / })).toHaveCount(4);
  await expectAccessible(page, 'developers');
});

test('the top bar works on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expectAccessible(page, 'about on a phone');
});

test('dark mode keeps every page readable', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expectAccessible(page, 'home in dark mode');
  await page.goto('/student-signup');
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expectAccessible(page, 'signup with errors in dark mode');
});

test('the top bar marks the current page, in light and in dark', async ({ page }) => {
  await page.goto('/about');
  const current = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  const background = () => current.evaluate((el) => getComputedStyle(el).backgroundColor);
  const light = await background();
  expect(light).not.toBe('rgba(0, 0, 0, 0)');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expect.poll(background).not.toBe(light);
  expect(await background()).not.toBe('rgba(0, 0, 0, 0)');
});
