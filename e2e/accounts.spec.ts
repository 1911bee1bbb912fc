import { expect, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, buildStudent, createStudent, logInThroughForm } from './support/accounts.ts';

test('a new visitor signs up as a student, stays signed in across a reload, and logs out', async ({ page }) => {
  const student = buildStudent({ name: 'Asha Raonavar' });
  await page.goto('/');
  await expectAccessible(page, 'home');
  await page.getByRole('link', { name: 'Signup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Signup' })).toBeVisible();
  await expectAccessible(page, 'student signup');

  await page.getByLabel('Name').fill(student.name);
  await page.getByLabel('USN').fill(student.usn);
  await page.getByLabel('Semester').fill(student.semester);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Phone').fill(student.phone);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page.getByText(MSG.accountCreated)).toBeVisible();
  const nameButton = page.getByRole('button', { name: 'Asha Raonavar', exact: true });
  await expect(nameButton).toBeVisible();
  await expect(page).toHaveURL('/');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Asha Raonavar', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Asha Raonavar', exact: true }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(`/${student.usn}/profile`);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  // Leaving the profile is not a visit without a session: home, with no "login first"
  // and no detour to /login (which would send the next person to sign in to this profile).
  await expect(page.getByText(MSG.loginFirst)).toHaveCount(0);
  await expect(page).toHaveURL('/');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('student signup shows the catalogue messages', async ({ page, request }) => {
  const taken = await createStudent(request);
  await page.goto('/student-signup');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.fillAllFields })).toBeVisible();
  await expectAccessible(page, 'student signup with errors');

  const student = buildStudent({ email: taken.input.email });
  await page.getByLabel('Name').fill(student.name);
  await page.getByLabel('USN').fill(student.usn);
  await page.getByLabel('Semester').fill(student.semester);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Phone').fill(student.phone);
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.passwordTooShort })).toBeVisible();

  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.emailInUse })).toBeVisible();
});

test('an organizer signs up and lands on the dashboard', async ({ page }) => {
  const organizer = buildOrganizer({ name: 'Robotics Society' });
  await page.goto('/organizer-signup');
  await expectAccessible(page, 'organizer signup');
  await page.getByLabel('Organization name').fill(organizer.name);
  await page.getByLabel('Email').fill(organizer.email);
  await page.getByLabel('Password', { exact: true }).fill(organizer.password);
  await page.getByLabel('Confirm password').fill('not-the-same');
  await page.getByLabel('Field').fill(organizer.field);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.passwordsDoNotMatch })).toBeVisible();

  await page.getByLabel('Confirm password').fill(organizer.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(MSG.signedUp)).toBeVisible();
  await expect(page).toHaveURL(/\/[A-Za-z0-9]+\/dashboard$/);
  await expect(page.getByRole('button', { name: organizer.name, exact: true })).toBeVisible();
});

test('login shows one message for a wrong password, then signs in', async ({ page, request }) => {
  const { input } = await createStudent(request);
  await page.goto('/login');
  await expectAccessible(page, 'login');
  await logInThroughForm(page, input.email, 'wrong-password');
  await expect(page.getByRole('alert')).toContainText(MSG.signInFailed);
  await logInThroughForm(page, input.email, input.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
