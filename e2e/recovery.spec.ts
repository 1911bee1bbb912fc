import { expect, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { expectAccessible } from './support/a11y.ts';
import { createStudent, logInThroughForm } from './support/accounts.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';

test('a student who forgot the password resets it from the e-mailed link; other devices are signed out', async ({ page, browser, request }) => {
  const { input } = await createStudent(request, { name: 'Priya Kulkarni' });
  const laptop = await browser.newPage();
  await laptop.goto('/login');
  await logInThroughForm(laptop, input.email, input.password);
  await expect(laptop.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectAccessible(page, 'forgot password');
  await page.getByLabel('Email').fill(input.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: MSG.resetLinkSent })).toBeVisible();

  const mail = await waitForMail(input.email, /Reset your Quad password/);
  expect(mail.html).not.toMatch(/<img/i);
  const link = linkIn(mail, '/api/auth/reset-password/');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page, 'reset password');

  await page.getByLabel('New password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.passwordTooShort })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Sunflower-Field-42');
  await expect(page.getByText(/Password strength:/)).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Sunflower-Field-41');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.passwordsDoNotMatch })).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Sunflower-Field-42');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page.getByText(MSG.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL('/login');
  await logInThroughForm(page, input.email, 'Sunflower-Field-42');
  await expect(page.getByRole('button', { name: input.name, exact: true })).toBeVisible();

  await laptop.reload();
  await expect(laptop.getByRole('link', { name: 'Login' })).toBeVisible();
  await laptop.close();

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(MSG.resetLinkInvalid);
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('a student signs in with an e-mailed link, which works only once', async ({ page, request }) => {
  const { input } = await createStudent(request, { name: 'Vikram Menon' });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with an email link' })).toBeVisible();
  await expectAccessible(page, 'email link');
  await page.getByLabel('Email').fill(input.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status').filter({ hasText: MSG.signInLinkSent })).toBeVisible();

  const mail = await waitForMail(input.email, /Your Quad sign-in link/);
  const link = linkIn(mail, '/api/auth/magic-link/verify');
  await page.goto(link);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: input.name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto(link);
  await expect(page).toHaveURL(/\/email-link\?error=INVALID_TOKEN/);
  await expect(page.getByRole('alert')).toHaveText(MSG.signInLinkInvalid);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
