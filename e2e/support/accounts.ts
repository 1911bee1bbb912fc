import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox.ts';
import { untilLive } from './test.ts';
import { buildOrganizer, buildStudent } from '../../test/support/factories.ts';

export { buildOrganizer, buildStudent };

/** Creates a student through the API (the browser journey under test is something else). */
export async function createStudent(request: APIRequestContext, overrides: Parameters<typeof buildStudent>[0] = {}) {
  const input = buildStudent(overrides);
  const res = await request.post('/api/signup/student', { data: input });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { input, user: (await res.json()).user as { id: string; name: string; usn: string } };
}

export async function createOrganizer(request: APIRequestContext, overrides: Parameters<typeof buildOrganizer>[0] = {}) {
  const input = buildOrganizer(overrides);
  const res = await request.post('/api/signup/organizer', { data: input });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { input, user: (await res.json()).user as { id: string; name: string } };
}

/** Signs in through the login form, as a person would. */
export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Signs in through the API, in the page's browser context (its cookie jar), for a journey
 * about something else: the form's own journeys (accounts, sign-in limits, recovery) go through
 * the login page, and every other journey saves loading it and the home page it leads to.
 * For a page whose navigations wait until the app is live (the test's own `page`, or
 * `anotherPersonsPage`, support/test.ts). A page of a bare `browser.newContext()` has no such
 * wait, and its first page could outlast a check's 10 s on a busy machine: those keep the form.
 */
export async function signInThroughApi(page: Page, baseURL: string, email: string, password: string) {
  const res = await page.request.post(`${baseURL}/api/auth/sign-in/email`, { data: { email, password }, headers: { origin: new URL(baseURL).origin } });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
}

/**
 * Signs a campus administrator (an address of ADMIN_EMAILS) up through the API and in
 * through the form, then confirms the address from its mail: admin rights wait for it.
 * `baseURL` may be a server of the spec's own (the approval journey's).
 */
export async function signInAdmin(page: Page, baseURL: string, email: string) {
  const admin = buildStudent({ email });
  const api = await request.newContext({ baseURL });
  expect((await api.post('/api/signup/student', { data: admin })).status()).toBe(201);
  await api.dispose();
  await page.goto(`${baseURL}/login`);
  await logInThroughForm(page, email, admin.password);
  await expect(page).toHaveURL(`${baseURL}/`);
  const confirmation = await waitForMail(email, /Confirm your e-mail address/);
  await page.goto(linkIn(confirmation, '/api/auth/verify-email'));
  await expect(page).toHaveURL(`${baseURL}/admin/feedback`);
  await untilLive(page);
  return admin;
}
