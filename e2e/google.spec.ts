import { expect, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { expectAccessible } from './support/a11y.ts';
import { cancelAtGoogle, chooseGoogleAccount, googleEmail } from './support/google.ts';

test('a new student signs in with Google and completes the profile', async ({ page }) => {
  const email = googleEmail('asha');
  const usn = `1GS${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, email, 'Asha Raonavar');

  await expect(page).toHaveURL('/complete-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Asha Raonavar');
  await expectAccessible(page, 'complete profile, student');

  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.fillAllFields })).toBeVisible();
  await page.getByLabel('USN').fill(usn);
  await page.getByLabel('Semester').fill('3');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByRole('button', { name: 'Save profile' }).click();

  await expect(page.getByText(MSG.profileSaved)).toBeVisible();
  await expect(page).toHaveURL(`/${usn}/profile`);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Asha Raonavar', exact: true })).toBeVisible();
});

test('a new organizer signs up with Google and names the organization', async ({ page }) => {
  await page.goto('/organizer-signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, googleEmail('club'), 'Meera Iyer');

  await expect(page).toHaveURL('/complete-profile');
  await expect(page.getByLabel('Organization name')).toHaveValue('');
  await expectAccessible(page, 'complete profile, organizer');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.orgNameAndFieldRequired })).toBeVisible();

  await page.getByLabel('Organization name').fill('Quiz Society');
  await page.getByLabel('Field').fill('Quizzing and trivia nights');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(MSG.profileSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/[A-Za-z0-9]+\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Quiz Society', exact: true })).toBeVisible();

  // 'Update Profile' on the dashboard leads back here, filled in.
  await page.goto('/complete-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Update your profile' })).toBeVisible();
  await expect(page.getByLabel('Organization name')).toHaveValue('Quiz Society');
  await expect(page.getByRole('button', { name: 'Cancel sign-up' })).toHaveCount(0);
});

test('a returning Google user lands where they were going, without completing anything', async ({ browser }) => {
  const email = googleEmail('rohan');
  const usn = `1GR${Date.now().toString(36).toUpperCase()}`;
  const first = await browser.newPage();
  await first.goto('/login');
  await first.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(first, email, 'Rohan Das');
  await first.getByLabel('USN').fill(usn);
  await first.getByLabel('Semester').fill('5');
  await first.getByLabel('Phone').fill('9000000001');
  await first.getByRole('button', { name: 'Save profile' }).click();
  await expect(first).toHaveURL(`/${usn}/profile`);
  await first.close();

  const page = await browser.newPage();
  await page.goto('/feedback');
  await expect(page).toHaveURL('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, email);
  await expect(page).toHaveURL('/feedback');
  await expect(page.getByRole('button', { name: 'Rohan Das', exact: true })).toBeVisible();
  await page.close();
});

test('an organizer who abandons the Google sign-up leaves no account behind', async ({ page }) => {
  const email = googleEmail('drop');
  await page.goto('/organizer-signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, email, 'Dropped Club');
  await expect(page).toHaveURL('/complete-profile');

  await page.getByRole('button', { name: 'Cancel sign-up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your sign-up?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'cancel sign-up dialog');
  await dialog.getByRole('button', { name: 'Remove my account' }).click();
  await expect(page.getByText(MSG.signupCancelled)).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // The account is gone: the same Google account now starts afresh, as a student by default.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL('/complete-profile');
  await expect(page.getByLabel('USN')).toBeVisible();
});

test('a cancelled Google sign-in or sign-up says so on the page it started from', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await cancelAtGoogle(page);
  await expect(page).toHaveURL(/\/login\?error=access_denied/);
  await expect(page.getByRole('alert')).toHaveText(`${MSG.googleSignInFailed}${MSG.googleCancelled}`);
  await expectAccessible(page, 'login with a Google error');

  await page.goto('/student-signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await cancelAtGoogle(page);
  await expect(page).toHaveURL(/\/student-signup\?error=access_denied/);
  await expect(page.getByRole('alert')).toHaveText(`${MSG.googleSignUpFailed}${MSG.googleCancelled}`);
});
