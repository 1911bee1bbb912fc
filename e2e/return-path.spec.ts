import { expect, request as playwrightRequest, test, type Page } from './support/test.ts';
import { MSG, signInWith } from '../src/domain/messages.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, buildStudent, createStudent, logInThroughForm } from './support/accounts.ts';
import { createEvent } from './support/events.ts';
import { chooseGoogleAccount, googleEmail } from './support/google.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import { E2E_CAMPUS } from './support/ports.ts';

/** A club's upcoming event, as a shared link would name it. */
async function sharedEvent(baseURL: string | undefined, name: string) {
  const club = await playwrightRequest.newContext({ baseURL });
  await club.post('/api/signup/organizer', { data: buildOrganizer({ name: `Photo Club ${Date.now()}` }) });
  const event = await createEvent(club, { name: `${name} ${Date.now()}`, date: dateFromToday(6), time: '17:00', capacity: 40 });
  await club.dispose();
  return event;
}

/** Opens the shared link signed out and presses Register: the login page, the event remembered. */
async function registerSignedOut(page: Page, event: { id: string }) {
  await page.goto(`/events/${event.id}`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(MSG.loginToRegister)).toBeVisible();
}

/** Back on the event's page, signed in: the registration goes on by itself and ends on "You're in". */
async function finishRegistering(page: Page, event: { id: string; name: string }) {
  const confirmation = page.getByRole('dialog', { name: `Register for ${event.name}?` });
  // The sign-in lands, the event page loads and hydrates, then the dialog opens: a slow phone's pace.
  await expect(confirmation).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(`/events/${event.id}`);
  await confirmation.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`/${event.id}/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'You’re in' })).toBeVisible();
  const mine = await page.request.get('/api/me/registrations');
  expect(JSON.stringify(await mine.json())).toContain(event.id);
}

test('a student who signs up from a shared event link ends registered on that event', async ({ page, baseURL }) => {
  const event = await sharedEvent(baseURL, 'Darkroom Basics');
  await registerSignedOut(page, event);
  await page.getByRole('link', { name: 'Create a student account' }).click();
  await expect(page).toHaveURL(`/student-signup?next=${encodeURIComponent(`/events/${event.id}?register=1`)}`);
  await expectAccessible(page, 'student sign-up with a return path');

  const student = buildStudent({ name: 'Nila Sharma' });
  await page.getByLabel('Name').fill(student.name);
  await page.getByLabel('USN').fill(student.usn);
  await page.getByLabel('Semester').fill(student.semester);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Phone').fill(student.phone);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(MSG.accountCreated)).toBeVisible();

  await finishRegistering(page, event);
  // The mark is gone from the address: going back to the event does not start again.
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the links between sign-in pages carry the return path; password sign-in and an organizer sign-up come back', async ({ page, baseURL }) => {
  const event = await sharedEvent(baseURL, 'Light Meter Walk');
  const student = await createStudent(await playwrightRequest.newContext({ baseURL }));
  await registerSignedOut(page, event);
  // Login → student sign-up → Log in: the event survives every hop.
  await page.getByRole('link', { name: 'Create a student account' }).click();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await logInThroughForm(page, student.input.email, student.input.password);
  await finishRegistering(page, event);

  // An organizer signs up from the same kind of link: back on the event (nothing to register).
  const organizerPage = await page.context().browser()!.newPage({ baseURL });
  await organizerPage.goto(`/login?next=${encodeURIComponent(`/events/${event.id}`)}`);
  await organizerPage.getByRole('link', { name: 'Sign up as an organizer' }).click();
  await expect(organizerPage).toHaveURL(`/organizer-signup?next=${encodeURIComponent(`/events/${event.id}`)}`);
  const org = buildOrganizer({ name: `Print Room ${Date.now()}` });
  await organizerPage.getByLabel('Organization name').fill(org.name);
  await organizerPage.getByLabel('Email').fill(org.email);
  await organizerPage.getByLabel('Password', { exact: true }).fill(org.password);
  await organizerPage.getByLabel('Confirm password').fill(org.password);
  await organizerPage.getByLabel('Field').fill(org.field);
  await organizerPage.getByRole('button', { name: 'Sign up' }).click();
  await expect(organizerPage.getByText(MSG.signedUp)).toBeVisible();
  await expect(organizerPage).toHaveURL(`/events/${event.id}`);
  await organizerPage.close();
});

test('a new Google student completes the profile and comes back to register', async ({ page, baseURL }) => {
  const event = await sharedEvent(baseURL, 'Portrait Lighting');
  await registerSignedOut(page, event);
  await page.getByRole('link', { name: 'Create a student account' }).click();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, googleEmail('ret'), 'Tara Bose');
  await expect(page).toHaveURL(/\/complete-profile\?next=/);
  await page.getByLabel('USN').fill(`1RG${Date.now().toString(36).toUpperCase()}`);
  await page.getByLabel('Semester').fill('4');
  await page.getByLabel('Phone').fill('9876501234');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await finishRegistering(page, event);
});

test('a new campus student comes back to register after completing the profile', async ({ page, baseURL }) => {
  const event = await sharedEvent(baseURL, 'Film Swap');
  const usn = `1RC${Date.now().toString(36).toUpperCase()}`;
  await registerSignedOut(page, event);
  await page.getByRole('button', { name: signInWith(E2E_CAMPUS.name) }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to continue to Quad' })).toBeVisible();
  await page.getByLabel('Email').fill(googleEmail('retcampus'));
  await page.getByLabel('Full name').fill('Dev Kapoor');
  await page.getByLabel(E2E_CAMPUS.usnClaim, { exact: true }).fill(usn.toLowerCase());
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/complete-profile\?next=/);
  await page.getByLabel('Semester').fill('2');
  await page.getByLabel('Phone').fill('9876500099');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await finishRegistering(page, event);
});

test('the e-mailed sign-in link comes back to the event to register', async ({ page, baseURL }) => {
  const event = await sharedEvent(baseURL, 'Cyanotype Morning');
  const student = await createStudent(await playwrightRequest.newContext({ baseURL }));
  await registerSignedOut(page, event);
  await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
  // The login page has an Email field too: fill the one of the page the link opens.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with an email link' })).toBeVisible();
  await page.getByLabel('Email').fill(student.input.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status').filter({ hasText: MSG.signInLinkSent })).toBeVisible();
  const mail = await waitForMail(student.input.email, /Your Quad sign-in link/);
  await page.goto(linkIn(mail, '/api/auth/magic-link/verify'));
  await finishRegistering(page, event);
});

test('a return path to another site is ignored: sign-in lands at home', async ({ page, baseURL }) => {
  const student = await createStudent(await playwrightRequest.newContext({ baseURL }));
  await page.goto(`/login?next=${encodeURIComponent('//evil.example/x')}`);
  await expect(page.getByRole('link', { name: 'Create a student account' })).toHaveAttribute('href', '/student-signup');
  await logInThroughForm(page, student.input.email, student.input.password);
  await expect(page).toHaveURL('/');
});
