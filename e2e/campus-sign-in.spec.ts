import { expect, test } from './support/test.ts';
import { MSG, signInCancelled, signInWith, signInWithFailed, signUpWithFailed } from '../src/domain/messages.ts';
import { expectAccessible } from './support/a11y.ts';
import { cancelAtGoogle, googleEmail } from './support/google.ts';
import { E2E_CAMPUS } from './support/ports.ts';

// The campus's own OpenID Connect provider: a second local issuer (global-setup.ts) with a
// 'usn' claim, whose sign-in page is the same as the stand-in Google's.
const CAMPUS_BUTTON = signInWith(E2E_CAMPUS.name);

test('a new student signs in with the campus provider, the USN filled from the claim', async ({ page }) => {
  const usn = `1CU${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expectAccessible(page, 'login with the campus button');
  await page.getByRole('button', { name: CAMPUS_BUTTON }).click();
  // The campus's sign-in page (another origin), which also asserts the directory's USN as it holds it.
  await expect(page.getByRole('heading', { name: 'Sign in to continue to Quad' })).toBeVisible();
  await page.getByLabel('Email').fill(googleEmail('campus'));
  await page.getByLabel('Full name').fill('Kavya Menon');
  await page.getByLabel(E2E_CAMPUS.usnClaim, { exact: true }).fill(usn.toLowerCase());
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL('/complete-profile');
  await expect(page.getByLabel('Name')).toHaveValue('Kavya Menon');
  await expect(page.getByLabel('USN')).toHaveValue(usn);
  await page.getByLabel('Semester').fill('2');
  await page.getByLabel('Phone').fill('9876500011');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(MSG.profileSaved)).toBeVisible();
  await expect(page).toHaveURL(`/${usn}/profile`);
});

test('the student sign-up page offers the campus button, and a cancelled campus sign-in names the campus', async ({ page }) => {
  await page.goto('/student-signup');
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await expectAccessible(page, 'student sign-up with the campus button');
  await page.getByRole('button', { name: CAMPUS_BUTTON }).click();
  await cancelAtGoogle(page);
  await expect(page).toHaveURL(/\/student-signup\?provider=campus&error=access_denied/);
  await expect(page.getByRole('alert')).toHaveText(`${signUpWithFailed(E2E_CAMPUS.name)}${signInCancelled(E2E_CAMPUS.name)}`);

  await page.goto('/login');
  await page.getByRole('button', { name: CAMPUS_BUTTON }).click();
  await cancelAtGoogle(page);
  await expect(page).toHaveURL(/\/login\?provider=campus&error=access_denied/);
  await expect(page.getByRole('alert')).toHaveText(`${signInWithFailed(E2E_CAMPUS.name)}${signInCancelled(E2E_CAMPUS.name)}`);
});
