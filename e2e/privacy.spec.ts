import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import { expect, test } from './support/test.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { createStudent, signInThroughApi, signInAdmin } from './support/accounts.ts';

// A student's data, theirs to take and to read about; the campus office's retention
// schedule and the public page written from it. Its own admin address (playwright.config.ts'
// ADMIN_EMAILS): the other admin journeys run side by side with this one.
const ADMIN_EMAIL = 'privacy-admin@quad.test';

test('a student downloads their data, reads what deletion keeps, and finds the privacy page from the footer', async ({ page, request, baseURL }) => {
  const { input } = await createStudent(request);
  await signInThroughApi(page, baseURL!, input.email, input.password);
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card).toBeVisible();
  await expectAccessible(page, 'account with the data card');

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^quad-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(readFileSync((await download.path())!));
  const data = JSON.parse(strFromU8(files['data.json']!)) as { tables: Record<string, Array<Record<string, unknown>>> };
  expect(data.tables.students?.[0]).toMatchObject({ usn: input.usn });
  expect(strFromU8(files['index.html']!)).toContain('Your student profile');
  // Once an hour: the second asks to wait.
  await card.getByRole('button', { name: 'Download my data' }).click();
  await expect(card.getByRole('alert')).toHaveText('You can download your data once an hour. Please try again later.');

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^Audit log entries by you or about you \(1\): .*"Deleted account [0-9a-f]{12}"/)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy and your data' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  // The office's journey may have the schedule changed for a moment: either period is the one in force.
  await expect(page.getByRole('region', { name: /^Your phone number on a registration/ })).toContainText(/Erased (6 months|1 year) after the event/);
  await expectAccessible(page, 'privacy page');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'privacy page on a phone');
});

test('the campus office changes the retention schedule, applies it, and the public page follows', async ({ page, baseURL }) => {
  await signInAdmin(page, baseURL!, ADMIN_EMAIL);
  await page.goto('/admin/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy and retention' })).toBeVisible();
  const answers = page.getByLabel('Phone numbers and answers');
  await expect(answers).toHaveValue('180');
  await expectAccessible(page, 'retention page');

  await answers.fill('365');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Retention schedule saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Apply the schedule now' }).click();
  // One figure per kind the sweep erases, sensitive answers among them.
  const did = page.getByRole('definition');
  await expect(did).toHaveCount(9);
  await expect(page.getByRole('term').first()).toHaveText('Answers erased');

  await page.goto('/privacy');
  await expect(page.getByRole('region', { name: /^Your phone number on a registration/ })).toContainText('Erased 1 year after the event');

  // Back to the environment's period: the field left empty.
  await page.goto('/admin/privacy');
  await page.getByLabel('Phone numbers and answers').fill('');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByLabel('Phone numbers and answers')).toHaveValue('180');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'retention page on a phone');
  await expectAccessible(page, 'retention page on a phone');
});
