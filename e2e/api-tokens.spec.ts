import { expect, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { expectAccessible } from './support/a11y.ts';
import { createStudent, signInThroughApi } from './support/accounts.ts';

test('a person creates an API token, sees it once, uses it, and deletes it', async ({ page, request, baseURL }) => {
  const { input } = await createStudent(request);
  await signInThroughApi(page, baseURL!, input.email, input.password);
  await page.goto('/account');
  await page.getByRole('link', { name: 'API tokens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
  await expect(page.getByText('No tokens yet.')).toBeVisible();

  // No name: the server's own message, before anything is sent.
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText(MSG.tokenNameRequired)).toBeVisible();

  await page.getByLabel('Name').fill('Timetable sync');
  await page.getByLabel('Read registrations (registrations:read)').check();
  await page.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByLabel('Your new token “Timetable sync”');
  await expect(shown).toHaveValue(/^quad_/);
  await expect(page.getByText('shown only this once')).toBeVisible();
  const token = await shown.inputValue();
  const table = page.getByRole('table', { name: 'Your tokens' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Never used');
  await expectAccessible(page, 'api tokens');

  const used = await request.get('/api/me/registrations', { headers: { authorization: `Bearer ${token}` } });
  expect(used.status()).toBe(200);
  await page.reload();
  await expect(table).not.toContainText('Never used');
  // The token itself is never shown again.
  await expect(page.getByText(token)).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete the token Timetable sync' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The token was deleted. It no longer works.')).toBeVisible();
  await expect(page.getByText('No tokens yet.')).toBeVisible();
  expect((await request.get('/api/me/registrations', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
});
