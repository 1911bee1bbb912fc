import { expect, request as playwrightRequest, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { buildStudent, createStudent, logInThroughForm } from './support/accounts.ts';

// The mail status page (/admin/status): the outbox's figures and failures, for the admins.
// Its own admin address (playwright.config.ts' ADMIN_EMAILS): feedback.spec.ts signs up
// admin@quad.test, and the two run side by side.
const ADMIN_EMAIL = 'status-admin@quad.test';

test('an administrator opens Mail status from the account menu and reads the figures', async ({ page, baseURL }) => {
  const admin = buildStudent({ email: ADMIN_EMAIL });
  const adminApi = await playwrightRequest.newContext({ baseURL });
  expect((await adminApi.post('/api/signup/student', { data: admin })).status()).toBe(201);
  await page.goto('/login');
  await logInThroughForm(page, ADMIN_EMAIL, admin.password);
  await expect(page).toHaveURL('/');
  // Admin rights wait for the confirmed address: the mail's link gives them.
  const nameButton = page.getByRole('button', { name: admin.name, exact: true });
  // The menu's code has come (the button standing in for it opens nothing).
  await expect(nameButton).toHaveAttribute('aria-haspopup', 'menu');
  await nameButton.click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['My profile', 'Tickets', 'Involvement', 'Account', 'Log out']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  const confirmation = await waitForMail(ADMIN_EMAIL, /Confirm your e-mail address/);
  await page.goto(linkIn(confirmation, '/api/auth/verify-email'));
  await expect(page).toHaveURL('/admin/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Platform feedback' })).toBeVisible();

  await expect(nameButton).toHaveAttribute('aria-haspopup', 'menu');
  await nameButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['My profile', 'Tickets', 'Involvement', 'Account', 'Mail status', 'Venues', 'Audit log', 'Learning outcomes', 'Data retention', 'Log out']);
  await menu.getByRole('menuitem', { name: 'Mail status' }).click();
  await expect(page).toHaveURL('/admin/status');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail status' })).toBeVisible();

  // The figures, label over value (a description list). Other journeys send mail at
  // the same time, so only the values' form is certain.
  await expect(page.getByRole('term')).toHaveText(['Waiting to send', 'Failed', 'Oldest waiting', 'Push notifications waiting', 'Push notifications failed']);
  await expect(page.getByRole('definition')).toHaveText([/^\d+$/, /^\d+$/, /^(—|\d+ (s|min|h|days?))$/, /^\d+$/, /^\d+$/]);
  await expect(page.getByText('Every message Quad commits to sending is delivered once, or shown here as failed.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Failed messages' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Failed messages' }).or(page.getByText('No failed messages.'))).toBeVisible();
  await expectAccessible(page, 'mail status');

  // On a phone: nothing scrolls sideways (the table scrolls by itself), and the menu has the link too.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'mail status on a phone');
  await expectAccessible(page, 'mail status on a phone');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Mail status' })).toHaveAttribute('href', '/admin/status');
  await adminApi.dispose();
});

test('a student who is no administrator is told the mail status is not for them', async ({ page, request }) => {
  const { input } = await createStudent(request);
  await page.goto('/login');
  await logInThroughForm(page, input.email, input.password);
  await expect(page).toHaveURL('/');
  const nameButton = page.getByRole('button', { name: input.name, exact: true });
  await expect(nameButton).toHaveAttribute('aria-haspopup', 'menu');
  await nameButton.click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['My profile', 'Tickets', 'Involvement', 'Account', 'Log out']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.goto('/admin/status');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail status' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: `${MSG.adminsOnlyMailStatus}.` })).toBeVisible();
  await expect(page.getByRole('term')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  // The server keeps the figures from them too.
  expect((await page.request.get('/api/admin/outbox')).status()).toBe(403);
});
