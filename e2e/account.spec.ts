import { expect, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { expectAccessible } from './support/a11y.ts';
import { createStudent, logInThroughForm } from './support/accounts.ts';

test('the account page lists signed-in devices and signs out everywhere else', async ({ page, browser, request }) => {
  const { input } = await createStudent(request);
  const phone = await browser.newPage();
  await phone.goto('/login');
  await logInThroughForm(phone, input.email, input.password);
  await expect(phone.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.goto('/login');
  await logInThroughForm(page, input.email, input.password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/complete-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Update your profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Account and signed-in devices' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4); // the header; the sign-up's session, the phone and this browser
  await expect(rows.nth(1)).toContainText('This device');
  await expect(rows.nth(1)).toContainText('Chrome on Linux');
  await expectAccessible(page, 'account');

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText(MSG.signedOutElsewhere)).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();

  await phone.reload();
  await expect(phone.getByRole('link', { name: 'Login' })).toBeVisible();
  await phone.close();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test("a failed logout says 'Failed to log out. Please try again.' and keeps the user signed in", async ({ page, request }) => {
  const { input } = await createStudent(request);
  await page.goto('/login');
  await logInThroughForm(page, input.email, input.password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // The network drops the request (the server is not at fault).
  await page.route('**/api/auth/sign-out', (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText(MSG.logoutFailed)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
