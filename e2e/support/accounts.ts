import type { APIRequestContext, Page } from '@playwright/test';
import { buildOrganizer, buildStudent } from '../../src/server/seed/factories.ts';

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
